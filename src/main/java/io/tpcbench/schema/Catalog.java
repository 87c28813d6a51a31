package io.tpcbench.schema;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;

/** What the connection's database holds, from information_schema: for a workload's build and check. */
public final class Catalog {
    private static final String EXISTS = """
            SELECT COUNT(*) FROM information_schema.tables WHERE table_schema = DATABASE() AND table_name = ?
            """;

    private Catalog() {}

    /** Whether {@code table} exists in the connection's database. */
    public static boolean exists(Connection c, String table) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement(EXISTS)) {
            ps.setString(1, table);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() && rs.getLong(1) > 0;
            }
        }
    }
}
