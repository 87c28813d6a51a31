package io.tpcbench.it;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.zaxxer.hikari.HikariDataSource;
import io.tpcbench.TestConfigs;
import io.tpcbench.config.BuildConfig;
import io.tpcbench.config.ConfigLoader;
import io.tpcbench.config.PropsSource;
import io.tpcbench.config.TpcConfig;
import io.tpcbench.db.ConnectionFactory;
import io.tpcbench.gen.RandomText;
import io.tpcbench.load.JdbcOutput;
import io.tpcbench.load.LoadException;
import io.tpcbench.schema.SchemaRunner;
import io.tpcbench.schema.Sharding;
import io.tpcbench.schema.SqlLocator;
import io.tpcbench.schema.Step;
import io.tpcbench.workload.tpcc.TpccOptions;
import io.tpcbench.workload.tpcc.load.DatabaseOutput;
import io.tpcbench.workload.tpcc.load.Loader;
import java.nio.file.Path;
import java.sql.Connection;
import java.time.Clock;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Ctrl-C during a load: the workers finish their warehouse, take no other, and the user learns what is complete. */
class InterruptedLoadIT {
    @TempDir
    Path dir;

    @Test
    void stoppedLoadSaysWhichWarehousesAreComplete() throws Exception {
        TestDatabase db = TestDatabase.get();
        db.freshDatabase("it_interrupt");
        Path props = db.props(dir, "it_interrupt", "warehouses=4", "loadWorkers=1");
        TpcConfig config = TestConfigs.load(PropsSource.read(props, List.of()), ConfigLoader.Purpose.BUILD);
        ConnectionFactory connections = new ConnectionFactory(config.db());
        try (Connection c = connections.open()) {
            new SchemaRunner(new SqlLocator(SqlLocator.defaultHome(), "mysql"), Sharding.none())
                    .run(c, Step.TABLE_CREATES);
        }
        BuildConfig build = config.build();
        try (HikariDataSource pool = connections.pool("it", 2, Map.of("allowLoadLocalInfile", "true"))) {
            Loader loader = new Loader(
                    build,
                    TpccOptions.of(config).warehouses(),
                    new DatabaseOutput(new JdbcOutput(pool, "it", build.loadBatchRows(), build.loadCommitRows(), true)),
                    new RandomText(),
                    Clock.systemUTC(),
                    System.out::println);
            Thread stopper = Thread.ofVirtual().start(() -> {
                try {
                    Thread.sleep(1500);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
                loader.stop();
            });
            LoadException e = assertThrows(LoadException.class, loader::load);
            stopper.join();
            assertTrue(e.getMessage().startsWith("load interrupted"), e.getMessage());
            assertTrue(e.getMessage().contains("incomplete: warehouses "), e.getMessage());
            assertTrue(!e.getMessage().contains("incomplete: warehouses none"), e.getMessage());
        }
    }
}
