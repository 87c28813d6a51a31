package io.tpcbench.driver;

import io.tpcbench.config.WarehouseRange;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import javax.sql.DataSource;

/**
 * The database's own counters, read at the start and end of the window: committed New-Orders
 * move sum(D_NEXT_O_ID) by one each and Payments add one HISTORY row each, whatever the driver
 * believes it did. Only the driver's home warehouses are counted (both counters belong to the
 * terminal's home: D_W_ID and H_W_ID), so each of several drivers on disjoint ranges audits its own
 * transactions.
 */
final class DbAudit {
    private static final String COUNTERS = """
            SELECT (SELECT SUM(d_next_o_id) FROM bmsql_district WHERE d_w_id BETWEEN ? AND ?),
                   (SELECT COUNT(*) FROM bmsql_history WHERE h_w_id BETWEEN ? AND ?)
            """;

    /** One reading. */
    record Counters(long nextOrderIdSum, long historyRows) {}

    private DbAudit() {}

    static Counters read(DataSource ds, WarehouseRange homes) throws SQLException {
        try (Connection c = ds.getConnection(); PreparedStatement ps = c.prepareStatement(COUNTERS)) {
            ps.setInt(1, homes.from());
            ps.setInt(2, homes.to());
            ps.setInt(3, homes.from());
            ps.setInt(4, homes.to());
            return read(c, ps);
        }
    }

    private static Counters read(Connection c, PreparedStatement ps) throws SQLException {
        try (ResultSet rs = ps.executeQuery()) {
            rs.next();
            Counters counters = new Counters(rs.getLong(1), rs.getLong(2));
            if (!c.getAutoCommit()) {
                c.commit();
            }
            return counters;
        }
    }
}
