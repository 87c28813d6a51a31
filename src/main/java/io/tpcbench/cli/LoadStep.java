package io.tpcbench.cli;

import com.zaxxer.hikari.HikariDataSource;
import io.tpcbench.config.BuildConfig;
import io.tpcbench.config.Secrets;
import io.tpcbench.db.ConnectionFactory;
import io.tpcbench.load.CorpusText;
import io.tpcbench.load.CsvOutput;
import io.tpcbench.load.JdbcOutput;
import io.tpcbench.load.Loader;
import io.tpcbench.load.RandomText;
import io.tpcbench.load.TextSource;
import java.time.Clock;
import java.util.Map;
import java.util.function.Consumer;

/** Generates the rows of the configured warehouse range into the database, or CSV files with fileLocation. */
final class LoadStep {
    /** Connector/J settings for loading: batches become multi-row INSERTs. */
    static final Map<String, String> LOAD_DRIVER_PROPS =
            Map.of("rewriteBatchedStatements", "true", "useServerPrepStmts", "false");

    private LoadStep() {}

    /** Runs the load; {@code started} receives the loader so that Ctrl-C can stop it. */
    static Loader.Result run(Session session, Consumer<Loader> started) throws Exception {
        BuildConfig build = session.config().build();
        TextSource text = build.textCorpus().<TextSource>map(CorpusText::read).orElseGet(RandomText::new);
        if (build.fileLocation().isPresent()) {
            try (CsvOutput output = new CsvOutput(build.fileLocation().get(), build.csvNullValue())) {
                return start(new Loader(build, output, text, Clock.systemDefaultZone(), session.out()), started);
            }
        }
        ConnectionFactory connections = session.connections();
        try (HikariDataSource pool = connections.pool("load", build.loadWorkers() + 1, LOAD_DRIVER_PROPS)) {
            JdbcOutput output = new JdbcOutput(pool, Secrets.maskUrl(connections.config().jdbcUrl()),
                    build.loadBatchRows(), build.loadCommitRows());
            return start(new Loader(build, output, text, Clock.systemDefaultZone(), session.out()), started);
        }
    }

    private static Loader.Result start(Loader loader, Consumer<Loader> started) throws InterruptedException {
        started.accept(loader);
        return loader.load();
    }
}
