package io.tpcbench.workload.tpcc.tx;

import java.math.BigDecimal;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.LocalDateTime;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;

/**
 * The deferred part of Delivery (TPC-C 2.7.4) as the peers send it, the driver benchmark's
 * reference: district by district in BenchmarkSQL's statements, the oldest NEW-ORDER locked; then
 * its row deleted, the order's customer read, its carrier and its lines' delivery date set and
 * their amounts summed; then the customer's balance, sent with the next district's first
 * statement. The COMMIT goes alone.
 */
final class PeerDelivery {
    /** A district's oldest NEW-ORDER row, locked; also the first statements of {@link PortableDelivery}. */
    static final String OLDEST = """
            SELECT no_o_id FROM bmsql_new_order WHERE no_w_id = ? AND no_d_id = ? ORDER BY no_o_id LIMIT 1 FOR UPDATE""";

    private static final String DELETE = """
            DELETE FROM bmsql_new_order WHERE no_w_id = ? AND no_d_id = ? AND no_o_id = ?""";
    private static final String ORDER_CUSTOMER = """
            SELECT o_c_id FROM bmsql_oorder WHERE o_w_id = ? AND o_d_id = ? AND o_id = ?""";
    private static final String CARRIER = """
            UPDATE bmsql_oorder SET o_carrier_id = ? WHERE o_w_id = ? AND o_d_id = ? AND o_id = ?""";
    private static final String LINES_DATE = """
            UPDATE bmsql_order_line SET ol_delivery_d = ? WHERE ol_w_id = ? AND ol_d_id = ? AND ol_o_id = ?""";
    private static final String LINES_SUM = """
            SELECT COALESCE(SUM(ol_amount), 0) FROM bmsql_order_line WHERE ol_w_id = ? AND ol_d_id = ? AND ol_o_id = ?""";
    private static final String CUSTOMER = """
            UPDATE bmsql_customer SET c_balance = c_balance + ?, c_delivery_cnt = c_delivery_cnt + 1
            WHERE c_w_id = ? AND c_d_id = ? AND c_id = ?""";

    private static final TripText FIRST = TripText.of(OLDEST);
    /** The previous district's customer (one row), then this district's oldest order. */
    private static final TripText NEXT = TripText.of(CUSTOMER, OLDEST).check(0, 1);
    /**
     * The order delivered: its NEW-ORDER row gone, its customer, its carrier (one row), its lines.
     * The DELETE's count is not checked: a Spider head, which pushes it down to the data node,
     * answers 0 rows for the row it deleted; the row was read under lock by the step before.
     */
    private static final TripText DELIVER =
            TripText.of(DELETE, ORDER_CUSTOMER, CARRIER, LINES_DATE, LINES_SUM).check(2, 1);

    private static final TripText LAST = TripText.ending(CUSTOMER).check(0, 1);

    private PeerDelivery() {}

    /** A customer's balance not sent yet: the sum of the order delivered in district {@code dId}. */
    private record Owed(BigDecimal sum, int dId, int cId) {
        Params add(Params p, int wId) {
            return p.decimal(sum).ints(wId, dId, cId);
        }

        SQLException missing(int wId) {
            return Sql.missing("customer " + cId + " of district " + dId + " of warehouse " + wId);
        }
    }

    static Delivery.Done execute(Connection c, Delivery.Input in, Route route) throws SQLException {
        List<int[]> delivered = new ArrayList<>();
        LocalDateTime now = LocalDateTime.now().truncatedTo(ChronoUnit.SECONDS);
        int wId = in.wId();
        Owed owed = null;
        for (int dId = 1; dId <= 10; dId++) {
            Owed pending = owed;
            owed = null;
            Params first = pending == null ? new Params(2) : pending.add(new Params(6), wId);
            int oId;
            try (Trip trip = Trip.send(c, route, pending == null ? FIRST : NEXT, first.ints(wId, dId))) {
                ResultSet rs = trip.rows(pending == null ? 0 : 1);
                if (!rs.next()) {
                    continue; // TPC-C 2.7.4.2: no undelivered order, the district is skipped
                }
                oId = rs.getInt(1);
            } catch (Trip.RowCountException e) {
                throw pending.missing(wId);
            }
            Params deliver = new Params(16)
                    .ints(wId, dId, oId)
                    .ints(wId, dId, oId)
                    .ints(in.carrierId(), wId, dId, oId)
                    .time(now)
                    .ints(wId, dId, oId)
                    .ints(wId, dId, oId);
            try (Trip trip = Trip.send(c, route, DELIVER, deliver)) {
                int cId = trip.single(1, "order " + oId + " of district " + dId).getInt(1);
                owed = new Owed(trip.single(4, "order lines").getBigDecimal(1), dId, cId);
            } catch (Trip.RowCountException e) {
                throw Sql.missing("order " + oId + " of district " + dId + " of warehouse " + wId);
            }
            delivered.add(new int[] {dId, oId});
        }
        Delivery.Done done = new Delivery.Done(delivered, 10 - delivered.size());
        if (owed != null) {
            try {
                return Trip.commit(
                        c, route, LAST, owed.add(new Params(4), wId), done, Delivery.evidence(in, delivered, now));
            } catch (Trip.RowCountException e) {
                throw owed.missing(wId);
            }
        }
        if (delivered.isEmpty()) {
            c.commit();
            return done;
        }
        return Sql.commit(c, done, Delivery.evidence(in, delivered, now));
    }
}
