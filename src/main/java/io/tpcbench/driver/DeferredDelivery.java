package io.tpcbench.driver;

import io.tpcbench.config.TransactionType;
import io.tpcbench.db.SqlErrors;
import io.tpcbench.metrics.RunStats;
import io.tpcbench.tx.Delivery;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.Logger;

/**
 * The deferred execution of Delivery (TPC-C 2.7.2): terminals queue requests, background workers
 * deliver all 10 districts of the warehouse, and the time from queueing to completion is measured
 * (90% within 80 s, 5.2.5.3) together with the skipped districts.
 */
final class DeferredDelivery {
    private static final Logger LOG = LogManager.getLogger(DeferredDelivery.class);

    private record Request(Delivery.Input input, long queuedNanos, java.time.LocalDateTime queuedAt) {}

    private final LinkedBlockingQueue<Request> queue = new LinkedBlockingQueue<>();
    private final Lanes lanes;
    private final RunStats stats;
    private final RunControl control;
    private final List<Thread> workers = new ArrayList<>();
    private final List<TxRunner.Link> links = new ArrayList<>();
    private final java.util.concurrent.atomic.AtomicBoolean windowStarted = new java.util.concurrent.atomic.AtomicBoolean();
    private final ResultLog resultLog;
    /** Where each Delivery's result record goes (TPC-C 2.7.2.2); null when none are asked for. */
    private final DeliveryResults records;

    /** Worker i delivers on the lane of the request's warehouse, or on lane i round-robin ({@link Lanes#route}). */
    DeferredDelivery(Lanes lanes, RunStats stats, RunControl control, ResultLog resultLog, DeliveryResults records) {
        this.records = records;
        this.lanes = lanes;
        this.stats = stats;
        this.control = control;
        this.resultLog = resultLog;
    }

    void start(int count, Thread.Builder threads) {
        for (int i = 0; i < count; i++) {
            int lane = i;
            TxRunner.Link link = new TxRunner.Link();
            links.add(link);
            workers.add(threads.name("delivery-" + i).start(() -> work(lane, link)));
        }
    }

    void enqueue(Delivery.Input input) {
        long now = System.nanoTime();
        if (control.window().started(now) && windowStarted.compareAndSet(false, true)) {
            // the first request of the window: what waits before it is the backlog the window inherits
            stats.deliveryBacklogAtStart(queue.size(), workers.size());
        }
        queue.add(new Request(input, now, records == null ? null : java.time.LocalDateTime.now()));
    }

    /** The window has ended: what is still queued is the backlog it leaves (TPC-C 5.2.5.3's deferred work). */
    void windowEnded() {
        stats.deliveryBacklogAtEnd(queue.size());
    }

    private void work(int lane, TxRunner.Link link) {
        try {
            while (!control.stopped() || !queue.isEmpty()) {
                Request r = queue.poll(100, TimeUnit.MILLISECONDS);
                if (r != null) {
                    deliver(lanes.routeWorker(lane, r.input().wId()), r, link);
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private void deliver(TxRunner runner, Request r, TxRunner.Link link) throws InterruptedException {
        try {
            Delivery.Done done = runner.run(c -> runner.transactions().delivery(c, r.input()),
                    code -> {
                        stats.retried(TransactionType.DELIVERY);
                        stats.faults().errors().retried(code);
                        runner.endpoint().retried();
                    }, link);
            long now = System.nanoTime();
            if (control.window().counts(r.queuedNanos(), now)) {
                stats.deliveryCompleted((now - r.queuedNanos()) / 1000, done.skippedDistricts());
                resultLog.delivery(r.queuedNanos(), now, done.skippedDistricts());
            }
            if (records != null) {
                records.record(r.queuedAt(), r.input(), done);
            }
        } catch (SQLException e) {
            if (control.window().counts(r.queuedNanos(), System.nanoTime())) {
                stats.deliveryFailed();
                stats.faults().errors().failed(SqlErrors.code(e));
                runner.endpoint().failed();
            }
            LOG.debug("deferred delivery for warehouse {} failed", r.input().wId(), e);
        }
    }

    /**
     * Waits for the workers to finish the queue until {@code deadlineNanos}, cancelling what they
     * still run then ({@link Drain}); returns the requests left.
     */
    int finish(long deadlineNanos) throws InterruptedException {
        List<Drain.Caller> callers = new ArrayList<>();
        for (int i = 0; i < workers.size(); i++) {
            callers.add(new Drain.Caller(workers.get(i).getName(), workers.get(i), links.get(i)::inFlight));
        }
        Drain.finish(callers, deadlineNanos, stats.faults());
        workers.forEach(Thread::interrupt);
        return queue.size();
    }
}
