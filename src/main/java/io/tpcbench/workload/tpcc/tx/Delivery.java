package io.tpcbench.workload.tpcc.tx;

import io.tpcbench.db.InDoubtException;
import io.tpcbench.gen.TpccRandom;
import io.tpcbench.workload.Result;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.LocalDateTime;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

/**
 * The deferred part of the Delivery transaction (TPC-C 2.7.4): the oldest undelivered order of
 * each of the warehouse's 10 districts, in one database transaction. A district without one is
 * skipped and the others are still delivered (2.7.4.2).
 */
public final class Delivery {
    private static final int DISTRICTS = 10;
    /**
     * First trip: the oldest NEW-ORDER row of each district, each found and locked by its own
     * query block ({@code LIMIT 1 FOR UPDATE} locks that row only), all in one statement.
     */
    private static final TripText FIND = TripText.of(IntStream.rangeClosed(1, DISTRICTS)
            .mapToObj(d -> "(SELECT no_d_id, no_o_id FROM bmsql_new_order WHERE no_w_id = ? AND no_d_id = " + d
                    + " ORDER BY no_o_id LIMIT 1 FOR UPDATE)")
            .collect(Collectors.joining(" UNION ALL ")));
    /** The delivered orders' NEW-ORDER rows, all in one statement (IN list per number of orders). */
    private static final String DELETE_NEW_ORDERS = "DELETE FROM bmsql_new_order WHERE no_w_id = ? AND %s";

    private static final String SET_CARRIER = "UPDATE bmsql_oorder SET o_carrier_id = ? WHERE o_w_id = ? AND %s";
    private static final String SET_DELIVERY_DATE =
            "UPDATE bmsql_order_line SET ol_delivery_d = ? WHERE ol_w_id = ? AND %s";
    /** Each customer credited with its order's total and one more delivery (one customer per district). */
    private static final String CREDIT_CUSTOMERS = "UPDATE bmsql_customer SET c_balance = c_balance + CASE %s END,"
            + " c_delivery_cnt = c_delivery_cnt + 1 WHERE c_w_id = ? AND %s";
    /** Each order's customer and the sum of its lines' amounts. */
    private static final String ORDER_TOTALS = """
            SELECT o_d_id, o_c_id, COALESCE(SUM(ol_amount), 0) FROM bmsql_oorder
              LEFT JOIN bmsql_order_line ON ol_w_id = o_w_id AND ol_d_id = o_d_id AND ol_o_id = o_id
            WHERE o_w_id = ? AND %s GROUP BY o_d_id, o_c_id""";
    /**
     * Second trip, per number of orders: delete, set carrier, date the lines, sum them per
     * customer. The carrier's UPDATE must change every order (the orders of the NEW-ORDER rows
     * this Delivery locked); the DELETE's count is not checked, since a Spider head, which pushes it
     * down to its data nodes, answers 0 rows for the rows it deleted.
     */
    private static final List<TripText> DELIVER = IntStream.rangeClosed(0, DISTRICTS)
            .mapToObj(n -> TripText.of(
                            deleteNewOrders(n),
                            setCarrier(n),
                            setDeliveryDate(n),
                            String.format(ORDER_TOTALS, orders(n)))
                    .check(1, n))
            .toList();
    /**
     * Third trip, ending the transaction: every customer credited with its order's total and one
     * more delivery in one statement (one customer per district).
     */
    private static final List<TripText> CREDIT = IntStream.rangeClosed(0, DISTRICTS)
            .mapToObj(n -> TripText.ending(credit(n)))
            .toList();
    /**
     * The evidence of a Delivery whose commit is in doubt, in one snapshot, over its orders: how
     * many carry its carrier and a line of its date, and how many are half delivered (a carrier
     * and still a NEW-ORDER row, or neither).
     */
    private static final String DELIVERED_OF = """
            SELECT COALESCE(SUM(o_carrier_id = ? AND EXISTS (SELECT 1 FROM bmsql_order_line
                     WHERE ol_w_id = o_w_id AND ol_d_id = o_d_id AND ol_o_id = o_id AND ol_delivery_d = ?)), 0),
                   COALESCE(SUM((o_carrier_id IS NULL) <> EXISTS (SELECT 1 FROM bmsql_new_order
                     WHERE no_w_id = o_w_id AND no_d_id = o_d_id AND no_o_id = o_id)), 0)
            FROM bmsql_oorder WHERE o_w_id = ? AND %s
            """;

    private static final List<String> DELIVERED = IntStream.rangeClosed(0, DISTRICTS)
            .mapToObj(n -> String.format(DELIVERED_OF, orders(n)))
            .toList();

    private Delivery() {}

    /** The terminal's input (TPC-C 2.7.1). */
    public record Input(int wId, int carrierId) {}

    /** What the deferred execution did: the delivered (D_ID, O_ID) pairs and the skipped districts. */
    public record Done(List<int[]> delivered, int skippedDistricts) implements Result {
        @Override
        public int skipped() {
            return skippedDistricts;
        }
    }

    public static Input generate(TpccRandom r, int wId) {
        return new Input(wId, r.uniform(1, 10));
    }

    /** {@code n} orders of a warehouse, by their ORDER rows' (O_D_ID, O_ID), in a statement's WHERE. */
    static String orders(int n) {
        return TripText.keysIn(n, "o_d_id", "o_id");
    }

    /** The lines of {@code n} orders of a warehouse, by (OL_D_ID, OL_O_ID), in a statement's WHERE. */
    static String lines(int n) {
        return TripText.keysIn(n, "ol_d_id", "ol_o_id");
    }

    /** The NEW-ORDER rows of {@code n} orders deleted: warehouse, then (D_ID, O_ID) pairs. */
    static String deleteNewOrders(int n) {
        return String.format(DELETE_NEW_ORDERS, TripText.keysIn(n, "no_d_id", "no_o_id"));
    }

    /** The carrier of {@code n} orders set: carrier, warehouse, then (D_ID, O_ID) pairs. */
    static String setCarrier(int n) {
        return String.format(SET_CARRIER, orders(n));
    }

    /** The lines of {@code n} orders dated: date, warehouse, then (D_ID, O_ID) pairs. */
    static String setDeliveryDate(int n) {
        return String.format(SET_DELIVERY_DATE, lines(n));
    }

    /** {@code n} customers credited: (D_ID, C_ID, amount) per customer, warehouse, then (D_ID, C_ID) pairs. */
    static String credit(int n) {
        return String.format(
                CREDIT_CUSTOMERS,
                String.join(" ", Collections.nCopies(Math.max(n, 1), "WHEN c_d_id = ? AND c_id = ? THEN ?")),
                TripText.keysIn(n, "c_d_id", "c_id"));
    }

    /**
     * TPC-C 2.7.4.2: the oldest NEW-ORDER of each district is found and locked, district by
     * district in one statement; then the found orders are delivered together: their NEW-ORDER
     * rows deleted, the carrier set, the lines dated, and each customer credited with the order's
     * total and one more delivery, each step one statement for all districts.
     */
    public static Done execute(Connection c, Input in, Route route) throws SQLException {
        List<int[]> delivered = new ArrayList<>(DISTRICTS);
        Params find = new Params(DISTRICTS);
        for (int dId = 1; dId <= DISTRICTS; dId++) {
            find.ints(in.wId());
        }
        try (Trip trip = Trip.send(c, route, FIND, find)) {
            ResultSet rs = trip.rows(0);
            while (rs.next()) {
                delivered.add(new int[] {rs.getInt(1), rs.getInt(2)});
            }
        }
        // the districts in order, as the deliveries are reported and the evidence taken
        delivered.sort(Comparator.comparingInt(pair -> pair[0]));
        Done done = new Done(delivered, DISTRICTS - delivered.size());
        if (delivered.isEmpty()) {
            c.commit();
            return done;
        }
        // whole seconds, as DATETIME keeps them, so the in-doubt evidence can match it exactly
        LocalDateTime now = LocalDateTime.now().truncatedTo(ChronoUnit.SECONDS);
        int n = delivered.size();
        Params deliver = new Params(6 + 8 * n).ints(in.wId());
        addPairs(deliver, delivered);
        deliver.ints(in.carrierId(), in.wId());
        addPairs(deliver, delivered);
        deliver.time(now).ints(in.wId());
        addPairs(deliver, delivered);
        deliver.ints(in.wId());
        addPairs(deliver, delivered);
        Params credit = new Params(1 + 5 * n);
        List<int[]> customers = new ArrayList<>(n);
        try (Trip trip = Trip.send(c, route, DELIVER.get(n), deliver)) {
            ResultSet totals = trip.rows(3);
            while (totals.next()) {
                int[] customer = {totals.getInt(1), totals.getInt(2)};
                credit.ints(customer).decimal(totals.getBigDecimal(3));
                customers.add(customer);
            }
        } catch (Trip.RowCountException e) {
            throw missingOrders();
        }
        if (customers.size() != n) {
            throw new SQLException(
                    "the ORDER rows of " + n + " delivered orders gave " + customers.size() + " customers");
        }
        // C_BALANCE += the order's sum(OL_AMOUNT), C_DELIVERY_CNT += 1 for each order's customer
        credit.ints(in.wId());
        addPairs(credit, customers);
        return Trip.commit(c, route, CREDIT.get(n), credit, done, evidence(in, delivered, now));
    }

    /** The error of a Delivery whose locked NEW-ORDER rows have no ORDER rows (an incomplete population). */
    static SQLException missingOrders() {
        return Sql.missing("ORDER rows of the NEW-ORDER rows this Delivery locked");
    }

    /** The evidence of this Delivery's commit, should it be in doubt: its orders, delivered at {@code now}. */
    static InDoubtException.Evidence evidence(Input in, List<int[]> delivered, LocalDateTime now) {
        int n = delivered.size();
        Object[] values = new Object[3 + 2 * n];
        values[0] = in.carrierId();
        values[1] = now;
        values[2] = in.wId();
        for (int i = 0; i < n; i++) {
            values[3 + 2 * i] = delivered.get(i)[0];
            values[4 + 2 * i] = delivered.get(i)[1];
        }
        return check -> found(Sql.counts(check, DELIVERED.get(n), values), n);
    }

    /** All: every order delivered by this Delivery; none: none of them; else (or half-delivered orders) partial. */
    static InDoubtException.Found found(long[] counts, int orders) {
        if (counts[1] != 0 || (counts[0] != 0 && counts[0] != orders)) {
            return InDoubtException.Found.PARTIAL;
        }
        return counts[0] == orders ? InDoubtException.Found.ALL : InDoubtException.Found.NONE;
    }

    /** (D_ID, O_ID) or (D_ID, C_ID) pairs. */
    static void addPairs(Params p, List<int[]> pairs) {
        for (int[] pair : pairs) {
            p.ints(pair);
        }
    }
}
