package io.tpcbench.workload;

import java.util.List;
import org.HdrHistogram.Histogram;

/**
 * What the engine counted, as it hands it to the workload: at the window's start (the counts so
 * far), at its end (the window's counts and latencies) and in a merge of several drivers' results
 * (the merged counts and latency logs). Latencies are microseconds.
 */
public interface Tally {
    /** The window's seconds. */
    double measuredSecs();

    /** The terminals (of every driver, in a merge). */
    int terminals();

    /** How evenly the terminals were served; null when unknown. */
    TerminalSpread spread();

    /** Every kind's line over the window, in the workload's order ({@link Workload#kinds()}). */
    List<TypeLine> types();

    /** Units of {@code kind} completed so far (rollbacks included). */
    long completed(Kind kind);

    /** Units of {@code kind} completed so far that rolled back as expected. */
    long rolledBack(Kind kind);

    /** The latencies of {@code kind} over the window. */
    Histogram latencies(Kind kind);

    /** The deferred work over the window (none: all zero). */
    Deferred deferred();

    /** Attempts retried after an engine error code over the window. */
    long retriedErrors();

    /** Connections re-established over the session. */
    long reconnects();

    /** Transactions found in the database in part after a lost connection, over the session. */
    long partialCommits();

    /**
     * The deferred work of the window: completed and failed, handed over in it, the backlog at its
     * start and end, the workers, and the latencies from hand-over to completion.
     */
    record Deferred(
            long completed,
            long failed,
            long handedOver,
            long backlogAtStart,
            long backlogAtEnd,
            int workers,
            Histogram latencies) {}
}
