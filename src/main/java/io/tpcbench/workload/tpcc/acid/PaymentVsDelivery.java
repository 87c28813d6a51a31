package io.tpcbench.workload.tpcc.acid;

import io.tpcbench.workload.AcidResult;
import io.tpcbench.workload.tpcc.tx.Delivery;
import io.tpcbench.workload.tpcc.tx.NewOrderInput;
import io.tpcbench.workload.tpcc.tx.Payment;
import io.tpcbench.workload.tpcc.tx.TxResult;
import java.math.BigDecimal;
import java.sql.SQLException;

/**
 * TPC-C 3.4.2.5 and 3.4.2.6, write-write conflicts of Payment and Delivery: the customer the next
 * Delivery of a random district will credit is found and its C_BALANCE read; a Delivery T1 for the
 * warehouse is stopped just before its COMMIT; a Payment T2 by that customer starts. Test 5 lets T1
 * commit: C_BALANCE then holds both (old balance + the order's amount - the payment); test 6 rolls T1
 * back: only the payment, and the order stays undelivered. T2 waits (case A), or is rolled back by
 * the database and runs again (case C); on a certifying cluster T2 may commit first and T1 be rolled
 * back at its COMMIT and run again (case D).
 */
final class PaymentVsDelivery implements AcidTest {
    private final boolean commit;

    PaymentVsDelivery(boolean commit) {
        this.commit = commit;
    }

    @Override
    public String name() {
        return commit ? "isolation5" : "isolation6";
    }

    @Override
    public String clause() {
        return commit ? "3.4.2.5" : "3.4.2.6";
    }

    @Override
    public AcidResult run(Scene s) throws SQLException, InterruptedException, Conflict.Stuck {
        int w = s.warehouse();
        int d = s.district();
        int o = 0;
        for (int i = 0; i < 10 && o == 0; i++) {
            d = d % 10 + 1;
            o = s.observer.oldestNewOrder(w, d);
        }
        String placed = "";
        if (o == 0) {
            // every order of the warehouse delivered (earlier runs' Deliveries): a committed New-Order places one
            NewOrderInput first = s.newOrder(w, d, s.customer());
            Side<TxResult.NewOrderDone> n = s.run("New-Order", 0, conn -> s.tx.newOrder(conn, first));
            o = s.observer.oldestNewOrder(w, d);
            if (n.error() != null || o == 0) {
                throw new Conflict.Stuck("warehouse " + w + " has no undelivered order to deliver, and a New-Order"
                        + " placing one " + (n.error() != null ? n.describeEnd() : "left none"));
            }
            placed = " (placed by a committed New-Order: warehouse " + w + " had no undelivered order)";
        }
        Observer.Order order = s.observer.order(w, d, o);
        int c = order.customer();
        BigDecimal before = s.observer.balance(w, d, c);
        BigDecimal amount = s.amount();
        Delivery.Input delivery = new Delivery.Input(w, s.carrier());
        Payment.Input payment = s.payment(w, d, c, amount);
        Hold hold = Hold.beforeEnd();
        Side<Delivery.Done> t1 = s.start("T1 (Delivery)", 0, hold, conn -> s.tx.delivery(conn, delivery));
        Conflict k = Conflict.run(s, hold, t1, "T2 (Payment)", conn -> s.tx.payment(conn, payment), null, !commit);
        String followed = k.otherCase();
        Side<?> one = t1;
        if (commit && t1.rolledBackByDatabase()) {
            followed = "D (T2 did not wait and committed first; T1 was rolled back by the database, error "
                    + t1.error().getErrorCode() + ", and ran again)";
            one = s.again("T1 (Delivery)", 0, conn -> s.tx.delivery(conn, delivery));
        }
        if (!commit && t1.rolledBackByDatabase()) {
            // T1 was to roll back anyway: the database rolled it back first
            followed = "D (T2 did not wait and committed first; T1, held before its COMMIT to be rolled back, was"
                    + " rolled back by the database, error " + t1.error().getErrorCode() + ")";
        } else if (one.error() != null) {
            return fail(followed, "T1 (Delivery) " + one.describeEnd());
        }
        Side<?> two = k.other().rolledBackByDatabase()
                ? s.again("T2 (Payment)", 1, conn -> s.tx.payment(conn, payment))
                : k.other();
        if (two.error() != null) {
            return fail(followed, "T2 (Payment) " + two.describeEnd());
        }
        BigDecimal after = s.observer.balance(w, d, c);
        BigDecimal expected = commit ? before.add(order.amount()).subtract(amount) : before.subtract(amount);
        Observer.Order now = s.observer.order(w, d, o);
        boolean delivered = now.carrier() != 0 && !now.undelivered();
        String keys = String.format(
                "customer %d of warehouse %d district %d, order %d%s of %s, payment %s: C_BALANCE %s -> %s",
                c, w, d, o, placed, order.amount(), amount, before, after);
        if (after.compareTo(expected) != 0) {
            return fail(followed, keys + ", expected " + expected + (commit ? " (both)" : " (the payment only)"));
        }
        if (delivered != commit) {
            return fail(followed, keys + ", but order " + o + (commit ? " is not delivered" : " was delivered"));
        }
        return pass(
                followed,
                keys + (commit ? ": both T1 and T2 reflected" : ": only T2 reflected, order " + o + " undelivered"));
    }
}
