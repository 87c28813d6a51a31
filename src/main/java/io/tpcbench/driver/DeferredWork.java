package io.tpcbench.driver;

import io.tpcbench.config.OutputException;
import io.tpcbench.config.OutputFailures;
import io.tpcbench.db.SqlErrors;
import io.tpcbench.metrics.RunStats;
import io.tpcbench.workload.Deferrer;
import io.tpcbench.workload.Kind;
import io.tpcbench.workload.Result;
import io.tpcbench.workload.Work;
import io.tpcbench.workload.WorkloadRun;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.Logger;

/**
 * The deferred execution of work (TPC-C 2.7.2's Delivery): terminals hand requests over,
 * background workers run them, and the time from hand-over to completion is measured (TPC-C:
 * 90% within 80 s, 5.2.5.3) under the workload's deferred kind, with the queue the window
 * inherits and the one it leaves.
 */
final class DeferredWork implements Deferrer {
    private static final Logger LOG = LogManager.getLogger(DeferredWork.class);

    private record Request(Work work, long queuedNanos) {}

    private final LinkedBlockingQueue<Request> queue = new LinkedBlockingQueue<>();
    private final Lanes lanes;
    private final RunStats stats;
    private final RunControl control;
    private final WorkloadRun workload;
    private final Kind deferredKind;
    private final List<Thread> workers = new ArrayList<>();
    private final List<TxRunner.Link> links = new ArrayList<>();
    private final AtomicBoolean windowStarted = new AtomicBoolean();
    private final ResultLog resultLog;
    private final FailureWatch watch;
    private final OutputFailures failures;

    /** Worker i runs on the lane of the request's partition, or on lane i round-robin ({@link Lanes#route}). */
    DeferredWork(
            Lanes lanes,
            RunStats stats,
            RunControl control,
            ResultLog resultLog,
            WorkloadRun workload,
            Kind deferredKind,
            FailureWatch watch,
            OutputFailures failures) {
        this.failures = failures;
        this.lanes = lanes;
        this.watch = watch;
        this.stats = stats;
        this.control = control;
        this.resultLog = resultLog;
        this.workload = workload;
        this.deferredKind = deferredKind;
    }

    void start(int count, Thread.Builder threads) {
        for (int i = 0; i < count; i++) {
            int lane = i;
            TxRunner.Link link = new TxRunner.Link();
            links.add(link);
            workers.add(threads.name("deferred-" + i).start(() -> work(lane, link)));
        }
    }

    @Override
    public void defer(Work work) {
        long now = System.nanoTime();
        if (control.window().started(now) && windowStarted.compareAndSet(false, true)) {
            // the first request of the window: what waits before it is the backlog the window inherits
            stats.deferred().backlogAtStart(queue.size(), workers.size());
        }
        if (control.window().started(now) && !control.window().over(now)) {
            stats.deferred().handedOver();
        }
        queue.add(new Request(work, now));
    }

    /** Units queued and not yet started, now. */
    int queued() {
        return queue.size();
    }

    /** The window has ended: what is still queued is the backlog it leaves (TPC-C 5.2.5.3's deferred work). */
    void windowEnded() {
        stats.deferred().backlogAtEnd(queue.size());
    }

    private void work(int lane, TxRunner.Link link) {
        try {
            while (!control.stopped() || !queue.isEmpty()) {
                Request r = queue.poll(100, TimeUnit.MILLISECONDS);
                if (r != null) {
                    run(lanes.routeWorker(lane, r.work().affinity()), r, link);
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private void run(TxRunner runner, Request r, TxRunner.Link link) throws InterruptedException {
        Kind kind = r.work().kind();
        try {
            Result done = runner.run(
                    c -> r.work().execute(c),
                    code -> {
                        stats.retried(kind);
                        stats.faults().errors().retried(code);
                        runner.endpoint().retried();
                    },
                    link);
            watch.succeeded();
            long now = System.nanoTime();
            boolean inWindow = control.window().counts(r.queuedNanos(), now);
            if (inWindow) {
                stats.deferred().completed((now - r.queuedNanos()) / 1000);
                resultLog.deferred(deferredKind, r.queuedNanos(), now, done.skipped());
            }
            workload.deferredCompleted(r.work(), done, inWindow, r.queuedNanos());
        } catch (OutputException e) {
            // the workload's own file of deferred results (TPC-C's delivery_results.csv) is full
            failures.failed(e);
        } catch (SQLException e) {
            watch.failed(SqlErrors.code(e), e.getMessage());
            if (control.window().counts(r.queuedNanos(), System.nanoTime())) {
                stats.deferred().failed();
                stats.faults().errors().failed(SqlErrors.code(e));
                runner.endpoint().failed();
            }
            LOG.debug(
                    "deferred {} (partition {}) failed",
                    kind.displayName(),
                    r.work().affinity(),
                    e);
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
