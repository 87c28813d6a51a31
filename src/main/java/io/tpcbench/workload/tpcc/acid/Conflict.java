package io.tpcbench.workload.tpcc.acid;

import java.sql.SQLException;

/**
 * The shape of TPC-C 3.4.2's isolation tests: a first transaction stopped at its hold, a second
 * started against it and watched for {@code acidWaitSecs} (did it wait?), the test's own look
 * inside the held transaction, then the first let go (its COMMIT, or a ROLLBACK instead) and both
 * awaited, each within a bound that tells a wait from a hang.
 */
record Conflict(Side<?> held, Side<?> other, boolean otherWaited) {
    /** A test that could not run its steps (a transaction that never reached its hold, or hung). */
    static final class Stuck extends Exception {
        Stuck(String message) {
            super(message);
        }
    }

    /** What the test does while the first transaction is held and the second has ended or waits. */
    interface Look {
        void inside(Side<?> held, Side<?> other, boolean otherWaited) throws SQLException;
    }

    static Conflict run(
            Scene s, Hold hold, Side<?> held, String otherName, Side.Work<?> other, Look look, boolean rollback)
            throws SQLException, InterruptedException, Stuck {
        awaitHold(hold, held);
        Side<?> t2 = s.start(otherName, 1, null, other);
        boolean waited = !t2.endsWithin(s.waitMillis);
        if (look != null) {
            look.inside(held, t2, waited);
        }
        if (rollback) {
            hold.releaseWithRollback();
        } else {
            hold.release();
        }
        awaitEnd(held);
        awaitEnd(t2);
        return new Conflict(held, t2, waited);
    }

    /** Waits for {@code held} to reach {@code hold}; one that ends first, or runs on past the bound, is stuck. */
    static void awaitHold(Hold hold, Side<?> held) throws InterruptedException, Stuck {
        long deadline = System.nanoTime() + Scene.HANG_MILLIS * 1_000_000;
        while (!hold.awaitReached(20)) {
            if (held.ended() && !hold.reached()) {
                throw new Stuck(held.name() + " ended before the point the test holds it at: " + held.describeEnd());
            }
            if (System.nanoTime() > deadline) {
                held.abandon();
                throw new Stuck(held.name() + " did not reach the point the test holds it at within "
                        + Scene.HANG_MILLIS / 1000 + " s");
            }
        }
    }

    /** Waits for {@code side} to end; a transaction still running after the bound hangs. */
    static void awaitEnd(Side<?> side) throws InterruptedException, Stuck {
        if (!side.endsWithin(Scene.HANG_MILLIS)) {
            side.abandon();
            throw new Stuck(side.name() + " was still running " + Scene.HANG_MILLIS / 1000
                    + " s after the transaction it waited for had ended: it hangs");
        }
    }

    /** How the second transaction went, for a test's line. */
    String otherCase() {
        if (otherWaited && other.error() == null) {
            return "A (" + other.name() + " waited " + secs(other) + " for " + held.name() + ")";
        }
        if (other.rolledBackByDatabase()) {
            return "C (" + other.name() + " was rolled back by the database, error "
                    + other.error().getErrorCode() + ", and ran again)";
        }
        return "B (" + other.name() + " did not wait)";
    }

    private static String secs(Side<?> side) {
        return String.format(java.util.Locale.ROOT, "%.1f s", side.secs());
    }
}
