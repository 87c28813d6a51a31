package io.tpcbench.workload.tpcc.tx;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;

/**
 * Order-Status (TPC-C 2.6) in the portable statement mode, a statement each as the peers send
 * them: the customer and its last order, then the order's lines, and the COMMIT.
 */
final class PortableOrderStatus {
    private static final String CUSTOMER = """
            SELECT c_first, c_middle, c_last, c_balance FROM bmsql_customer
            WHERE c_w_id = ? AND c_d_id = ? AND c_id = ?""";
    private static final String LAST_ORDER = """
            SELECT o_id, o_entry_d, o_carrier_id FROM bmsql_oorder
            WHERE o_w_id = ? AND o_d_id = ? AND o_c_id = ? ORDER BY o_id DESC LIMIT 1""";
    private static final String LINES = """
            SELECT ol_i_id, ol_supply_w_id, ol_quantity, ol_amount, ol_delivery_d FROM bmsql_order_line
            WHERE ol_w_id = ? AND ol_d_id = ? AND ol_o_id = ?""";

    private static final TripText CUSTOMER_ORDER = TripText.of(CUSTOMER, LAST_ORDER);
    private static final TripText ORDER_LINES = TripText.ending(LINES);

    private PortableOrderStatus() {}

    static TxResult.OrderStatusDone execute(Connection c, OrderStatus.Input in, Route route) throws SQLException {
        int cId = in.customer().resolve(c, in.wId(), in.dId());
        int oId;
        try (Trip trip = Trip.send(
                c, route, CUSTOMER_ORDER, new Params(6).ints(in.wId(), in.dId(), cId, in.wId(), in.dId(), cId))) {
            trip.single(0, "customer " + cId);
            ResultSet rs = trip.rows(1);
            oId = rs.next() ? rs.getInt(1) : 0;
        }
        int lines = 0;
        try (Trip trip = Trip.send(c, route, ORDER_LINES, new Params(3).ints(in.wId(), in.dId(), oId))) {
            ResultSet rs = trip.rows(0);
            while (rs.next()) {
                rs.getInt(1);
                lines++;
            }
            trip.finish();
        }
        return new TxResult.OrderStatusDone(in.customer().byName(), oId, lines);
    }
}
