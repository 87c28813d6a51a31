package io.tpcbench.driver;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import javax.sql.DataSource;

/**
 * The database's own counters, read at the start and end of the window: committed New-Orders
 * move sum(D_NEXT_O_ID) by one each and Payments add one HISTORY row each, whatever the driver
 * believes it did.
 */
final class DbAudit {
    private static final String COUNTERS = """
            SELECT (SELECT SUM(d_next_o_id) FROM bmsql_district), (SELECT COUNT(*) FROM bmsql_history)
            """;

    /** One reading. */
    record Counters(long nextOrderIdSum, long historyRows) {}

    private DbAudit() {}

    static Counters read(DataSource ds) throws SQLException {
        try (Connection c = ds.getConnection(); PreparedStatement ps = c.prepareStatement(COUNTERS);
                ResultSet rs = ps.executeQuery()) {
            rs.next();
            Counters counters = new Counters(rs.getLong(1), rs.getLong(2));
            if (!c.getAutoCommit()) {
                c.commit();
            }
            return counters;
        }
    }
}
