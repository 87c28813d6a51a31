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
}
