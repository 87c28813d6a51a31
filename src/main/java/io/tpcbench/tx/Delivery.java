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
import java.util.Collections;
import java.util.List;
import java.util.stream.IntStream;

/**
 * The deferred part of the Delivery transaction (TPC-C 2.7.4): the oldest undelivered order of
 * each of the warehouse's 10 districts, in one database transaction. A district without one is
 * skipped and the others are still delivered (2.7.4.2).
 */
public final class Delivery {
    private static final int DISTRICTS = 10;
    private static final String OLDEST = """
            SELECT no_o_id FROM bmsql_new_order WHERE no_w_id = ? AND no_d_id = ?
            ORDER BY no_o_id LIMIT 1 FOR UPDATE
            """;
    /** The delivered orders' NEW-ORDER rows, all in one statement (IN list per number of orders). */
    private static final List<String> DELETE_NEW_ORDERS = forEachCount(
            "DELETE FROM bmsql_new_order WHERE no_w_id = ? AND (no_d_id, no_o_id) IN (%s)");
    private static final List<String> SET_CARRIER = forEachCount(
            "UPDATE bmsql_oorder SET o_carrier_id = ? WHERE o_w_id = ? AND (o_d_id, o_id) IN (%s)");
    private static final List<String> SET_DELIVERY_DATE = forEachCount(
            "UPDATE bmsql_order_line SET ol_delivery_d = ? WHERE ol_w_id = ? AND (ol_d_id, ol_o_id) IN (%s)");
    /** Each order's customer and the sum of its lines' amounts. */
    private static final List<String> ORDER_TOTALS = forEachCount("""
            SELECT o_d_id, o_c_id, COALESCE(SUM(ol_amount), 0) FROM bmsql_oorder
              LEFT JOIN bmsql_order_line ON ol_w_id = o_w_id AND ol_d_id = o_d_id AND ol_o_id = o_id
            WHERE o_w_id = ? AND (o_d_id, o_id) IN (%s) GROUP BY o_d_id, o_c_id""");
    /** Every customer credited with its order's total in one statement (one customer per district). */
    private static final List<String> CREDIT_CUSTOMERS = IntStream.rangeClosed(0, DISTRICTS).mapToObj(n -> String.format(
            "UPDATE bmsql_customer SET c_balance = c_balance + CASE %s END, c_delivery_cnt = c_delivery_cnt + 1"
                    + " WHERE c_w_id = ? AND (c_d_id, c_id) IN (%s)",
            String.join(" ", Collections.nCopies(Math.max(n, 1), "WHEN c_d_id = ? AND c_id = ? THEN ?")),
            pairs(n))).toList();
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

    /** One text per number of pairs in its IN list. */
    private static List<String> forEachCount(String format) {
        return IntStream.rangeClosed(0, DISTRICTS).mapToObj(n -> String.format(format, pairs(n))).toList();
    }

    private static String pairs(int n) {
        return String.join(", ", Collections.nCopies(Math.max(n, 1), "(?, ?)"));
    }

    /**
     * TPC-C 2.7.4.2: the oldest NEW-ORDER of each district is found and locked district by
     * district; then the found orders are delivered together: their NEW-ORDER rows deleted, the
     * carrier set, the lines dated, and each customer credited with the order's total and one
     * more delivery, each step one statement for all districts.
     */
    public static Done execute(Connection c, Input in) throws SQLException {
        List<int[]> delivered = new ArrayList<>(DISTRICTS);
        for (int dId = 1; dId <= DISTRICTS; dId++) {
            int oId = oldestNewOrder(c, in.wId(), dId);
            if (oId > 0) {
                delivered.add(new int[] {dId, oId});
            }
        }
        Done done = new Done(delivered, DISTRICTS - delivered.size());
        if (delivered.isEmpty()) {
            c.commit();
            return done;
        }
        // whole seconds, as DATETIME keeps them, so the in-doubt evidence can match it exactly
        LocalDateTime now = LocalDateTime.now().truncatedTo(ChronoUnit.SECONDS);
        int n = delivered.size();
        try (PreparedStatement ps = c.prepareStatement(DELETE_NEW_ORDERS.get(n))) {
            ps.setInt(1, in.wId());
            bindOrders(ps, 2, delivered);
            if (ps.executeUpdate() != n) {
                throw new SQLException("a NEW-ORDER row locked by this Delivery vanished");
            }
        }
        try (PreparedStatement ps = c.prepareStatement(SET_CARRIER.get(n))) {
            Sql.setInts(ps, in.carrierId(), in.wId());
            bindOrders(ps, 3, delivered);
            ps.executeUpdate();
        }
        try (PreparedStatement ps = c.prepareStatement(SET_DELIVERY_DATE.get(n))) {
            ps.setObject(1, now);
            ps.setInt(2, in.wId());
            bindOrders(ps, 3, delivered);
            ps.executeUpdate();
        }
        creditCustomers(c, in.wId(), delivered);
        int[] first = {in.wId(), delivered.get(0)[0], delivered.get(0)[1], in.carrierId()};
        return Sql.commit(c, done, check -> Sql.exists(check, DELIVERED, first, now));
    }

    /** Binds the (D_ID, O_ID) pairs from parameter {@code first} on. */
    private static void bindOrders(PreparedStatement ps, int first, List<int[]> orders) throws SQLException {
        for (int i = 0; i < orders.size(); i++) {
            Sql.setIntsFrom(ps, first + 2 * i, orders.get(i)[0], orders.get(i)[1]);
        }
    }

    private static int oldestNewOrder(Connection c, int wId, int dId) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement(OLDEST)) {
            Sql.setInts(ps, wId, dId);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() ? rs.getInt(1) : -1;
            }
        }
    }

    /** C_BALANCE += the order's sum(OL_AMOUNT), C_DELIVERY_CNT += 1 for each order's customer. */
    private static void creditCustomers(Connection c, int wId, List<int[]> delivered) throws SQLException {
        int n = delivered.size();
        List<Object[]> credits = new ArrayList<>(n);
        try (PreparedStatement ps = c.prepareStatement(ORDER_TOTALS.get(n))) {
            ps.setInt(1, wId);
            bindOrders(ps, 2, delivered);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    credits.add(new Object[] {rs.getInt(1), rs.getInt(2), rs.getBigDecimal(3)});
                }
            }
        }
        if (credits.size() != n) {
            throw new SQLException("the ORDER rows of " + n + " delivered orders gave " + credits.size() + " customers");
        }
        try (PreparedStatement ps = c.prepareStatement(CREDIT_CUSTOMERS.get(n))) {
            int p = 1;
            for (Object[] credit : credits) {
                Sql.setIntsFrom(ps, p, (Integer) credit[0], (Integer) credit[1]);
                ps.setBigDecimal(p + 2, (BigDecimal) credit[2]);
                p += 3;
            }
            ps.setInt(p++, wId);
            for (Object[] credit : credits) {
                Sql.setIntsFrom(ps, p, (Integer) credit[0], (Integer) credit[1]);
                p += 2;
            }
            ps.executeUpdate();
        }
    }
}
