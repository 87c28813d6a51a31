package io.tpcbench.tx;

import io.tpcbench.random.TpccRandom;
import java.math.BigDecimal;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.LocalDateTime;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;

/**
 * The deferred part of the Delivery transaction (TPC-C 2.7.4): the oldest undelivered order of
 * each of the warehouse's 10 districts, in one database transaction. A district without one is
 * skipped and the others are still delivered (2.7.4.2).
 */
public final class Delivery {
    private static final String OLDEST = """
            SELECT no_o_id FROM bmsql_new_order WHERE no_w_id = ? AND no_d_id = ?
            ORDER BY no_o_id LIMIT 1 FOR UPDATE
            """;
    private static final String DELETE_NEW_ORDER = """
            DELETE FROM bmsql_new_order WHERE no_w_id = ? AND no_d_id = ? AND no_o_id = ?
            """;
    private static final String ORDER_CUSTOMER = """
            SELECT o_c_id FROM bmsql_oorder WHERE o_w_id = ? AND o_d_id = ? AND o_id = ? FOR UPDATE
            """;
    private static final String SET_CARRIER = """
            UPDATE bmsql_oorder SET o_carrier_id = ? WHERE o_w_id = ? AND o_d_id = ? AND o_id = ?
            """;
    private static final String SET_DELIVERY_DATE = """
            UPDATE bmsql_order_line SET ol_delivery_d = ? WHERE ol_w_id = ? AND ol_d_id = ? AND ol_o_id = ?
            """;
    private static final String ORDER_TOTAL = """
            SELECT SUM(ol_amount) FROM bmsql_order_line WHERE ol_w_id = ? AND ol_d_id = ? AND ol_o_id = ?
            """;
    private static final String CREDIT_CUSTOMER = """
            UPDATE bmsql_customer SET c_balance = c_balance + ?, c_delivery_cnt = c_delivery_cnt + 1
            WHERE c_w_id = ? AND c_d_id = ? AND c_id = ?
            """;

    /** The evidence of a Delivery whose commit is in doubt: its first order's lines carry its date. */
    private static final String DELIVERED = """
            SELECT COUNT(*) FROM bmsql_oorder JOIN bmsql_order_line
              ON ol_w_id = o_w_id AND ol_d_id = o_d_id AND ol_o_id = o_id
            WHERE o_w_id = ? AND o_d_id = ? AND o_id = ? AND o_carrier_id = ? AND ol_delivery_d = ?
            """;

    private Delivery() {}

    /** The terminal's input (TPC-C 2.7.1). */
    public record Input(int wId, int carrierId) {}

    /** What the deferred execution did: the delivered (D_ID, O_ID) pairs and the skipped districts. */
    public record Done(List<int[]> delivered, int skippedDistricts) {}

    public static Input generate(TpccRandom r, int wId) {
        return new Input(wId, r.uniform(1, 10));
    }

    public static Done execute(Connection c, Input in) throws SQLException {
        List<int[]> delivered = new ArrayList<>(10);
        int skipped = 0;
        // whole seconds, as DATETIME keeps them, so the in-doubt evidence can match it exactly
        LocalDateTime now = LocalDateTime.now().truncatedTo(ChronoUnit.SECONDS);
        for (int dId = 1; dId <= 10; dId++) {
            int oId = oldestNewOrder(c, in.wId(), dId);
            if (oId < 0) {
                skipped++;
                continue;
            }
            deliver(c, in, dId, oId, now);
            delivered.add(new int[] {dId, oId});
        }
        Done done = new Done(delivered, skipped);
        if (delivered.isEmpty()) {
            c.commit();
            return done;
        }
        int[] first = {in.wId(), delivered.get(0)[0], delivered.get(0)[1], in.carrierId()};
        return Sql.commit(c, done, check -> Sql.exists(check, DELIVERED, first, now));
    }

    private static int oldestNewOrder(Connection c, int wId, int dId) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement(OLDEST)) {
            Sql.setInts(ps, wId, dId);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() ? rs.getInt(1) : -1;
            }
        }
    }

    private static void deliver(Connection c, Input in, int dId, int oId, LocalDateTime now) throws SQLException {
        int wId = in.wId();
        Sql.update(c, DELETE_NEW_ORDER, wId, dId, oId);
        int cId;
        try (PreparedStatement ps = c.prepareStatement(ORDER_CUSTOMER)) {
            Sql.setInts(ps, wId, dId, oId);
            try (ResultSet rs = Sql.single(ps, "order " + oId)) {
                cId = rs.getInt(1);
            }
        }
        Sql.update(c, SET_CARRIER, in.carrierId(), wId, dId, oId);
        try (PreparedStatement ps = c.prepareStatement(SET_DELIVERY_DATE)) {
            ps.setObject(1, now);
            Sql.setIntsFrom(ps, 2, wId, dId, oId);
            ps.executeUpdate();
        }
        BigDecimal total;
        try (PreparedStatement ps = c.prepareStatement(ORDER_TOTAL)) {
            Sql.setInts(ps, wId, dId, oId);
            try (ResultSet rs = Sql.single(ps, "order lines of " + oId)) {
                total = rs.getBigDecimal(1);
            }
        }
        try (PreparedStatement ps = c.prepareStatement(CREDIT_CUSTOMER)) {
            ps.setBigDecimal(1, total == null ? BigDecimal.ZERO : total);
            Sql.setIntsFrom(ps, 2, wId, dId, cId);
            ps.executeUpdate();
        }
    }
}
