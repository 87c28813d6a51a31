package io.tpcbench.cli;

import com.zaxxer.hikari.HikariDataSource;
import io.tpcbench.config.BuildConfig;
import io.tpcbench.db.ConnectionFactory;
import io.tpcbench.load.CorpusText;
import io.tpcbench.load.CsvOutput;
import io.tpcbench.load.JdbcOutput;
import io.tpcbench.load.Loader;
import io.tpcbench.load.RandomText;
import io.tpcbench.load.TextSource;
import io.tpcbench.config.Secrets;
import java.time.Clock;
import java.util.Map;

/** Generates the rows of the configured warehouse range into the database, or CSV files with fileLocation. */
final class LoadStep {
    /** Connector/J settings for loading: batches become multi-row INSERTs. */
    static final Map<String, String> LOAD_DRIVER_PROPS =
            Map.of("rewriteBatchedStatements", "true", "useServerPrepStmts", "false");

    private LoadStep() {}

    static Loader.Result run(Session session) throws Exception {
        BuildConfig build = session.config().build();
        TextSource text = build.textCorpus().<TextSource>map(CorpusText::read).orElseGet(RandomText::new);
        if (build.fileLocation().isPresent()) {
            try (CsvOutput output = new CsvOutput(build.fileLocation().get(), build.csvNullValue())) {
                return new Loader(build, output, text, Clock.systemDefaultZone(), session.out()).load();
            }
        }
        ConnectionFactory connections = session.connections();
        try (HikariDataSource pool = connections.pool("load", build.loadWorkers() + 1, LOAD_DRIVER_PROPS)) {
            JdbcOutput output = new JdbcOutput(pool, Secrets.maskUrl(connections.config().jdbcUrl()),
                    build.loadBatchRows(), build.loadCommitRows());
            return new Loader(build, output, text, Clock.systemDefaultZone(), session.out()).load();
        }
    }
}
