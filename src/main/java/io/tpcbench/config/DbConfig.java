package io.tpcbench.config;

import java.util.Map;

/** How to reach the database. {@code dataSourceProps} go to HikariCP / Connector/J as they are. */
public record DbConfig(
        String db,
        String driverClass,
        String jdbcUrl,
        String user,
        Secret password,
        Map<String, String> dataSourceProps,
        EmbeddedConfig embedded) {

    public DbConfig {
        dataSourceProps = Map.copyOf(dataSourceProps);
    }

    /** Never shows a password, whether in the password key, the URL or a pass-through key. */
    @Override
    public String toString() {
        StringBuilder props = new StringBuilder();
        dataSourceProps.forEach((k, v) -> props.append(props.isEmpty() ? "" : ", ").append(k).append('=')
                .append(Secrets.shown(Keys.DATA_SOURCE_PREFIX + k, v)));
        return "DbConfig[db=" + db + ", driverClass=" + driverClass + ", jdbcUrl=" + Secrets.maskUrl(jdbcUrl)
                + ", user=" + user + ", password=" + password + ", dataSourceProps={" + props + "}, embedded="
                + embedded + "]";
    }
}
