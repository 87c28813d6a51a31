package io.tpcbench.load;

import com.zaxxer.hikari.HikariDataSource;
import io.tpcbench.config.BuildConfig;
import io.tpcbench.config.Secrets;
import io.tpcbench.db.ConnectionFactory;
import io.tpcbench.db.SqlErrors;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Map;
import java.util.function.Consumer;
import javax.sql.DataSource;

/**
 * The connections of a load into the database and the output over them: rows streamed with LOAD
 * DATA LOCAL INFILE when the server allows it, else multi-row INSERTs, one sink per worker.
 */
public final class LoadPool implements AutoCloseable {
    /**
     * Driver settings for loading: batches become multi-row INSERTs (MariaDB Connector/J sends
     * them pipelined instead), and LOAD DATA LOCAL INFILE may stream generated rows. The latter
     * lets the server ask for a client file in answer to any statement; only the load's own
     * connections have it, to the benchmark's database, and {@code
     * dataSource.allowLoadLocalInfile=false} ({@code dataSource.allowLocalInfile=false} with
     * MariaDB Connector/J) turns it off (INSERTs then).
     */
    static final Map<String, String> LOAD_DRIVER_PROPS =
            Map.of("rewriteBatchedStatements", "true", "useServerPrepStmts", "false", "allowLoadLocalInfile", "true");

    private static final String LOCAL_INFILE = """
            SELECT @@local_infile
            """;

    private final HikariDataSource pool;
    private final JdbcOutput output;

    private LoadPool(HikariDataSource pool, JdbcOutput output) {
        this.pool = pool;
        this.output = output;
    }

    /** A pool for {@code build.loadWorkers()} workers (and one more), saying once how the rows will travel. */
    public static LoadPool open(ConnectionFactory connections, BuildConfig build, Consumer<String> out)
            throws SQLException {
        HikariDataSource pool = connections.pool("load", build.loadWorkers() + 1, LOAD_DRIVER_PROPS);
        try {
            String localInfile = connections.config().driver().propertyName("allowLoadLocalInfile");
            boolean loadData = !"false"
                            .equalsIgnoreCase(
                                    connections.config().dataSourceProps().getOrDefault(localInfile, "true"))
                    && localInfileAllowed(pool);
            if (!loadData) {
                out.accept("The server does not allow LOAD DATA LOCAL INFILE (local_infile=OFF): loading"
                        + " with multi-row INSERTs, about half as fast. SET GLOBAL local_infile=1 to load faster.");
            }
            return new LoadPool(
                    pool,
                    new JdbcOutput(
                            pool,
                            Secrets.maskUrl(connections.config().jdbcUrl()),
                            build.loadBatchRows(),
                            build.loadCommitRows(),
                            loadData));
        } catch (SQLException | RuntimeException e) {
            pool.close();
            throw e;
        }
    }

    public JdbcOutput output() {
        return output;
    }

    static boolean localInfileAllowed(DataSource ds) throws SQLException {
        try (Connection c = ds.getConnection();
                PreparedStatement ps = c.prepareStatement(LOCAL_INFILE);
                ResultSet rs = ps.executeQuery()) {
            return rs.next() && rs.getInt(1) == 1;
        } catch (SQLException e) {
            if (SqlErrors.classify(e) == SqlErrors.Kind.OTHER) {
                return false; // a server without the variable: INSERTs work everywhere
            }
            throw e;
        }
    }

    @Override
    public void close() {
        output.close();
        pool.close();
    }
}
