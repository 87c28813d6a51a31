package io.tpcbench.config;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

/**
 * The JDBC drivers tpcbench runs on ({@code driver=}), each with its URL scheme. MySQL Connector/J
 * is the default and reaches every server of the suite; MariaDB Connector/J is for MariaDB servers
 * and their clusters (Galera, Spider heads), where it costs the client less CPU per statement
 * (docs/performance.md). tpcbench's own settings are written with Connector/J's property names;
 * {@link #properties} gives each driver its own, while {@code dataSource.*} keys go to the driver
 * as the user wrote them.
 */
public enum JdbcDriver {
    CONNECTOR_J("com.mysql.cj.jdbc.Driver", "jdbc:mysql:", "MySQL Connector/J"),
    MARIADB("org.mariadb.jdbc.Driver", "jdbc:mariadb:", "MariaDB Connector/J");

    /** The pre-8.0 name of Connector/J's class that BenchmarkSQL 5 props files carry. */
    public static final String LEGACY_CONNECTOR_J = "com.mysql.jdbc.Driver";

    /**
     * Connector/J properties tpcbench sets and MariaDB Connector/J names otherwise ({@code
     * allowLoadLocalInfileInPath}: MariaDB's driver checks that the file sent is the one the
     * statement names instead), or does without: it skips a COMMIT or ROLLBACK outside a
     * transaction by itself (useLocalTransactionState), caches prepared statements whatever their
     * length (prepStmtCacheSqlLimit), and sends a batch's INSERTs pipelined (rewriteBatchedStatements);
     * it has no switch for the open statements and results Connector/J tracks (dontTrackOpenResources);
     * Connector/J's socket factory of {@code coalesceReads} is not its kind (socketFactory).
     */
    private static final Map<String, String> MARIADB_NAMES = Map.of(
            "allowLoadLocalInfile", "allowLocalInfile",
            "allowLoadLocalInfileInPath", "allowLocalInfile",
            "useLocalTransactionState", "",
            "prepStmtCacheSqlLimit", "",
            "rewriteBatchedStatements", "",
            "dontTrackOpenResources", "",
            "socketFactory", "");

    private final String className;
    private final String scheme;
    private final String displayName;

    JdbcDriver(String className, String scheme, String displayName) {
        this.className = className;
        this.scheme = scheme;
        this.displayName = displayName;
    }

    public String className() {
        return className;
    }

    /** The URL's start, {@code jdbc:mysql:} or {@code jdbc:mariadb:}. */
    public String scheme() {
        return scheme;
    }

    public String displayName() {
        return displayName;
    }

    /** The driver of a {@code driver=} class name (Connector/J's old name included), if supported. */
    public static Optional<JdbcDriver> byClassName(String name) {
        if (name.equals(LEGACY_CONNECTOR_J)) {
            return Optional.of(CONNECTOR_J);
        }
        return Arrays.stream(values()).filter(d -> d.className.equals(name)).findFirst();
    }

    /** The driver whose scheme {@code url} starts with, if any. */
    public static Optional<JdbcDriver> byUrl(String url) {
        return Arrays.stream(values()).filter(d -> url.startsWith(d.scheme)).findFirst();
    }

    /**
     * tpcbench's driver settings, written with Connector/J's names, as this driver names them;
     * a setting this driver does without is left out.
     */
    public Map<String, String> properties(Map<String, String> connectorJNames) {
        if (this == CONNECTOR_J) {
            return connectorJNames;
        }
        Map<String, String> own = new HashMap<>();
        connectorJNames.forEach((name, value) -> {
            String mine = propertyName(name);
            if (name.equals("allowLoadLocalInfileInPath")) {
                own.put(mine, "true");
            } else if (!mine.isEmpty()) {
                own.put(mine, value);
            }
        });
        return own;
    }

    /** The name this driver gives a Connector/J property ({@code ""}: it has none). */
    public String propertyName(String connectorJName) {
        return this == CONNECTOR_J ? connectorJName : MARIADB_NAMES.getOrDefault(connectorJName, connectorJName);
    }
}
