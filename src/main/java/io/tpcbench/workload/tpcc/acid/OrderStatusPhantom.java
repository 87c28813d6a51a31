package io.tpcbench.workload.tpcc.acid;

import io.tpcbench.workload.AcidResult;
import io.tpcbench.workload.tpcc.tx.CustomerSelector;
import io.tpcbench.workload.tpcc.tx.NewOrderInput;
import io.tpcbench.workload.tpcc.tx.OrderStatus;
import io.tpcbench.workload.tpcc.tx.TxResult;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;

/**
 * TPC-C 3.4.2.9, phantom protection between Order-Status and New-Order: an Order-Status T1 for a
 * random customer is stopped after it has found the customer's last order; a New-Order T2 for the
 * customer starts, whose ORDER row would be a phantom to T1; the test repeats T1's search inside
 * T1. It must find the same order, and T1 must return it. T2 waits for T1 (case A), or does not
 * (case B), or is rolled back by the database and runs again (case C).
 */
final class OrderStatusPhantom implements AcidTest {
    /** T1's search for the customer's last order (TPC-C 2.6.2.2), repeated inside T1. */
    private static final String SEARCH =
            "SELECT MAX(o_id) FROM bmsql_oorder WHERE o_w_id = ? AND o_d_id = ? AND o_c_id = ?";

    @Override
    public String name() {
        return "isolation9";
    }

    @Override
    public String clause() {
        return "3.4.2.9";
    }

    @Override
    public AcidResult run(Scene s) throws SQLException, InterruptedException, Conflict.Stuck {
        int w = s.warehouse();
        int d = s.district();
        int c = s.customer();
        int last = s.observer.lastOrder(w, d, c);
        OrderStatus.Input status = new OrderStatus.Input(w, d, new CustomerSelector(null, c));
        NewOrderInput order = s.newOrder(w, d, c);
        Hold hold = Hold.after("bmsql_oorder");
        Side<TxResult.OrderStatusDone> t1 =
                s.start("T1 (Order-Status)", 0, hold, conn -> s.tx.orderStatus(conn, status));
        Phantom p = Phantom.run(s, hold, t1, order, conn -> search(conn, w, d, c));
        String followed = p.followed();
        if (p.problem() != null) {
            return fail(followed, p.problem());
        }
        int placed = s.observer.lastOrder(w, d, c);
        String keys = "customer " + c + " of warehouse " + w + " district " + d + ", last order " + last
                + ", T2 placed " + placed + ": ";
        if (p.aborted()) {
            return placed == last
                    ? fail(followed, keys + "T2's order is not there after its COMMIT")
                    : pass(followed, keys + "T1 saw no phantom: the database rolled it back instead");
        }
        if (p.found() != last) {
            return fail(followed, keys + "T1's repeated search found order " + p.found() + ": a phantom (P3)");
        }
        int returned = t1.value().orderId();
        if (returned != last) {
            return fail(followed, keys + "T1 returned order " + returned);
        }
        if (placed == last) {
            return fail(followed, keys + "T2's order is not there after its COMMIT");
        }
        return pass(followed, keys + "T1's repeated search and its result both gave order " + last);
    }

    private static int search(Connection c, int w, int d, int cId) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement(SEARCH)) {
            ps.setInt(1, w);
            ps.setInt(2, d);
            ps.setInt(3, cId);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() ? rs.getInt(1) : 0;
            }
        }
    }
}
