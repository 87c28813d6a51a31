package io.tpcbench.workload.tpcc.acid;

import io.tpcbench.workload.AcidResult;
import io.tpcbench.workload.tpcc.tx.CustomerSelector;
import io.tpcbench.workload.tpcc.tx.NewOrderInput;
import io.tpcbench.workload.tpcc.tx.OrderStatus;
import io.tpcbench.workload.tpcc.tx.TxResult;
import java.sql.SQLException;

/**
 * TPC-C 3.4.2.1 and 3.4.2.2, read-write conflicts of Order-Status and New-Order: an Order-Status
 * T0 notes a random customer's last order; a New-Order T1 for that customer is stopped just before
 * its COMMIT; an Order-Status T2 for the customer starts. Test 1 lets T1 commit, test 2 rolls it
 * back. T2 must never return T1's uncommitted order: it waits and then returns the committed state
 * (case A: T1's order after a COMMIT, T0's after a ROLLBACK), or returns T0's order without waiting
 * (case B, a multi-version read), or is rolled back by the database and, run again, returns the
 * committed state (case C).
 */
final class OrderStatusVsNewOrder implements AcidTest {
    private final boolean commit;

    OrderStatusVsNewOrder(boolean commit) {
        this.commit = commit;
    }

    @Override
    public String name() {
        return commit ? "isolation1" : "isolation2";
    }

    @Override
    public String clause() {
        return commit ? "3.4.2.1" : "3.4.2.2";
    }

    @Override
    public AcidResult run(Scene s) throws SQLException, InterruptedException, Conflict.Stuck {
        int w = s.warehouse();
        int d = s.district();
        int c = s.customer();
        OrderStatus.Input status = new OrderStatus.Input(w, d, new CustomerSelector(null, c));
        Side<TxResult.OrderStatusDone> t0 = s.run("T0 (Order-Status)", 0, conn -> s.tx.orderStatus(conn, status));
        if (t0.error() != null) {
            return fail("", "T0 (Order-Status) " + t0.describeEnd());
        }
        int noted = t0.value().orderId();
        NewOrderInput order = s.newOrder(w, d, c);
        Hold hold = Hold.beforeEnd();
        Side<TxResult.NewOrderDone> t1 = s.start("T1 (New-Order)", 0, hold, conn -> s.tx.newOrder(conn, order));
        Conflict k =
                Conflict.run(s, hold, t1, "T2 (Order-Status)", conn -> s.tx.orderStatus(conn, status), null, !commit);
        if (t1.error() != null) {
            return fail("", "T1 (New-Order) " + t1.describeEnd());
        }
        int last = s.observer.lastOrder(w, d, c);
        if (commit == (last == noted)) {
            return fail(
                    "",
                    "T1 " + (commit ? "committed" : "rolled back") + " but the customer's last order is " + last
                            + " (T0 noted " + noted + ")");
        }
        Side<?> t2 = k.other();
        if (t2.rolledBackByDatabase()) {
            t2 = s.again("T2 (Order-Status)", 1, conn -> s.tx.orderStatus(conn, status));
        }
        if (t2.error() != null) {
            return fail(k.otherCase(), "T2 (Order-Status) " + t2.describeEnd());
        }
        int seen = ((TxResult.OrderStatusDone) t2.value()).orderId();
        String keys = "customer " + c + " of warehouse " + w + " district " + d + ": ";
        if (k.otherWaited() || k.other().rolledBackByDatabase()) {
            int committed = commit ? last : noted;
            return seen == committed
                    ? pass(
                            k.otherCase(),
                            keys + "T2 returned order " + seen
                                    + (commit ? ", T1's, after T1's COMMIT" : ", T0's, after T1's ROLLBACK"))
                    : fail(
                            k.otherCase(),
                            keys + "T2 returned order " + seen + " after T1 ended; the committed last order is "
                                    + committed);
        }
        return seen == noted
                ? pass(
                        k.otherCase(),
                        keys + "T2 returned order " + noted + ", T0's, while T1 was uncommitted"
                                + (commit ? "; T1's order " + last + " after its COMMIT" : ""))
                : fail(
                        k.otherCase(),
                        keys + "T2 returned order " + seen + " while T1's order was uncommitted (T0 noted " + noted
                                + "): a dirty read (P1)");
    }
}
