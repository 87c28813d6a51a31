package io.tpcbench.driver;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.RunnableScheduledFuture;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import javax.sql.DataSource;

/**
 * Admission to the database in due order when terminals outnumber connections: terminals
 * (virtual threads, cheap enough for 100,000 of them) hand each transaction to one of {@code
 * connections} platform threads, which runs it on a pooled connection, the earliest due first
 * (arrival order for work due now).
 *
 * <p>Why a hand-off: a virtual thread blocking on a socket parks and is woken through the JDK's
 * poller, several system calls and context switches per round trip; a platform thread blocks in
 * one read. With 8 terminals on the local MariaDB, JDBC calls on virtual threads cost the driver
 * 0.96 ms of CPU per transaction, through this hand-off 0.59 ms, and on the terminals' own
 * platform threads ({@link DbAccess#direct}) 0.46 ms. Why in order: HikariCP alone lets a thread
 * that just gave a connection back take it again before long-waiting threads, which with many
 * more terminals than connections starves most terminals; the executor's queue serves them in turn.
 *
 * <p>Why work is handed over before it is due ({@link #runAt}): a terminal that slept through its
 * keying time and then handed its transaction over cost a timer's wake-up, a carrier's and a
 * connection thread's; queued with its start time, the transaction wakes a connection's thread
 * once, at that time.
 */
final class FairPool implements DbAccess {
    private final DataSource dataSource;
    private final ScheduledThreadPoolExecutor workers;

    FairPool(DataSource dataSource, int connections) {
        this.dataSource = dataSource;
        this.workers = new ScheduledThreadPoolExecutor(
                connections, Thread.ofPlatform().daemon().name("db-", 1).factory());
        workers.setRemoveOnCancelPolicy(true);
    }

    /** Runs {@code work} on a connection once the terminals whose work was due earlier have been served. */
    @Override
    public <T> T run(Work<T> work) throws SQLException, InterruptedException {
        return await(workers.submit(() -> onConnection(work)));
    }

    /**
     * Runs {@code work} on a connection at {@code startNanos} at the earliest, in due order; {@link
     * NotStartedException} if the run stops before then ({@link #dropWaiting}), {@link
     * LaneDownException} if {@code laneUp} says no when its time comes (no connection borrowed).
     */
    @Override
    public <T> T runAt(long startNanos, RunControl control, BooleanSupplier laneUp, Work<T> work)
            throws SQLException, InterruptedException {
        if (control.stopped()) {
            throw new NotStartedException();
        }
        ScheduledFuture<T> result = workers.schedule(
                () -> {
                    if (!laneUp.getAsBoolean()) {
                        throw new LaneDownException();
                    }
                    return onConnection(work);
                },
                Math.max(0, startNanos - System.nanoTime()),
                TimeUnit.NANOSECONDS);
        // queued after a stop's dropWaiting looked: the stop is seen here (its flag is set before it
        // looks); work already due may be running, and its own check of the stop decides
        if (control.stopped() && result.getDelay(TimeUnit.NANOSECONDS) > 0 && result.cancel(false)) {
            throw new NotStartedException();
        }
        return await(result);
    }

    /** Work not due yet is not started: its terminal hears {@link NotStartedException} at once. */
    void dropWaiting() {
        for (Runnable r : workers.getQueue().toArray(Runnable[]::new)) {
            if (r instanceof RunnableScheduledFuture<?> f && f.getDelay(TimeUnit.NANOSECONDS) > 0) {
                f.cancel(false);
            }
        }
    }

    private <T> T onConnection(Work<T> work) throws SQLException, InterruptedException {
        try (Connection c = dataSource.getConnection()) {
            return work.run(c);
        }
    }

    private static <T> T await(Future<T> result) throws SQLException, InterruptedException {
        try {
            return result.get();
        } catch (CancellationException e) {
            throw new NotStartedException();
        } catch (ExecutionException e) {
            switch (e.getCause()) {
                case SQLException s -> throw s;
                case InterruptedException i -> throw i;
                case RuntimeException r -> throw r;
                case Error err -> throw err;
                default -> throw new IllegalStateException(e.getCause());
            }
        } catch (InterruptedException e) {
            result.cancel(false);
            throw e;
        }
    }

    /** Work waiting for a thread (for tests). */
    int queued() {
        return workers.getQueue().size();
    }

    @Override
    public void close() {
        // work still queued ends for its terminal as not started instead of waiting for ever
        workers.shutdownNow().forEach(r -> ((Future<?>) r).cancel(false));
    }
}
