package io.tpcbench.workload;

import java.io.IOException;
import java.sql.SQLException;
import java.util.Locale;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.function.IntPredicate;
import javax.sql.DataSource;

/**
 * One run of a workload, as the engine drives it: a source of work per terminal, and the facts of
 * each completed unit that the workload keeps for its own figures and verdicts. Called from every
 * terminal and worker thread at once: what it keeps must be thread-safe.
 */
public interface WorkloadRun extends AutoCloseable {
    /**
     * The source of terminal {@code index} (from 0): {@code random} is its own stream, {@code
     * deferrer} takes the work it defers.
     */
    WorkSource terminal(int index, SplittableRandom random, Deferrer deferrer);

    /** A unit of {@code kind} completed in the measurement window (the engine has counted it). */
    default void completedInWindow(Kind kind, Result result) {}

    /**
     * A unit completed at any time of the session, window or not, {@code latencyNanos} after it was
     * due (the engine's response time, the one its histograms hold): for exact comparisons with the
     * database (TPC-C's audit), and for a workload that reports its units' times (TPC-H's seconds).
     */
    default void committed(Work work, Result result, long latencyNanos) {}

    /**
     * A unit failed at any time of the session, window or not, after the engine's retries, {@code
     * latencyNanos} after it was due; the engine has counted and logged it.
     */
    default void failed(Work work, Exception failure, long latencyNanos) {}

    /**
     * Deferred work completed: {@code inWindow} when it was handed over and completed inside the
     * window, {@code handedOverNanos} when it was handed over.
     */
    default void deferredCompleted(Work work, Result result, boolean inWindow, long handedOverNanos) {}

    /**
     * The window starts: what the workload reads from the database to compare with its own count
     * at the end (TPC-C's audit), read before any unit of the window could commit, as far as the
     * machine allows; {@code tally} holds what the engine has counted so far, and goes on counting:
     * read later in the window, it holds the counts then (sysbench's checkpoints read it so).
     */
    default void windowStarts(DataSource pool, Tally tally) throws SQLException {}

    /**
     * The window has ended and every terminal stopped: the workload's part of the summary, read
     * from the database where it compares ({@code pool}), from the engine's {@code tally} of the window
     * and from its own facts.
     */
    SummaryPart summaryPart(DataSource pool, Tally tally);

    /**
     * Error codes after which the workload's unit runs again, beyond those the engine retries
     * (deadlocks, lock-wait timeouts, the engines' conflicts) and {@code retryErrorCodes}: sysbench's
     * {@code mysql_ignore_errors}.
     */
    default IntPredicate alsoRetried() {
        return code -> false;
    }

    /**
     * The run is stopping (the window's end, Ctrl-C, an error): a source that waits inside
     * {@link WorkSource#next()} for work to arrive returns null now, and what the workload runs
     * beside the terminals (an arrival clock) stops.
     */
    default void stopping() {}

    /**
     * Why the workload stops the run with an error, once it must (sysbench's FATAL on an error it
     * does not ignore, its event queue overflowing): the engine checks it while the run goes, stops
     * the run, writes the results so far and ends the command with exit 6.
     */
    default Optional<String> fatal() {
        return Optional.empty();
    }

    /**
     * How many of the run's {@code terminals}, the first ones, the summary's spread covers (how
     * evenly the terminals were served): all by default; a workload whose later terminals do other
     * work (CH-benCHmark's query streams after its TPC-C terminals) names its first ones.
     */
    default int servedTerminals(int terminals) {
        return terminals;
    }

    /** Releases what the run holds (files it writes). */
    @Override
    default void close() throws IOException {}

    /**
     * The interval line the engine prints every {@code reportIntervalSecs} of the window, with its
     * numbers by name for {@code intervals.jsonl}.
     */
    default IntervalLine intervalLine(Interval interval) {
        double perMinute = interval.perMinute(interval.completed());
        return IntervalLine.of(interval.line(String.format(Locale.ROOT, "per minute %,.0f", perMinute)))
                .sum("perMinute", perMinute);
    }
}
