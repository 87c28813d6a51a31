package io.tpcbench.workload.tpcc.schema;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/** The database's own size of each tpcbench table (data and index bytes), from information_schema. */
public final class TableSizes {
    private static final String QUERY = """
            SELECT table_name, COALESCE(data_length, 0), COALESCE(index_length, 0)
            FROM information_schema.tables
            WHERE table_schema = DATABASE() AND table_name LIKE 'bmsql\\_%'
            """;

    /** Stored bytes of one table. */
    public record Size(long dataBytes, long indexBytes) {}

    private TableSizes() {}

    public static Map<String, Size> read(Connection conn) throws SQLException {
        Map<String, Size> out = new LinkedHashMap<>();
        try (PreparedStatement ps = conn.prepareStatement(QUERY);
                ResultSet rs = ps.executeQuery()) {
            while (rs.next()) {
                out.put(rs.getString(1).toLowerCase(Locale.ROOT), new Size(rs.getLong(2), rs.getLong(3)));
            }
        }
        return out;
    }
}
