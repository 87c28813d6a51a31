package io.tpcbench.workload.tpcc;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
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

    /**
     * Reads the counters. On a Galera node the reading first waits until the node has applied
     * every write the cluster committed before it ({@code wsrep_sync_wait}), so that the writes of
     * the other nodes' terminals are counted too; elsewhere the variable does not exist.
     */
    static Counters read(DataSource ds, WarehouseRange homes) throws SQLException {
        try (Connection c = ds.getConnection();
                PreparedStatement ps = c.prepareStatement(COUNTERS)) {
            ps.setInt(1, homes.from());
            ps.setInt(2, homes.to());
            ps.setInt(3, homes.from());
            ps.setInt(4, homes.to());
            boolean causal = syncWait(c, 1);
            try {
                return read(c, ps);
            } finally {
                if (causal) {
                    syncWait(c, 0);
                }
            }
        }
    }

    /** Sets wsrep_sync_wait on a Galera node; false where the server has no such variable. */
    private static boolean syncWait(Connection c, int value) throws SQLException {
        try (Statement s = c.createStatement()) {
            s.execute("SET SESSION wsrep_sync_wait = " + value);
            return true;
        } catch (SQLException e) {
            if (e.getErrorCode() == ER_UNKNOWN_SYSTEM_VARIABLE) {
                return false;
            }
            throw e;
        }
    }

    private static final int ER_UNKNOWN_SYSTEM_VARIABLE = 1193;

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
