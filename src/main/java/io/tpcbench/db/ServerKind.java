package io.tpcbench.db;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Locale;
import java.util.Optional;

/**
 * What answers on a connection, as far as a transaction's COMMIT is concerned: the product, and
 * whether it is a Galera node ({@code wsrep_on}), a Spider head (Spider tables in the schema), a
 * Group Replication member, or behind something that listens on another port (a proxy). Only a
 * single MySQL or MariaDB server is known, by test, to stop a multi-statement text at its failing
 * statement, so that a COMMIT at the end of the text can never commit part of a transaction.
 */
public record ServerKind(
        String product,
        boolean galera,
        long spiderTables,
        boolean groupReplication,
        int serverPort,
        int connectedPort,
        String unreadable) {

    /** Reads the kind of the server on {@code c}, reached on {@code connectedPort} (0 when unknown). */
    public static ServerKind probe(Connection c, int connectedPort) {
        try (Statement s = c.createStatement()) {
            String version;
            String comment;
            int port;
            try (ResultSet rs = s.executeQuery("SELECT @@version, @@version_comment, @@port")) {
                rs.next();
                version = rs.getString(1);
                comment = rs.getString(2);
                port = rs.getInt(3);
            }
            return new ServerKind(
                    product(version, comment),
                    galera(s),
                    count(s, SPIDER_TABLES),
                    count(s, GROUP_REPLICATION) > 0,
                    port,
                    connectedPort,
                    "");
        } catch (SQLException e) {
            return new ServerKind("unknown", false, 0, false, 0, connectedPort, e.getMessage());
        }
    }

    private static final String SPIDER_TABLES = """
            SELECT COUNT(*) FROM information_schema.tables WHERE table_schema = DATABASE() AND engine = 'SPIDER'""";
    private static final String GROUP_REPLICATION = """
            SELECT COUNT(*) FROM information_schema.plugins
            WHERE plugin_name = 'group_replication' AND plugin_status = 'ACTIVE'""";

    static String product(String version, String comment) {
        String v = (version + " " + comment).toLowerCase(Locale.ROOT);
        if (v.contains("tidb")) {
            return "TiDB";
        }
        if (v.contains("oceanbase")) {
            return "OceanBase";
        }
        if (v.contains("polardb") || v.contains("tddl")) {
            return "PolarDB-X";
        }
        if (v.contains("mariadb")) {
            return "MariaDB";
        }
        return v.contains("mysql") || v.contains("percona") ? "MySQL" : "unknown (" + version + ")";
    }

    private static boolean galera(Statement s) throws SQLException {
        try (ResultSet rs = s.executeQuery("SHOW VARIABLES LIKE 'wsrep_on'")) {
            return rs.next() && rs.getString(2).equalsIgnoreCase("ON");
        }
    }

    /** A count; 0 where the server has no such table (not every MySQL-compatible engine has them all). */
    private static long count(Statement s, String sql) {
        try (ResultSet rs = s.executeQuery(sql)) {
            return rs.next() ? rs.getLong(1) : 0;
        } catch (SQLException e) {
            return 0;
        }
    }

    /**
     * Why the COMMIT must travel on its own here; empty for a single MySQL or MariaDB server, which
     * stops a text at its failing statement (OneTripCommitIT proves it).
     */
    public Optional<String> whyCommitAlone() {
        if (!unreadable.isEmpty()) {
            return Optional.of("the server's kind could not be read (" + unreadable + ")");
        }
        if (galera) {
            return Optional.of("wsrep_on=ON: Galera aborts a conflicting transaction in the middle of a text and"
                    + " runs the rest as a new transaction, which a COMMIT in the text would commit");
        }
        if (groupReplication) {
            return Optional.of("Group Replication is active: not shown to stop a text at its failing statement");
        }
        if (spiderTables > 0) {
            return Optional.of("the schema has " + spiderTables + " Spider tables (a Spider head): its data nodes"
                    + " commit apart, not shown to stop a text at its failing statement");
        }
        if (!product.equals("MariaDB") && !product.equals("MySQL")) {
            return Optional.of(product + " is not a single MySQL or MariaDB server: not shown to stop a text at"
                    + " its failing statement");
        }
        if (connectedPort > 0 && serverPort != connectedPort) {
            return Optional.of("the server listens on port " + serverPort + " but tpcbench connected to port "
                    + connectedPort + ": a proxy may sit in between");
        }
        return Optional.empty();
    }

    /** The product, with what makes it a cluster member. */
    public String describe() {
        return product
                + (galera ? " (Galera node)" : "")
                + (groupReplication ? " (Group Replication member)" : "")
                + (spiderTables > 0 ? " (Spider head)" : "");
    }
}
