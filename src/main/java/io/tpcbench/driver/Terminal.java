package io.tpcbench.driver;

import io.tpcbench.db.SqlErrors;
import io.tpcbench.metrics.RunStats;
import io.tpcbench.workload.Kind;
import io.tpcbench.workload.Result;
import io.tpcbench.workload.Work;
import io.tpcbench.workload.WorkSource;
import java.sql.SQLException;
import java.util.Optional;
import java.util.SplittableRandom;
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

    @Override
    public void run() {
        RunControl control = setup.control();
        try {
            // the end of the last think time: it and the next keying time are one sleep (one wake-up)
            long thoughtNanos = System.nanoTime();
            while (!control.stopped() && (setup.txnsPerTerminal() == 0 || measured < setup.txnsPerTerminal())) {
                Work work = source.next();
                if (work == null) {
                    break;
                }
                long keyed = Math.max(thoughtNanos, System.nanoTime()) + work.keyingNanos();
                // work that arrived by its source's clock is due at its arrival, unpaced
                long due = work.arrivalNanos() != 0 ? work.arrivalNanos() : pacer.due(keyed);
                // waits until due (in its connection's queue where terminals share connections)
                runOne(work, due);
                thoughtNanos = System.nanoTime() + work.thinkNanos(1 - random.nextDouble());
            }
            finish();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private void runOne(Work work, long due) throws InterruptedException {
        Kind kind = work.kind();
        TxRunner runner = lanes.route(index, work.affinity());
        RunStats stats = setup.stats();
        boolean counted;
        long done;
        try {
            Result result;
            if (work.needsConnection()) {
                TxRunner.Body<Result> body = c -> {
                    if (setup.control().stopped()) {
                        throw new NotStartedException();
                    }
                    dbStartNanos = System.nanoTime();
                    return work.execute(c);
                };
                try {
                    result = runner.runAt(due, body, retried(runner, kind), link);
                } catch (LaneDownException down) {
                    // its lane went down while it waited for its time: the lane it would have been given then, now
                    runner = lanes.route(index, work.affinity());
                    result = runner.run(body, retried(runner, kind), link);
                }
            } else {
                result = handOver(work, due);
            }
            done = System.nanoTime();
            setup.workload().committed(work, result, done - due);
            if (work.needsConnection()) {
                setup.watch().succeeded();
            }
            counted = setup.control().window().counts(due, done);
            if (counted) {
                stats.completed(kind, (done - due) / 1000, result.rolledBack());
                setup.workload().completedInWindow(kind, result);
                runner.endpoint().completed();
                setup.resultLog().transaction(kind, due, dbStartNanos, done, result.rolledBack(), false);
            }
            backoff.reset();
        } catch (NotStartedException e) {
            return;
        } catch (SQLException | RuntimeException e) {
            // a failing unit is counted and the terminal goes on; it never dies silently
            done = System.nanoTime();
            setup.workload().failed(work, e, done - due);
            setup.watch()
                    .failed(
                            e instanceof SQLException sql ? SqlErrors.code(sql) : 0,
                            e instanceof SQLException ? e.getMessage() : e.toString());
            counted = setup.control().window().counts(due, done);
            if (counted) {
                stats.failed(kind);
                stats.faults().errors().failed(e instanceof SQLException sql ? SqlErrors.code(sql) : 0);
                runner.endpoint().failed();
                setup.resultLog().transaction(kind, due, dbStartNanos, done, false, true);
            }
            if (e instanceof SQLException sql) {
                LOG.debug("{} failed on terminal {}: {}", kind.displayName(), index + 1, sql.getMessage());
                backOff(sql);
            } else {
                LOG.warn("{} failed on terminal {} with an unexpected error: {}", kind.displayName(), index + 1, e);
            }
        }
        if (counted) {
            measured++;
            measuredNanos += done - due;
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
