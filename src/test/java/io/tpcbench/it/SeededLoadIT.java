package io.tpcbench.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
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
import io.tpcbench.schema.SchemaRunner;
import io.tpcbench.schema.Sharding;
import io.tpcbench.schema.SqlLocator;
import io.tpcbench.schema.Step;
import io.tpcbench.workload.tpcc.TpccOptions;
import io.tpcbench.workload.tpcc.load.DatabaseOutput;
import io.tpcbench.workload.tpcc.load.Loader;
import io.tpcbench.workload.tpcc.schema.Table;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The same seed gives the same rows whatever the number of load workers and whichever way they
 * reach the server (LOAD DATA streams or multi-row INSERTs, used when the server has local_infile off).
 */
class SeededLoadIT {
    private static final Clock FIXED = Clock.fixed(Instant.parse("2026-01-01T00:00:00Z"), ZoneOffset.UTC);

    @TempDir
    Path dir;

    private Map<Table, String> loadAndDigest(String database, int workers, boolean loadData) throws Exception {
        TestDatabase db = TestDatabase.get();
        db.freshDatabase(database);
        Path props = db.props(dir, database, "warehouses=2", "seed=20261122", "loadWorkers=" + workers);
        TpcConfig config = TestConfigs.load(PropsSource.read(props, List.of()), ConfigLoader.Purpose.BUILD);
        ConnectionFactory connections = new ConnectionFactory(config.db());
        SchemaRunner schema = new SchemaRunner(new SqlLocator(SqlLocator.defaultHome(), "mysql"), Sharding.none());
        try (Connection c = connections.open()) {
            schema.run(c, Step.TABLE_CREATES);
        }
        BuildConfig build = config.build();
        try (HikariDataSource pool = connections.pool(
                "it", workers + 1, Map.of("allowLoadLocalInfile", "true", "rewriteBatchedStatements", "true"))) {
            new Loader(
                            build,
                            TpccOptions.of(config).warehouses(),
                            new DatabaseOutput(new JdbcOutput(
                                    pool, database, build.loadBatchRows(), build.loadCommitRows(), loadData)),
                            new RandomText(),
                            FIXED,
                            System.out::println)
                    .load();
        }
        Map<Table, String> digests = new EnumMap<>(Table.class);
        try (Connection c = connections.open();
                Statement s = c.createStatement()) {
            for (Table t : Table.values()) {
                // hist_id is AUTO_INCREMENT: its values follow insert order, so it is left out
                String sql = "SELECT COUNT(*), SUM(CRC32(CONCAT_WS('|', " + t.columnList() + "))),"
                        + " BIT_XOR(CRC32(CONCAT_WS('|', " + t.columnList() + "))) FROM " + t.sqlName();
                try (ResultSet rs = s.executeQuery(sql)) {
                    rs.next();
                    digests.put(t, rs.getLong(1) + "/" + rs.getString(2) + "/" + rs.getString(3));
                }
            }
        }
        return digests;
    }

    @Test
    void fourWorkersStreamingAndOneWorkerInsertingLoadTheSameRows() throws Exception {
        Map<Table, String> four = loadAndDigest("it_seed_four", 4, true);
        Map<Table, String> one = loadAndDigest("it_seed_one", 1, false);
        assertEquals(one, four);
        assertTrue(four.get(Table.STOCK).startsWith("200000/"), four.toString());
    }
}
