package io.tpcbench.schema;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.HashSet;
import java.util.Locale;
import java.util.Set;

/** What the connection's database holds, from information_schema: for a workload's build and check. */
public final class Catalog {
    private static final String EXISTS = """
            SELECT COUNT(*) FROM information_schema.tables WHERE table_schema = DATABASE() AND table_name = ?
            """;

    private static final String TABLES = """
            SELECT table_name FROM information_schema.tables WHERE table_schema = DATABASE()
            """;

    private Catalog() {}

    /** Every table of the connection's database, lower-cased. */
    public static Set<String> tables(Connection c) throws SQLException {
        Set<String> out = new HashSet<>();
        try (PreparedStatement ps = c.prepareStatement(TABLES);
                ResultSet rs = ps.executeQuery()) {
            while (rs.next()) {
                out.add(rs.getString(1).toLowerCase(Locale.ROOT));
            }
        }
        return out;
    }

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
