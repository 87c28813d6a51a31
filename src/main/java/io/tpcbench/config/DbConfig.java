package io.tpcbench.config;

import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * How to reach the database. {@code dataSourceProps} go to HikariCP and the driver as they are.
 * {@code endpoints} ({@code host:port}, from the {@code endpoints} key) are the servers a run
 * spreads its connections over, each reached by {@code jdbcUrl} with its host and port in place;
 * empty means jdbcUrl's own server.
 */
public record DbConfig(
        String db,
        String driverClass,
        String jdbcUrl,
        String user,
        Secret password,
        Map<String, String> dataSourceProps,
        EmbeddedConfig embedded,
        List<String> endpoints) {

    /**
     * {@code jdbc:mysql://} or {@code jdbc:mariadb://} (or another scheme of the two drivers) +
     * optional user info + the host part.
     */
    private static final Pattern AUTHORITY =
            Pattern.compile("^(jdbc:(?:mysql|mariadb):(?:[a-z+]+:)?//(?:[^/@?]*@)?)([^/?]*)(.*)$");

    public DbConfig {
        dataSourceProps = Map.copyOf(dataSourceProps);
        endpoints = List.copyOf(endpoints);
    }

    /** The driver {@code driverClass} names. */
    public JdbcDriver driver() {
        return JdbcDriver.byClassName(driverClass).orElseThrow();
    }

    /**
     * Whether the connection asks the driver for server-side prepared statements
     * ({@code useServerPrepStmts=true} in {@code conn} or as {@code dataSource.useServerPrepStmts}),
     * as the vendor props of TiDB and OceanBase do for their plan caches.
     */
    public boolean serverPreparedStatements() {
        String prop = dataSourceProps.get("useServerPrepStmts");
        if (prop != null) {
            return prop.equalsIgnoreCase("true");
        }
        return SERVER_PREP.matcher(jdbcUrl).find();
    }

    private static final Pattern SERVER_PREP =
            Pattern.compile("[?&]useServerPrepStmts=true(&|$)", Pattern.CASE_INSENSITIVE);

    /** The same database through one endpoint: the URL's host and port replaced, no endpoints. */
    public DbConfig forEndpoint(String hostPort) {
        Matcher m = AUTHORITY.matcher(jdbcUrl);
        if (!m.matches()) {
            throw new IllegalStateException("conn is not a jdbc:mysql:// or jdbc:mariadb:// URL");
        }
        return new DbConfig(
                db,
                driverClass,
                m.group(1) + hostPort + m.group(3),
                user,
                password,
                dataSourceProps,
                embedded,
                List.of());
    }

    /** {@code jdbcUrl} naming {@code database} instead of its own database (its parameters kept). */
    public static String withDatabase(String jdbcUrl, String database) {
        Matcher m = AUTHORITY.matcher(jdbcUrl);
        if (!m.matches()) {
            return jdbcUrl;
        }
        String rest = m.group(3);
        int q = rest.indexOf('?');
        return m.group(1) + m.group(2) + "/" + database + (q < 0 ? "" : rest.substring(q));
    }

    /** The host part of the URL ({@code host:port}), naming the only endpoint when none are listed. */
    public String urlHost() {
        Matcher m = AUTHORITY.matcher(jdbcUrl);
        return m.matches() ? m.group(2) : jdbcUrl;
    }

    /** Never shows a password, whether in the password key, the URL or a pass-through key. */
    @Override
    public String toString() {
        StringBuilder props = new StringBuilder();
        dataSourceProps.forEach((k, v) -> props.append(props.isEmpty() ? "" : ", ")
                .append(k)
                .append('=')
                .append(Secrets.shown(Keys.DATA_SOURCE_PREFIX + k, v)));
        return "DbConfig[db=" + db + ", driverClass=" + driverClass + ", jdbcUrl=" + Secrets.maskUrl(jdbcUrl)
                + ", user=" + user + ", password=" + password + ", dataSourceProps={" + props + "}, embedded="
                + embedded + ", endpoints=" + endpoints + "]";
    }
}
