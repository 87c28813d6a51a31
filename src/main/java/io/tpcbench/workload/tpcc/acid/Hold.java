package io.tpcbench.workload.tpcc.acid;

import java.sql.SQLException;
import java.util.Locale;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * Where a test stops a transaction (TPC-C 3.4.2: "T1 is stopped immediately prior to COMMIT"): just
 * before it ends, before the first statement that names a table, or after it (before whatever the
 * transaction sends next, its COMMIT included). The transaction's thread waits there until the test
 * releases it, letting its COMMIT go, or turning it into a ROLLBACK (3.2.2.2: "substitute a ROLLBACK
 * of the transaction for the COMMIT"). A hold stops its transaction once.
 */
final class Hold {
    /** How long a held transaction waits for its test at most: a test that never releases it must not hang the command. */
    private static final long LONGEST_HOLD_SECS = 600;

    private final String table;
    private final boolean after;
    private final CountDownLatch reached = new CountDownLatch(1);
    private final CountDownLatch released = new CountDownLatch(1);
    private volatile boolean tableSeen;
    private volatile boolean held;
    private volatile boolean rollbackInstead;

    private Hold(String table, boolean after) {
        this.table = table == null ? null : table.toLowerCase(Locale.ROOT);
        this.after = after;
    }

    /** Just before the transaction's COMMIT or ROLLBACK. */
    static Hold beforeEnd() {
        return new Hold(null, false);
    }

    /** After the first statement that names {@code table}, before the next statement or the end. */
    static Hold after(String table) {
        return new Hold(table, true);
    }

    /** The transaction's thread, before it sends {@code sql}. */
    void beforeStatement(String sql) throws SQLException {
        if (held || table == null) {
            return;
        }
        if (after && tableSeen) {
            stop();
        } else if (sql != null && sql.toLowerCase(Locale.ROOT).contains(table)) {
            tableSeen = true;
        }
    }

    /** The transaction's thread, before it commits ({@code commit}) or rolls back; true: roll back instead. */
    boolean beforeEnd(boolean commit) throws SQLException {
        if (!held && (table == null || tableSeen)) {
            stop();
        }
        return commit && rollbackInstead;
    }

    private void stop() throws SQLException {
        held = true;
        reached.countDown();
        try {
            if (!released.await(LONGEST_HOLD_SECS, TimeUnit.SECONDS)) {
                throw new SQLException("the ACID test held this transaction for " + LONGEST_HOLD_SECS + " s");
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new SQLException("interrupted while held by the ACID test", e);
        }
    }

    /** Waits up to {@code millis} for the transaction to reach the hold; false if it did not (it ended, failed or waits elsewhere). */
    boolean awaitReached(long millis) throws InterruptedException {
        return reached.await(millis, TimeUnit.MILLISECONDS);
    }

    /** Whether the transaction reached the hold. */
    boolean reached() {
        return held;
    }

    /** Lets the held transaction go on as it asked. */
    void release() {
        released.countDown();
    }

    /** Lets the held transaction go on, its COMMIT turned into a ROLLBACK. */
    void releaseWithRollback() {
        rollbackInstead = true;
        released.countDown();
    }
}
