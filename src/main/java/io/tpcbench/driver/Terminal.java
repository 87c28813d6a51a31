package io.tpcbench.driver;

import io.tpcbench.db.SqlErrors;
import io.tpcbench.workload.Kind;
import io.tpcbench.workload.Result;
import io.tpcbench.workload.Work;
import io.tpcbench.workload.WorkSource;
import java.sql.SQLException;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.function.IntConsumer;
import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.Logger;

/**
 * One emulated terminal (TPC-C 2.2, 5.2.5, and every other workload's client thread): takes the
 * next unit of work from its source, keys, waits for its due time, runs it, records it if it lies
 * in the window, thinks, and again. Response time runs from the due time (after keying, or the
 * work's arrival when its source has its own clock) to completion, so waiting for a connection counts.
 */
final class Terminal implements Runnable {
    private static final Logger LOG = LogManager.getLogger(Terminal.class);

    private final TerminalSetup setup;
    private final Lanes lanes;
    private final int index;
    private final WorkSource source;
    private final SplittableRandom random;
    private final Pacer pacer;
    private final TxRunner.Link link = new TxRunner.Link();
    private long measured;
    private long measuredNanos;
    private long dbStartNanos;
    private final Backoff backoff = new Backoff();

    /** Terminal {@code index} (from 0), which takes its lane for each unit of work from {@code lanes}. */
    Terminal(TerminalSetup setup, Lanes lanes, int index, WorkSource source, SplittableRandom random) {
        this.setup = setup;
        this.lanes = lanes;
        this.index = index;
        this.source = source;
        this.random = random;
        this.pacer = Pacer.forLimit(setup.limitTxnsPerMin(), setup.terminals());
    }

    /** A unit of work drawn and keyed: due at {@code due}. */
    private record Next(Work work, long due) {}

    /**
     * What a chain of steps hands back to the terminal's own thread: {@code next} to run there on
     * {@code runner}, its first attempt already made if it failed with {@code first} (null: not
     * attempted yet, its work does not chain).
     */
    private record Handback(Next next, TxRunner runner, Exception first) {}

    /** Set when the terminal's thread stopped waiting for its chain: a step not yet run does nothing. */
    private volatile boolean abandoned;

    @Override
    public void run() {
        try {
            // the end of the last think time: it and the next keying time are one sleep (one wake-up)
            long thoughtNanos = System.nanoTime();
            Next next;
            while ((next = next(thoughtNanos)) != null) {
                TxRunner runner = lanes.route(index, next.work().affinity());
                Exception first = null;
                if (chains(next.work(), runner)) {
                    Handback back = chain(next, runner);
                    if (back == null) {
                        break;
                    }
                    next = back.next();
                    runner = back.runner();
                    first = back.first();
                }
                // waits until due (in its connection's queue where terminals share connections)
                runOne(next.work(), next.due(), runner, first);
                thoughtNanos = thought(next.work());
            }
            finish();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** The next unit, keyed and paced, or null when the terminal is done. */
    private Next next(long thoughtNanos) {
        if (setup.control().stopped() || (setup.txnsPerTerminal() != 0 && measured >= setup.txnsPerTerminal())) {
            return null;
        }
        Work work = source.next();
        if (work == null) {
            return null;
        }
        long keyed = Math.max(thoughtNanos, System.nanoTime()) + work.keyingNanos();
        // work that arrived by its source's clock is due at its arrival, unpaced
        long due = work.arrivalNanos() != 0 ? work.arrivalNanos() : pacer.due(keyed);
        return new Next(work, due);
    }

    /** When the think time after {@code work}, which just ended, ends. */
    private long thought(Work work) {
        return System.nanoTime() + work.thinkNanos(1 - random.nextDouble());
    }

    /**
     * Whether {@code work} may run as a step on {@code runner}'s own threads, which then draw and
     * schedule the terminal's next unit: the source draws without waiting, and the endpoint's
     * connections have a queue of their own (terminals outnumber connections).
     */
    private boolean chains(Work work, TxRunner runner) {
        return source.drawsWithoutWaiting() && work.needsConnection() && runner.schedules();
    }

    /**
     * Runs {@code next} and the units after it as steps on the connections' threads ({@link Step}),
     * waiting for the first that must come back to this thread: null when the terminal is done.
     */
    private Handback chain(Next next, TxRunner runner) throws InterruptedException {
        CompletableFuture<Handback> back = new CompletableFuture<>();
        runner.schedule(next.due(), new Step(next, runner, back));
        try {
            return back.get();
        } catch (ExecutionException e) {
            switch (e.getCause()) {
                case RuntimeException r -> throw r;
                case Error err -> throw err;
                default -> throw new IllegalStateException(e.getCause());
            }
        } catch (InterruptedException e) {
            abandoned = true;
            throw e;
        }
    }

    /**
     * A unit run at its due time on a connection's thread, which records it and, for the next
     * unit that chains, keys it and schedules it in turn: the terminal's own (virtual) thread is not
     * woken per unit, only when a unit does not chain, fails its first attempt (retries, backing
     * off and resolving run there as they always do), is dropped by a stop, or the terminal is done.
     */
    private final class Step implements DbAccess.Step {
        private final Next next;
        private final TxRunner runner;
        private final CompletableFuture<Handback> back;

        Step(Next next, TxRunner runner, CompletableFuture<Handback> back) {
            this.next = next;
            this.runner = runner;
            this.back = back;
        }

        @Override
        public void run() {
            if (abandoned) {
                return;
            }
            try {
                Result result;
                try {
                    result = runner.firstHere(body(next.work()), link);
                } catch (SQLException | RuntimeException e) {
                    back.complete(new Handback(next, runner, e));
                    return;
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    back.complete(new Handback(next, runner, e));
                    return;
                }
                record(next.work(), next.due(), runner, result);
                Next following = next(thought(next.work()));
                if (following == null) {
                    back.complete(null);
                    return;
                }
                TxRunner to = lanes.route(index, following.work().affinity());
                if (abandoned || !chains(following.work(), to)) {
                    back.complete(new Handback(following, to, null));
                    return;
                }
                to.schedule(following.due(), new Step(following, to, back));
            } catch (RuntimeException | Error e) {
                back.completeExceptionally(e);
            }
        }

        @Override
        public void dropped() {
            back.complete(new Handback(next, runner, new NotStartedException()));
        }
    }

    /**
     * Runs {@code work}, due at {@code due}, on {@code runner} (after a first attempt that failed
     * with {@code first}, if not null), and records it.
     */
    private void runOne(Work work, long due, TxRunner runner, Exception first) throws InterruptedException {
        Result result;
        try {
            if (work.needsConnection()) {
                TxRunner.Body<Result> body = body(work);
                IntConsumer retried = retried(runner, work.kind());
                try {
                    result = first == null
                            ? runner.runAt(due, body, retried, link)
                            : runner.after(first, due, body, retried, link);
                } catch (LaneDownException down) {
                    // its lane went down while it waited for its time: the lane it would have been given then, now
                    runner = lanes.route(index, work.affinity());
                    result = runner.run(body, retried(runner, work.kind()), link);
                }
            } else {
                result = handOver(work, due);
            }
        } catch (NotStartedException e) {
            return;
        } catch (SQLException | RuntimeException e) {
            failed(work, due, runner, e);
            if (e instanceof SQLException sql) {
                backOff(sql);
            }
            return;
        }
        record(work, due, runner, result);
    }

    /** The unit's statements on the connection it is given, unless the run stopped before they began. */
    private TxRunner.Body<Result> body(Work work) {
        return c -> {
            if (setup.control().stopped()) {
                throw new NotStartedException();
            }
            dbStartNanos = System.nanoTime();
            return work.execute(c);
        };
    }

    /** Records a unit that completed with {@code result} on {@code runner}'s endpoint (as failed if recording it fails). */
    private void record(Work work, long due, TxRunner runner, Result result) {
        try {
            long done = System.nanoTime();
            setup.workload().committed(work, result, done - due);
            if (work.needsConnection()) {
                setup.watch().succeeded();
            }
            if (setup.control().window().counts(due, done)) {
                Kind kind = work.kind();
                setup.stats().completed(kind, (done - due) / 1000, result.rolledBack());
                setup.workload().completedInWindow(kind, result);
                runner.endpoint().completed();
                setup.resultLog().transaction(kind, due, dbStartNanos, done, result.rolledBack(), false);
                measured++;
                measuredNanos += done - due;
            }
            backoff.reset();
        } catch (RuntimeException e) {
            failed(work, due, runner, e);
        }
    }

    /** A failing unit is counted and the terminal goes on; it never dies silently. */
    private void failed(Work work, long due, TxRunner runner, Exception e) {
        Kind kind = work.kind();
        long done = System.nanoTime();
        setup.workload().failed(work, e, done - due);
        setup.watch()
                .failed(
                        e instanceof SQLException sql ? SqlErrors.code(sql) : 0,
                        e instanceof SQLException ? e.getMessage() : e.toString());
        if (setup.control().window().counts(due, done)) {
            setup.stats().failed(kind);
            setup.stats().faults().errors().failed(e instanceof SQLException sql ? SqlErrors.code(sql) : 0);
            runner.endpoint().failed();
            setup.resultLog().transaction(kind, due, dbStartNanos, done, false, true);
            measured++;
            measuredNanos += done - due;
        }
        if (e instanceof SQLException sql) {
            LOG.debug("{} failed on terminal {}: {}", kind.displayName(), index + 1, sql.getMessage());
        } else {
            LOG.warn("{} failed on terminal {} with an unexpected error: {}", kind.displayName(), index + 1, e);
        }
    }

    /** Counts a retry of {@code kind} on {@code runner}'s endpoint, once the window has started. */
    private IntConsumer retried(TxRunner runner, Kind kind) {
        return code -> {
            if (setup.control().window().started(System.nanoTime())) {
                setup.stats().retried(kind);
                setup.stats().faults().errors().retried(code);
                runner.endpoint().retried();
            }
        };
    }

    /** What the source began and ends once the terminal stops ({@link WorkSource#finish()}), run unmeasured. */
    private void finish() throws InterruptedException {
        Work last = source.finish();
        if (last == null) {
            return;
        }
        try {
            Result result = lanes.route(index, last.affinity()).run(last::execute, code -> {}, link);
            setup.workload().committed(last, result, 0);
        } catch (SQLException | RuntimeException e) {
            setup.workload().failed(last, e, 0);
            LOG.warn(
                    "{} failed on terminal {} as it stopped: {}", last.kind().displayName(), index + 1, e.getMessage());
        }
    }

    /** Work that only hands a request to the background workers runs without a connection. */
    private Result handOver(Work work, long due) throws SQLException, InterruptedException {
        if (!setup.control().sleepUntil(due)) {
            throw new NotStartedException();
        }
        dbStartNanos = System.nanoTime();
        return work.execute(null);
    }

    /** The units this terminal completed in the window (read once its thread has ended). */
    long measured() {
        return measured;
    }

    /** The time from due to completion of the units it completed in the window, summed. */
    long measuredNanos() {
        return measuredNanos;
    }

    /** The unit this terminal runs now, if any. */
    Optional<TxRunner.InFlight> inFlight() {
        return link.inFlight();
    }

    /** After a lost connection (server restart), wait before trying again, doubling up to 5 s. */
    private void backOff(SQLException e) throws InterruptedException {
        if (SqlErrors.classify(e) != SqlErrors.Kind.CONNECTION_LOST) {
            return;
        }
        setup.control().sleepUntil(System.nanoTime() + backoff.nextNanos());
    }
}
