package io.tpcbench.workload.tpcc.tx;

import static io.tpcbench.workload.tpcc.tx.PortableStatements.one;
import static io.tpcbench.workload.tpcc.tx.PortableStatements.query;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;

/** Order-Status (TPC-C 2.6) in the portable statement mode: customer, last order and its lines, a statement each. */
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

    private PortableOrderStatus() {}

    static TxResult.OrderStatusDone execute(Connection c, OrderStatus.Input in) throws SQLException {
        int cId = in.customer().resolve(c, in.wId(), in.dId());
        try (ResultSet rs = query(c, CUSTOMER, in.wId(), in.dId(), cId)) {
            one(rs, "customer");
        }
        int oId;
        try (ResultSet rs = query(c, LAST_ORDER, in.wId(), in.dId(), cId)) {
            oId = rs.next() ? rs.getInt(1) : 0;
        }
        int lines = 0;
        try (ResultSet rs = query(c, LINES, in.wId(), in.dId(), oId)) {
            while (rs.next()) {
                rs.getInt(1);
                lines++;
            }
        }
        c.commit();
        return new TxResult.OrderStatusDone(in.customer().byName(), oId, lines);
    }
}
