package io.tpcbench.driver;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.Map;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.RunnableScheduledFuture;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
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
 * once, at that time. And why a step may schedule what follows it ({@link #schedule}): a terminal
 * parked until its transaction was done cost a carrier thread's wake-up when it was, and a
 * terminal whose source draws its next work without waiting now has that work drawn and scheduled
 * by the connection's thread that ran the last ({@code Terminal.Step}; with the Delivery workers
 * off virtual threads, 0.82 x the driver's CPU per transaction of 10,000 spec-mode terminals).
 */
final class FairPool implements DbAccess {
    private final DataSource dataSource;
    private final ScheduledThreadPoolExecutor workers;
    /** Steps scheduled and not yet run, with their futures: a stop or the close drops them. */
    private final Map<Scheduled, ScheduledFuture<?>> scheduled = new ConcurrentHashMap<>();

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

    @Override
    public <T> T runHere(Work<T> work) throws SQLException, InterruptedException {
        return onConnection(work);
    }

    @Override
    public boolean schedules() {
        return true;
    }

    @Override
    public void schedule(long startNanos, RunControl control, Step step) {
        Scheduled s = new Scheduled(step);
        ScheduledFuture<?> f;
        try {
            f = workers.schedule(s, Math.max(0, startNanos - System.nanoTime()), TimeUnit.NANOSECONDS);
        } catch (RejectedExecutionException closed) {
            s.drop();
            return;
        }
        scheduled.put(s, f);
        if (s.claimed()) {
            // it ran (or was dropped) before it was in the map
            scheduled.remove(s);
        }
        // scheduled after a stop's dropWaiting looked at the map: the stop is seen here (its flag is
        // set before it looks); a step already due runs, and its work's own check of the stop decides
        if (control.stopped() && f.getDelay(TimeUnit.NANOSECONDS) > 0 && s.drop()) {
            f.cancel(false);
            scheduled.remove(s);
        }
    }

    /** A step in the executor's queue; whoever claims it first, its run or a drop, acts. */
    private final class Scheduled implements Runnable {
        private final Step step;
        private final AtomicBoolean claimed = new AtomicBoolean();

        Scheduled(Step step) {
            this.step = step;
        }

        @Override
        public void run() {
            scheduled.remove(this);
            if (claimed.compareAndSet(false, true)) {
                step.run();
            }
        }

        boolean claimed() {
            return claimed.get();
        }

        boolean drop() {
            if (claimed.compareAndSet(false, true)) {
                step.dropped();
                return true;
            }
            return false;
        }
    }

    /** Work not due yet is not started: its terminal hears {@link NotStartedException} at once. */
    void dropWaiting() {
        scheduled.forEach((s, f) -> {
            if (f.getDelay(TimeUnit.NANOSECONDS) > 0 && s.drop()) {
                f.cancel(false);
                scheduled.remove(s);
            }
        });
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
        scheduled.keySet().forEach(Scheduled::drop);
        scheduled.clear();
    }
}
