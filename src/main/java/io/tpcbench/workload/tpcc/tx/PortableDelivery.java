package io.tpcbench.workload.tpcc.tx;

import java.math.BigDecimal;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.LocalDateTime;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;

/**
 * The deferred part of Delivery (TPC-C 2.7.4) in the portable statement mode, every district at
 * once in single-table statements: the oldest NEW-ORDER row of each district locked, a statement
 * each; then the found orders' NEW-ORDER rows deleted, their customers read, their carrier and
 * their lines' delivery date set, and their lines' amounts summed, a statement each for all
 * districts (tpcbench's own IN lists, {@link Delivery}); then every customer credited in one
 * statement. The COMMIT goes alone. The peers deliver district by district ({@link PeerDelivery}).
 */
final class PortableDelivery {
    private static final int DISTRICTS = 10;
    private static final TripText FIND = TripText.of(IntStream.rangeClosed(1, DISTRICTS)
            .mapToObj(d -> PeerDelivery.OLDEST)
            .toArray(String[]::new));
    private static final String ORDER_CUSTOMERS = "SELECT o_d_id, o_c_id FROM bmsql_oorder WHERE o_w_id = ? AND %s";
    private static final String LINE_SUMS =
            "SELECT ol_d_id, SUM(ol_amount) FROM bmsql_order_line WHERE ol_w_id = ? AND %s GROUP BY ol_d_id";
    /**
     * Second step, per number of orders: the NEW-ORDER rows deleted (not checked: a Spider head
     * answers 0 rows for a DELETE it pushes down), the customers, the carrier set on every order,
     * the lines dated, their sums per district.
     */
    private static final List<TripText> DELIVER = IntStream.rangeClosed(0, DISTRICTS)
            .mapToObj(n -> TripText.of(
                            Delivery.deleteNewOrders(n),
                            String.format(ORDER_CUSTOMERS, Delivery.orders(n)),
                            Delivery.setCarrier(n),
                            Delivery.setDeliveryDate(n),
                            String.format(LINE_SUMS, Delivery.lines(n)))
                    .check(2, n))
            .toList();
    /** Last step, per number of orders: every customer (one a district) credited; the COMMIT follows. */
    private static final List<TripText> CREDIT = IntStream.rangeClosed(0, DISTRICTS)
            .mapToObj(n -> TripText.ending(Delivery.credit(n)).check(0, n))
            .toList();

    private PortableDelivery() {}

    static Delivery.Done execute(Connection c, Delivery.Input in, Route route) throws SQLException {
        int wId = in.wId();
        List<int[]> delivered = new ArrayList<>(DISTRICTS);
        Params find = new Params(2 * DISTRICTS);
        for (int dId = 1; dId <= DISTRICTS; dId++) {
            find.ints(wId, dId);
        }
        try (Trip trip = Trip.send(c, route, FIND, find)) {
            for (int d = 0; d < DISTRICTS; d++) {
                ResultSet rs = trip.rows(d);
                // TPC-C 2.7.4.2: a district without an undelivered order is skipped
                if (rs.next()) {
                    delivered.add(new int[] {d + 1, rs.getInt(1)});
                }
            }
        }
        int n = delivered.size();
        Delivery.Done done = new Delivery.Done(delivered, DISTRICTS - n);
        if (n == 0) {
            c.commit();
            return done;
        }
        LocalDateTime now = LocalDateTime.now().truncatedTo(ChronoUnit.SECONDS);
        Params deliver = new Params(5 + 10 * n).ints(wId);
        Delivery.addPairs(deliver, delivered);
        deliver.ints(wId);
        Delivery.addPairs(deliver, delivered);
        deliver.ints(in.carrierId(), wId);
        Delivery.addPairs(deliver, delivered);
        deliver.time(now).ints(wId);
        Delivery.addPairs(deliver, delivered);
        deliver.ints(wId);
        Delivery.addPairs(deliver, delivered);
        Map<Integer, Integer> customers = new HashMap<>();
        Map<Integer, BigDecimal> sums = new HashMap<>();
        try (Trip trip = Trip.send(c, route, DELIVER.get(n), deliver)) {
            ResultSet rs = trip.rows(1);
            while (rs.next()) {
                customers.put(rs.getInt(1), rs.getInt(2));
            }
            rs = trip.rows(4);
            while (rs.next()) {
                sums.put(rs.getInt(1), rs.getBigDecimal(2));
            }
        } catch (Trip.RowCountException e) {
            throw Delivery.missingOrders();
        }
        if (customers.size() != n) {
            throw Delivery.missingOrders();
        }
        // C_BALANCE += the order's sum(OL_AMOUNT), C_DELIVERY_CNT += 1 for each order's customer
        Params credit = new Params(1 + 5 * n);
        List<int[]> credited = new ArrayList<>(n);
        for (int[] order : delivered) {
            int[] customer = {order[0], customers.get(order[0])};
            credit.ints(customer).decimal(sums.getOrDefault(order[0], BigDecimal.ZERO));
            credited.add(customer);
        }
        credit.ints(wId);
        Delivery.addPairs(credit, credited);
        try {
            return Trip.commit(c, route, CREDIT.get(n), credit, done, Delivery.evidence(in, delivered, now));
        } catch (Trip.RowCountException e) {
            throw Sql.missing("customers of the orders this Delivery delivered");
        }
    }
}
