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
import io.tpcbench.db.SqlErrors;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Clock;
import java.util.Map;
import java.util.function.Consumer;
import javax.sql.DataSource;

/** Generates the rows of the configured warehouse range into the database, or CSV files with fileLocation. */
final class LoadStep {
    /**
     * Connector/J settings for loading: batches become multi-row INSERTs, and LOAD DATA LOCAL
     * INFILE may stream generated rows. The latter lets the server ask for a client file in
     * answer to any statement; only the load's own connections have it, to the benchmark's
     * database, and {@code dataSource.allowLoadLocalInfile=false} turns it off (INSERTs then).
     */
    static final Map<String, String> LOAD_DRIVER_PROPS = Map.of("rewriteBatchedStatements", "true",
            "useServerPrepStmts", "false", "allowLoadLocalInfile", "true");

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
            boolean loadData = !"false".equalsIgnoreCase(connections.config().dataSourceProps()
                    .getOrDefault("allowLoadLocalInfile", "true")) && localInfileAllowed(pool);
            if (!loadData) {
                session.out().accept("The server does not allow LOAD DATA LOCAL INFILE (local_infile=OFF): loading"
                        + " with multi-row INSERTs, about half as fast. SET GLOBAL local_infile=1 to load faster.");
            }
            JdbcOutput output = new JdbcOutput(pool, Secrets.maskUrl(connections.config().jdbcUrl()),
                    build.loadBatchRows(), build.loadCommitRows(), loadData);
            return start(new Loader(build, output, text, Clock.systemDefaultZone(), session.out()), started);
        }
    }

    private static final String LOCAL_INFILE = """
            SELECT @@local_infile
            """;

    /** True when the server accepts LOAD DATA LOCAL INFILE, the fastest way in (docs/performance.md). */
    static boolean localInfileAllowed(DataSource ds) throws SQLException {
        try (Connection c = ds.getConnection(); PreparedStatement ps = c.prepareStatement(LOCAL_INFILE);
                ResultSet rs = ps.executeQuery()) {
            return rs.next() && rs.getInt(1) == 1;
        } catch (SQLException e) {
            if (SqlErrors.classify(e) == SqlErrors.Kind.OTHER) {
                return false; // a server without the variable: INSERTs work everywhere
            }
            throw e;
        }
    }

    private static Loader.Result start(Loader loader, Consumer<Loader> started) throws InterruptedException {
        started.accept(loader);
        return loader.load();
    }
}
