package io.tpcbench.workload.tpcc.tx;

import io.tpcbench.gen.TpccRandom;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;

/** The Order-Status transaction (TPC-C 2.6), read-only. */
public final class OrderStatus {
    private static final String CUSTOMER = """
            SELECT c_balance, c_first, c_middle, c_last FROM bmsql_customer
            WHERE c_w_id = ? AND c_d_id = ? AND c_id = ?""";
    /**
     * TPC-C 2.6.2.2: the customer's last order (the highest O_ID) and its lines, read in one
     * statement so that both come from the same snapshot.
     */
    private static final String LAST_ORDER_LINES = """
            SELECT o_id, o_entry_d, o_carrier_id, ol_i_id, ol_supply_w_id, ol_quantity, ol_amount, ol_delivery_d
            FROM bmsql_oorder
              LEFT JOIN bmsql_order_line ON ol_w_id = o_w_id AND ol_d_id = o_d_id AND ol_o_id = o_id
            WHERE o_w_id = ? AND o_d_id = ? AND o_id = (
              SELECT MAX(o_id) FROM bmsql_oorder WHERE o_w_id = ? AND o_d_id = ? AND o_c_id = ?)""";

    private static final TripText READ = TripText.ending(CUSTOMER, LAST_ORDER_LINES);

    private OrderStatus() {}

    /** The terminal's input (TPC-C 2.6.1). */
    public record Input(int wId, int dId, CustomerSelector customer) {}

    public static Input generate(TpccRandom r, int wId) {
        return new Input(wId, r.uniform(1, 10), CustomerSelector.random(r));
    }

    public static TxResult.OrderStatusDone execute(Connection c, Input in, Route route) throws SQLException {
        int cId = in.customer().resolve(c, in.wId(), in.dId());
        Params p = new Params(8).ints(in.wId(), in.dId(), cId).ints(in.wId(), in.dId(), in.wId(), in.dId(), cId);
        int orderId = 0;
        int lineCount = 0;
        try (Trip trip = Trip.send(c, route, READ, p)) {
            trip.single(0, "customer " + cId);
            ResultSet lines = trip.rows(1);
            while (lines.next()) {
                orderId = lines.getInt(1);
                lines.getInt(4);
                lineCount += lines.wasNull() ? 0 : 1;
            }
            trip.finish();
        }
        return new TxResult.OrderStatusDone(in.customer().byName(), orderId, lineCount);
    }
}
