package io.tpcbench.workload.tpcc.schema;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * {@code bmsql_config}: facts about the loaded database that later commands rely on, such as
 * the warehouse count and the load-time NURand C for C_LAST (TPC-C 2.1.6.1).
 */
public final class ConfigTable {
    public static final String WAREHOUSES = "warehouses";
    public static final String NURAND_C_LAST = "nURandCLast";
    public static final String NURAND_C_ID = "nURandCC_ID";
    public static final String NURAND_OL_I_ID = "nURandCI_ID";

    private static final String INSERT_IF_ABSENT = """
            INSERT IGNORE INTO bmsql_config (cfg_name, cfg_value) VALUES (?, ?)
            """;
    private static final String SELECT_ALL = """
            SELECT cfg_name, cfg_value FROM bmsql_config
            """;

    private ConfigTable() {}

    /**
     * Stores the values whose names are not yet there and returns what the table holds afterwards,
     * so loaders on several machines agree on the first writer's values.
     */
    public static Map<String, String> putIfAbsent(Connection conn, Map<String, String> values) throws SQLException {
        try (PreparedStatement ps = conn.prepareStatement(INSERT_IF_ABSENT)) {
            for (Map.Entry<String, String> e : values.entrySet()) {
                ps.setString(1, e.getKey());
                ps.setString(2, e.getValue());
                ps.addBatch();
            }
            ps.executeBatch();
        }
        if (!conn.getAutoCommit()) {
            conn.commit();
        }
        return readAll(conn);
    }

    public static Map<String, String> readAll(Connection conn) throws SQLException {
        Map<String, String> out = new LinkedHashMap<>();
        try (PreparedStatement ps = conn.prepareStatement(SELECT_ALL);
                ResultSet rs = ps.executeQuery()) {
            while (rs.next()) {
                out.put(rs.getString(1), rs.getString(2));
            }
        }
        return out;
    }

    public static Optional<Integer> intValue(Map<String, String> config, String name) {
        String v = config.get(name);
        return v == null ? Optional.empty() : Optional.of(Integer.parseInt(v.strip()));
    }
}
