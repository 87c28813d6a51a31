package io.tpcbench.tx;

import io.tpcbench.random.TpccRandom;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;

/** The Order-Status transaction (TPC-C 2.6), read-only. */
public final class OrderStatus {
    private static final String CUSTOMER = """
            SELECT c_balance, c_first, c_middle, c_last FROM bmsql_customer
            WHERE c_w_id = ? AND c_d_id = ? AND c_id = ?
            """;
    private static final String LAST_ORDER = """
            SELECT o_id, o_entry_d, o_carrier_id FROM bmsql_oorder
            WHERE o_w_id = ? AND o_d_id = ? AND o_c_id = ?
            ORDER BY o_id DESC LIMIT 1
            """;
    private static final String LINES = """
            SELECT ol_i_id, ol_supply_w_id, ol_quantity, ol_amount, ol_delivery_d FROM bmsql_order_line
            WHERE ol_w_id = ? AND ol_d_id = ? AND ol_o_id = ?
            """;

    private OrderStatus() {}

    /** The terminal's input (TPC-C 2.6.1). */
    public record Input(int wId, int dId, CustomerSelector customer) {}

    public static Input generate(TpccRandom r, int wId) {
        return new Input(wId, r.uniform(1, 10), CustomerSelector.random(r));
    }

    public static TxResult.OrderStatusDone execute(Connection c, Input in) throws SQLException {
        int cId = in.customer().resolve(c, in.wId(), in.dId());
        try (PreparedStatement ps = c.prepareStatement(CUSTOMER)) {
            Sql.setInts(ps, in.wId(), in.dId(), cId);
            Sql.single(ps, "customer " + cId).close();
        }
        int oId = -1;
        try (PreparedStatement ps = c.prepareStatement(LAST_ORDER)) {
            Sql.setInts(ps, in.wId(), in.dId(), cId);
            try (ResultSet rs = ps.executeQuery()) {
                if (rs.next()) {
                    oId = rs.getInt(1);
                }
            }
        }
        if (oId > 0) {
            try (PreparedStatement ps = c.prepareStatement(LINES)) {
                Sql.setInts(ps, in.wId(), in.dId(), oId);
                try (ResultSet rs = ps.executeQuery()) {
                    while (rs.next()) {
                        rs.getInt(1);
                    }
                }
            }
        }
        c.commit();
        return new TxResult.OrderStatusDone(in.customer().byName());
    }
}
