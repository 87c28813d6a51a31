package io.tpcbench.workload.tpcc.acid;

import io.tpcbench.db.ServerKind;
import io.tpcbench.workload.AcidSetup;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;

/**
 * The test's own reads of committed data, each statement a transaction of its own (autocommit on
 * one connection of the test's, causal on a Galera node): what a test compares before and after
 * the transactions it runs (TPC-C 3.2.2 and 3.4.2's "verify" steps).
 */
final class Observer implements AutoCloseable {
    private static final String NEXT_ORDER = "SELECT d_next_o_id FROM bmsql_district WHERE d_w_id = ? AND d_id = ?";
    private static final String PAYMENT_STATE = """
            SELECT w_ytd, d_ytd, c_balance, c_ytd_payment, c_payment_cnt,
              (SELECT COUNT(*) FROM bmsql_history WHERE h_c_w_id = c_w_id AND h_c_d_id = c_d_id AND h_c_id = c_id)
            FROM bmsql_warehouse
              JOIN bmsql_district ON d_w_id = w_id
              JOIN bmsql_customer ON c_w_id = d_w_id AND c_d_id = d_id
            WHERE w_id = ? AND d_id = ? AND c_id = ?""";
    private static final String LAST_ORDER =
            "SELECT COALESCE(MAX(o_id), 0) FROM bmsql_oorder WHERE o_w_id = ? AND o_d_id = ? AND o_c_id = ?";
    private static final String ORDER = """
            SELECT o_c_id, o_carrier_id,
              EXISTS (SELECT 1 FROM bmsql_new_order WHERE no_w_id = o_w_id AND no_d_id = o_d_id AND no_o_id = o_id),
              (SELECT COALESCE(SUM(ol_amount), 0) FROM bmsql_order_line
               WHERE ol_w_id = o_w_id AND ol_d_id = o_d_id AND ol_o_id = o_id)
            FROM bmsql_oorder WHERE o_w_id = ? AND o_d_id = ? AND o_id = ?""";
    private static final String OLDEST_NEW_ORDER =
            "SELECT COALESCE(MIN(no_o_id), 0) FROM bmsql_new_order WHERE no_w_id = ? AND no_d_id = ?";
    private static final String NEW_ORDERS = "SELECT COUNT(*) FROM bmsql_new_order WHERE no_w_id = ? AND no_d_id = ?";
    private static final String BALANCE =
            "SELECT c_balance FROM bmsql_customer WHERE c_w_id = ? AND c_d_id = ? AND c_id = ?";
    private static final String PRICE = "SELECT i_price FROM bmsql_item WHERE i_id = ?";
    private static final String LINE_AMOUNT = """
            SELECT ol_amount, ol_quantity FROM bmsql_order_line
            WHERE ol_w_id = ? AND ol_d_id = ? AND ol_o_id = ? AND ol_i_id = ?""";
    private static final String FEWEST_NEW_ORDERS = """
            SELECT w_id, (SELECT COUNT(*) FROM bmsql_new_order WHERE no_w_id = w_id AND no_d_id = ?) AS n
            FROM bmsql_warehouse ORDER BY n, w_id LIMIT 1""";

    /** W_YTD, D_YTD and the customer's payment columns and HISTORY rows (TPC-C 3.2.2). */
    record PaymentState(
            BigDecimal wYtd,
            BigDecimal dYtd,
            BigDecimal balance,
            BigDecimal ytdPayment,
            int paymentCnt,
            long history) {}

    /** An ORDER row: its customer, carrier (0 when none), NEW-ORDER row and the sum of its lines' amounts. */
    record Order(int customer, int carrier, boolean undelivered, BigDecimal amount) {}

    private final AcidSetup.Endpoint endpoint;
    private Connection connection;

    Observer(AcidSetup.Endpoint endpoint) {
        this.endpoint = endpoint;
    }

    private Connection connection() throws SQLException {
        if (connection == null) {
            connection = endpoint.open();
            connection.setAutoCommit(true);
            causal(connection);
        }
        return connection;
    }

    /**
     * On a Galera node, the reads wait until the node has applied what the cluster committed before
     * them ({@code wsrep_sync_wait=1}): a test verifies, on the first endpoint, what a transaction
     * committed on another.
     */
    private static void causal(Connection c) throws SQLException {
        if (ServerKind.probe(c, 0).galera()) {
            try (PreparedStatement ps = c.prepareStatement("SET SESSION wsrep_sync_wait = 1")) {
                ps.execute();
            }
        }
    }

    @Override
    public void close() {
        if (connection != null) {
            try {
                connection.close();
            } catch (SQLException e) {
                // a connection that cannot close is gone
            }
        }
    }

    int nextOrderId(int w, int d) throws SQLException {
        return (int) number(NEXT_ORDER, w, d);
    }

    PaymentState paymentState(int w, int d, int c) throws SQLException {
        return read(
                PAYMENT_STATE,
                rs -> new PaymentState(
                        rs.getBigDecimal(1),
                        rs.getBigDecimal(2),
                        rs.getBigDecimal(3),
                        rs.getBigDecimal(4),
                        rs.getInt(5),
                        rs.getLong(6)),
                w,
                d,
                c);
    }

    /** The customer's last order, 0 when none. */
    int lastOrder(int w, int d, int c) throws SQLException {
        return (int) number(LAST_ORDER, w, d, c);
    }

    /** The order, or null when there is none. */
    Order order(int w, int d, int o) throws SQLException {
        return read(ORDER, rs -> new Order(rs.getInt(1), rs.getInt(2), rs.getBoolean(3), rs.getBigDecimal(4)), w, d, o);
    }

    /** The district's oldest undelivered order, 0 when none. */
    int oldestNewOrder(int w, int d) throws SQLException {
        return (int) number(OLDEST_NEW_ORDER, w, d);
    }

    long newOrders(int w, int d) throws SQLException {
        return number(NEW_ORDERS, w, d);
    }

    BigDecimal balance(int w, int d, int c) throws SQLException {
        return read(BALANCE, rs -> rs.getBigDecimal(1), w, d, c);
    }

    BigDecimal price(int item) throws SQLException {
        return read(PRICE, rs -> rs.getBigDecimal(1), item);
    }

    /** OL_AMOUNT / OL_QUANTITY of the order's line of {@code item}: the price the order used. */
    BigDecimal linePrice(int w, int d, int o, int item) throws SQLException {
        return read(
                LINE_AMOUNT,
                rs -> rs.getBigDecimal(1).divide(BigDecimal.valueOf(rs.getInt(2)), 2, RoundingMode.HALF_UP),
                w,
                d,
                o,
                item);
    }

    /** The warehouse whose district {@code d} has the fewest undelivered orders. */
    int warehouseWithFewestNewOrders(int d) throws SQLException {
        return read(FEWEST_NEW_ORDERS, rs -> rs.getInt(1), d);
    }

    /** Runs {@code sql} (an update) and commits: the test's "arbitrary transaction" that restores what it changed. */
    void update(String sql, Object... params) throws SQLException {
        try (PreparedStatement ps = prepare(connection(), sql, params)) {
            ps.executeUpdate();
        }
    }

    private interface Row<T> {
        T of(ResultSet rs) throws SQLException;
    }

    private long number(String sql, Object... params) throws SQLException {
        return read(sql, rs -> rs.getLong(1), params);
    }

    private <T> T read(String sql, Row<T> row, Object... params) throws SQLException {
        try (PreparedStatement ps = prepare(connection(), sql, params);
                ResultSet rs = ps.executeQuery()) {
            return rs.next() ? row.of(rs) : null;
        }
    }

    private static PreparedStatement prepare(Connection c, String sql, Object... params) throws SQLException {
        PreparedStatement ps = c.prepareStatement(sql);
        for (int i = 0; i < params.length; i++) {
            ps.setObject(i + 1, params[i]);
        }
        return ps;
    }
}
