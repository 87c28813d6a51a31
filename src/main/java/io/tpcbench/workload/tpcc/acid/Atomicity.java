package io.tpcbench.workload.tpcc.acid;

import io.tpcbench.workload.AcidResult;
import io.tpcbench.workload.tpcc.tx.Payment;
import java.math.BigDecimal;
import java.sql.SQLException;

/**
 * TPC-C 3.2.2.1 and 3.2.2.2: a Payment for a random warehouse, district and customer (by number)
 * changes W_YTD, D_YTD and the customer's balance, year-to-date payment and payment count, and adds
 * its HISTORY row, when it commits; with a ROLLBACK in place of its COMMIT, none of them changes.
 */
final class Atomicity implements AcidTest {
    private final boolean commit;

    Atomicity(boolean commit) {
        this.commit = commit;
    }

    @Override
    public String name() {
        return commit ? "atomicity1" : "atomicity2";
    }

    @Override
    public String clause() {
        return commit ? "3.2.2.1" : "3.2.2.2";
    }

    @Override
    public AcidResult run(Scene s) throws SQLException, InterruptedException, Conflict.Stuck {
        int w = s.warehouse();
        int d = s.district();
        int c = s.customer();
        BigDecimal amount = s.amount();
        Payment.Input in = s.payment(w, d, c, amount);
        Observer.PaymentState before = s.observer.paymentState(w, d, c);
        Hold hold = Hold.beforeEnd();
        Side<?> payment = s.start("Payment", 0, hold, conn -> s.tx.payment(conn, in));
        Conflict.awaitHold(hold, payment);
        if (commit) {
            hold.release();
        } else {
            hold.releaseWithRollback();
        }
        Conflict.awaitEnd(payment);
        if (payment.error() != null) {
            return fail("", "the Payment " + payment.describeEnd());
        }
        Observer.PaymentState after = s.observer.paymentState(w, d, c);
        String what = String.format(
                "Payment of %s by customer %d of warehouse %d district %d, %s",
                amount, c, w, d, commit ? "committed" : "its COMMIT replaced by a ROLLBACK");
        Observer.PaymentState expected = commit
                ? new Observer.PaymentState(
                        before.wYtd().add(amount),
                        before.dYtd().add(amount),
                        before.balance().subtract(amount),
                        before.ytdPayment().add(amount),
                        before.paymentCnt() + 1,
                        before.history() + 1)
                : before;
        if (!same(after, expected)) {
            return fail("", what + ": expected " + expected + ", found " + after);
        }
        return pass(
                "",
                what
                        + (commit
                                ? ": W_YTD, D_YTD, C_YTD_PAYMENT +" + amount + ", C_BALANCE -" + amount
                                        + ", C_PAYMENT_CNT +1, one HISTORY row"
                                : ": W_YTD, D_YTD, the customer's row and HISTORY unchanged"));
    }

    private static boolean same(Observer.PaymentState a, Observer.PaymentState b) {
        return a.wYtd().compareTo(b.wYtd()) == 0
                && a.dYtd().compareTo(b.dYtd()) == 0
                && a.balance().compareTo(b.balance()) == 0
                && a.ytdPayment().compareTo(b.ytdPayment()) == 0
                && a.paymentCnt() == b.paymentCnt()
                && a.history() == b.history();
    }
}
