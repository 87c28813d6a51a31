package io.tpcbench.workload.tpcc.acid;

import io.tpcbench.workload.AcidResult;
import io.tpcbench.workload.tpcc.tx.NewOrderInput;
import io.tpcbench.workload.tpcc.tx.TxResult;
import java.sql.SQLException;

/**
 * TPC-C 3.4.2.3 and 3.4.2.4, write-write conflicts of two New-Orders in one district: T1 is stopped
 * just before its COMMIT (test 3) or, holding an unused item, just before its ROLLBACK (test 4); T2,
 * another customer's New-Order in the same district, starts. Test 3: T2's order number is one more
 * than T1's and D_NEXT_O_ID grew by two; test 4: T2 takes the number T1 would have had and
 * D_NEXT_O_ID grew by one. T2 waits for T1 (case A), or does not and T1 is unaffected (case B),
 * or is rolled back by the database and runs again (case C); on a certifying cluster T2 may commit
 * first and T1 be rolled back at its COMMIT and run again (case D).
 */
final class NewOrderVsNewOrder implements AcidTest {
    private final boolean firstRollsBack;

    NewOrderVsNewOrder(boolean firstRollsBack) {
        this.firstRollsBack = firstRollsBack;
    }

    @Override
    public String name() {
        return firstRollsBack ? "isolation4" : "isolation3";
    }

    @Override
    public String clause() {
        return firstRollsBack ? "3.4.2.4" : "3.4.2.3";
    }

    @Override
    public AcidResult run(Scene s) throws SQLException, InterruptedException, Conflict.Stuck {
        int w = s.warehouse();
        int d = s.district();
        int c1 = s.customer();
        int c2 = s.otherCustomer(c1);
        int next = s.observer.nextOrderId(w, d);
        int c1Last = s.observer.lastOrder(w, d, c1);
        NewOrderInput first = firstRollsBack ? s.badNewOrder(w, d, c1) : s.newOrder(w, d, c1);
        NewOrderInput second = s.newOrder(w, d, c2);
        Hold hold = Hold.beforeEnd();
        Side<TxResult.NewOrderDone> t1 = s.start(
                firstRollsBack ? "T1 (New-Order, unused item)" : "T1 (New-Order)",
                0,
                hold,
                conn -> s.tx.newOrder(conn, first));
        Conflict k = Conflict.run(s, hold, t1, "T2 (New-Order)", conn -> s.tx.newOrder(conn, second), null, false);
        String followed = k.otherCase();
        Side<?> one = t1;
        if (t1.rolledBackByDatabase() && !firstRollsBack) {
            followed = "D (T2 did not wait and committed first; T1 was rolled back by the database, error "
                    + t1.error().getErrorCode() + ", and ran again)";
            one = s.again("T1 (New-Order)", 0, conn -> s.tx.newOrder(conn, first));
        }
        boolean abortedInstead = firstRollsBack && t1.rolledBackByDatabase();
        if (abortedInstead) {
            // T1 was to roll back anyway: the database rolled it back first
            followed = "D (T2 did not wait and committed first; T1, held before its ROLLBACK, was rolled back by"
                    + " the database, error " + t1.error().getErrorCode() + ")";
        } else if (one.error() != null) {
            return fail(followed, "T1 " + one.describeEnd());
        }
        if (firstRollsBack && !abortedInstead && !((TxResult.NewOrderDone) one.value()).rolledBack()) {
            return fail(followed, "T1, with unused item " + NewOrderInput.UNUSED_ITEM_ID + ", did not roll back");
        }
        Side<?> two = k.other().rolledBackByDatabase()
                ? s.again("T2 (New-Order)", 1, conn -> s.tx.newOrder(conn, second))
                : k.other();
        if (two.error() != null) {
            return fail(followed, "T2 " + two.describeEnd());
        }
        int after = s.observer.nextOrderId(w, d);
        String keys = "warehouse " + w + " district " + d + ", D_NEXT_O_ID was " + next + ": ";
        if (firstRollsBack) {
            Observer.Order taken = s.observer.order(w, d, next);
            boolean right = after == next + 1
                    && taken != null
                    && taken.customer() == c2
                    && s.observer.lastOrder(w, d, c1) == c1Last;
            String seen = "T2 took order " + (taken == null ? "none" : next + " (customer " + taken.customer() + ")")
                    + ", D_NEXT_O_ID is " + after + ", T1's customer's last order " + s.observer.lastOrder(w, d, c1);
            return right
                    ? pass(followed, keys + seen + ": T1's rolled-back order left no trace")
                    : fail(followed, keys + seen + "; expected T2 in order " + next + " and D_NEXT_O_ID " + (next + 1));
        }
        Observer.Order a = s.observer.order(w, d, next);
        Observer.Order b = s.observer.order(w, d, next + 1);
        int firstCustomer = followed.startsWith("D") ? c2 : c1;
        int secondCustomer = followed.startsWith("D") ? c1 : c2;
        boolean right = after == next + 2
                && a != null
                && b != null
                && a.customer() == firstCustomer
                && b.customer() == secondCustomer;
        String seen = "orders " + next + " (customer " + (a == null ? "none" : a.customer()) + ") and " + (next + 1)
                + " (customer " + (b == null ? "none" : b.customer()) + "), D_NEXT_O_ID " + after;
        return right
                ? pass(followed, keys + seen + ": T2's order number is one more than T1's")
                : fail(
                        followed,
                        keys + seen + "; expected customer " + firstCustomer + " then " + secondCustomer
                                + " and D_NEXT_O_ID " + (next + 2));
    }
}
