package io.tpcbench.db;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import io.tpcbench.config.DbConfig;
import io.tpcbench.config.Isolation;
import io.tpcbench.config.Secrets;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;

/**
 * Opens connections for a {@link DbConfig}: a first probe with a clear message for every way
 * connecting can fail, then HikariCP pools with the {@code dataSource.*} pass-through keys.
 */
public final class ConnectionFactory {
    private final DbConfig config;

    public ConnectionFactory(DbConfig config) {
        this.config = config;
    }

    public DbConfig config() {
        return config;
    }

    /**
     * Connects once and closes again, turning failure into a {@link DatabaseException} that says
     * what is wrong (server down, unknown host, wrong password, missing database) and what to do.
     */
    public void probe() {
        try (Connection c = open()) {
            c.isValid(5);
        } catch (SQLException e) {
            throw explain(e);
        }
    }

    /** A plain connection (autocommit on), outside any pool. */
    public Connection open() throws SQLException {
        return DriverManager.getConnection(config.jdbcUrl(), props());
    }

    /**
     * A plain connection that gives up connecting, and waiting for any answer, after
     * {@code timeoutSecs}: a probe or a cancellation must not hang on a server that died silently.
     */
    public Connection open(int timeoutSecs) throws SQLException {
        Properties props = props();
        props.setProperty("connectTimeout", Integer.toString(timeoutSecs * 1000));
        props.setProperty("socketTimeout", Integer.toString(timeoutSecs * 1000));
        return DriverManager.getConnection(config.jdbcUrl(), props);
    }

    /**
     * A plain connection with {@code extra} driver properties, in the autocommit mode and at the
     * isolation level given ({@link Isolation#SERVER_DEFAULT} leaves the server's), outside any pool.
     */
    public Connection open(Map<String, String> extra, boolean autoCommit, Isolation isolation) throws SQLException {
        Properties props = props();
        config.driver().properties(extra).forEach(props::setProperty);
        config.dataSourceProps().forEach(props::setProperty);
        Connection c = DriverManager.getConnection(config.jdbcUrl(), props);
        try {
            c.setAutoCommit(autoCommit);
            if (isolation != Isolation.SERVER_DEFAULT) {
                c.setTransactionIsolation(isolation.jdbcLevel());
            }
            return c;
        } catch (SQLException e) {
            c.close();
            throw e;
        }
    }

    private Properties props() {
        Properties props = new Properties();
        config.dataSourceProps().forEach(props::setProperty);
        props.setProperty("user", config.user());
        props.setProperty("password", config.password().value());
        return props;
    }

    /**
     * A pool of {@code size} connections; {@code extra} adds driver properties for this use, named
     * as Connector/J names them ({@link io.tpcbench.config.JdbcDriver#properties}).
     */
    public HikariDataSource pool(String name, int size, Map<String, String> extra) {
        return pool(name, size, extra, true, Isolation.SERVER_DEFAULT);
    }

    /**
     * A pool whose connections start with the given autocommit mode and isolation level
     * ({@link Isolation#SERVER_DEFAULT} leaves the server's).
     */
    public HikariDataSource pool(
            String name, int size, Map<String, String> extra, boolean autoCommit, Isolation isolation) {
        HikariConfig hc = new HikariConfig();
        hc.setAutoCommit(autoCommit);
        if (isolation != Isolation.SERVER_DEFAULT) {
            hc.setTransactionIsolation(isolation.hikariName());
        }
        hc.setPoolName(name);
        hc.setJdbcUrl(config.jdbcUrl());
        hc.setUsername(config.user());
        hc.setPassword(config.password().value());
        hc.setMaximumPoolSize(size);
        hc.setMinimumIdle(size);
        hc.setConnectionTimeout(60_000);
        config.driver().properties(extra).forEach(hc::addDataSourceProperty);
        config.dataSourceProps().forEach(hc::addDataSourceProperty);
        try {
            return new HikariDataSource(hc);
        } catch (RuntimeException e) {
            throw e.getCause() instanceof SQLException s ? explain(s) : e;
        }
    }

    /** Turns a connection failure into the message a user needs. */
    public DatabaseException explain(SQLException e) {
        String url = Secrets.maskUrl(config.jdbcUrl());
        String msg = switch (SqlErrors.classify(e)) {
            case ACCESS_DENIED ->
                "access denied for user '" + config.user() + "' at " + url
                        + ": check user and password in the props file";
            case UNKNOWN_DATABASE ->
                "the database named in conn=" + url + " does not exist: create it"
                        + " (CREATE DATABASE ...) or fix conn";
            case CONNECTION_LOST ->
                isTls(e)
                        ? "cannot connect to " + url + " over TLS (" + firstLine(e)
                                + "): check dataSource.sslMode and the trust store keys (docs/properties.md, TLS)"
                        : "cannot connect to " + url + " (" + firstLine(e)
                                + "): is the server running, and are host and port right?";
            default -> "database error at " + url + ": " + firstLine(e);
        };
        return new DatabaseException(msg, e);
    }

    private static boolean isTls(Throwable e) {
        String m = firstLine(e).toUpperCase(Locale.ROOT);
        return m.contains("SSL") || m.contains("TLS") || m.contains("CERTIFICATE");
    }

    private static String firstLine(Throwable e) {
        Throwable root = e;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        String m = String.valueOf(root.getMessage());
        int nl = m.indexOf('\n');
        return Secrets.maskUrl(nl >= 0 ? m.substring(0, nl) : m);
    }
}
