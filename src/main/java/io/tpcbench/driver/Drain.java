package io.tpcbench.driver;

import io.tpcbench.db.DriverExtensions;
import io.tpcbench.metrics.Faults;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;
import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.Logger;

/**
 * The end of a run that must end: the terminals and delivery workers get until a deadline to
 * finish their transaction; the statements of those still running then are cancelled with KILL
 * QUERY from a side connection to their endpoint (a statement in a 50-s lock wait, or one a
 * cluster stalled), each named in the faults; a caller that still does not stop has its connection
 * aborted.
 */
final class Drain {
    private static final Logger LOG = LogManager.getLogger(Drain.class);
    /** How long a cancelled caller gets to notice before its connection is aborted. */
    private static final long AFTER_CANCEL_MILLIS = 5_000;
    /** How long the side connection that cancels may take to connect and answer. */
    static final int SIDE_TIMEOUT_SECS = 5;

    /** A thread that runs transactions, and the transaction it runs now. */
    record Caller(String name, Thread thread, Supplier<Optional<TxRunner.InFlight>> inFlight) {}

    private Drain() {}

    /** Waits for every caller until {@code deadlineNanos}, then cancels, then aborts, as the class says. */
    static void finish(List<Caller> callers, long deadlineNanos, Faults faults) throws InterruptedException {
        for (Caller c : callers) {
            long leftMillis = (deadlineNanos - System.nanoTime()) / 1_000_000;
            if (leftMillis > 0) {
                c.thread().join(leftMillis);
            }
        }
        List<Caller> stuck = callers.stream().filter(c -> c.thread().isAlive()).toList();
        for (Caller c : stuck) {
            c.inFlight().get().ifPresent(tx -> cancel(c, tx, faults));
        }
        long abortAt = System.currentTimeMillis() + AFTER_CANCEL_MILLIS;
        for (Caller c : stuck) {
            c.thread().join(Math.max(1, abortAt - System.currentTimeMillis()));
            if (c.thread().isAlive()) {
                c.inFlight().get().ifPresent(tx -> abort(c, tx));
                c.thread().interrupt();
            }
        }
    }

    private static void cancel(Caller c, TxRunner.InFlight tx, Faults faults) {
        String endpoint = tx.runner().endpoint().name();
        try {
            long id = DriverExtensions.serverConnectionId(tx.connection());
            try (Connection side = tx.runner().server().open(SIDE_TIMEOUT_SECS);
                    Statement s = side.createStatement()) {
                s.execute("KILL QUERY " + id);
            }
            faults.cancelled(c.name() + " on " + endpoint + " (server connection " + id + ")");
        } catch (SQLException | RuntimeException e) {
            LOG.warn("{}'s statement on {} could not be cancelled: {}", c.name(), endpoint, e.getMessage());
        }
    }

    private static void abort(Caller c, TxRunner.InFlight tx) {
        String endpoint = tx.runner().endpoint().name();
        try {
            tx.connection().unwrap(Connection.class).abort(Runnable::run);
            LOG.warn(
                    "{} did not stop after its statement was cancelled: its connection to {} was aborted",
                    c.name(),
                    endpoint);
        } catch (SQLException | RuntimeException e) {
            LOG.warn("{}'s connection to {} could not be aborted: {}", c.name(), endpoint, e.getMessage());
        }
    }
}
