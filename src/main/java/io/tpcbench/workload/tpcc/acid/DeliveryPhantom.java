package io.tpcbench.workload.tpcc.acid;

import io.tpcbench.workload.AcidResult;
import io.tpcbench.workload.tpcc.tx.Delivery;
import io.tpcbench.workload.tpcc.tx.NewOrderInput;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;

/**
 * TPC-C 3.4.2.8, phantom protection between Delivery and New-Order: in a district with no
 * undelivered order (the test delivers the warehouse's orders with committed Deliveries until its
 * district 1 has none), a Delivery T1 is stopped after it has looked for the district's oldest
 * NEW-ORDER row and found none; a New-Order T2 in that district starts, whose NEW-ORDER row would
 * be a phantom to T1; the test repeats T1's search inside T1. It must still find nothing, and T1
 * must not deliver T2's order. T2 waits for T1 (case A), or does not (case B: the search must still
 * find nothing), or is rolled back by the database and runs again (case C); T1 may be rolled back by
 * the database instead (case D).
 */
final class DeliveryPhantom implements AcidTest {
    private static final int DISTRICT = 1;
    /** T1's own search (TPC-C 2.7.4.2), repeated inside T1. */
    private static final String SEARCH = """
            SELECT no_o_id FROM bmsql_new_order WHERE no_w_id = ? AND no_d_id = ? ORDER BY no_o_id LIMIT 1 FOR UPDATE""";

    @Override
    public String name() {
        return "isolation8";
    }

    @Override
    public String clause() {
        return "3.4.2.8";
    }

    @Override
    public AcidResult run(Scene s) throws SQLException, InterruptedException, Conflict.Stuck {
        int w = s.observer.warehouseWithFewestNewOrders(DISTRICT);
        int deliveries = empty(s, w);
        int c = s.customer();
        NewOrderInput order = s.newOrder(w, DISTRICT, c);
        Delivery.Input delivery = new Delivery.Input(w, s.carrier());
        Hold hold = Hold.after("bmsql_new_order");
        Side<Delivery.Done> t1 = s.start("T1 (Delivery)", 0, hold, conn -> s.tx.delivery(conn, delivery));
        Phantom p = Phantom.run(s, hold, t1, order, conn -> search(conn, w));
        String followed = p.followed();
        if (p.problem() != null) {
            return fail(followed, p.problem());
        }
        int placed = s.observer.lastOrder(w, DISTRICT, c);
        Observer.Order now = s.observer.order(w, DISTRICT, placed);
        String keys = "warehouse " + w + " district " + DISTRICT
                + (deliveries == 0 ? " with no undelivered order" : " emptied by " + deliveries + " Deliveries")
                + ", T2 placed order " + placed + ": ";
        if (p.found() > 0) {
            return fail(followed, keys + "T1's repeated search found order " + p.found() + ", T2's: a phantom (P3)");
        }
        if (!now.undelivered()) {
            return fail(followed, keys + "T1 delivered T2's order");
        }
        return pass(followed, keys + "T1's repeated search found nothing and T2's order stays undelivered");
    }

    /** Delivers the warehouse's orders until its district 1 has none undelivered; the Deliveries it took. */
    private static int empty(Scene s, int w) throws SQLException, InterruptedException, Conflict.Stuck {
        long left = s.observer.newOrders(w, DISTRICT);
        int n = 0;
        while (left > 0) {
            Side<Delivery.Done> d = s.run("Delivery", 0, conn -> s.tx.delivery(conn, new Delivery.Input(w, 1)));
            if (d.error() != null) {
                throw new Conflict.Stuck("a Delivery emptying warehouse " + w + " " + d.describeEnd());
            }
            n++;
            long now = s.observer.newOrders(w, DISTRICT);
            if (now >= left) {
                throw new Conflict.Stuck("a Delivery left warehouse " + w + " district " + DISTRICT + " with " + now
                        + " undelivered orders");
            }
            left = now;
        }
        return n;
    }

    /** The oldest undelivered order T1's search finds, 0 when none. */
    private static int search(Connection c, int w) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement(SEARCH)) {
            ps.setInt(1, w);
            ps.setInt(2, DISTRICT);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() ? rs.getInt(1) : 0;
            }
        }
    }
}
