package io.tpcbench.metrics;

import java.util.List;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.LongAdder;

/**
 * What went wrong with the database connection over the whole session (warm-up and the window's
 * edges included): a restart or network stall shows up here as lost connections, reconnects and
 * in-doubt commits, and every error as its code's count.
 */
public final class Faults {
    private final LongAdder connectionLosses = new LongAdder();
    private final LongAdder reconnects = new LongAdder();
    private final LongAdder inDoubtCommitted = new LongAdder();
    private final LongAdder inDoubtRolledBack = new LongAdder();
    private final LongAdder inDoubtUnresolved = new LongAdder();
    private final LongAdder partialCommits = new LongAdder();
    private final ErrorCounts errors = new ErrorCounts();
    private final Queue<String> cancelled = new ConcurrentLinkedQueue<>();

    /** A transaction failed because its connection was lost (server restart, network, timeout). */
    public void connectionLost() {
        connectionLosses.increment();
    }

    /** A terminal or worker that had lost its connection completed a transaction again. */
    public void reconnected() {
        reconnects.increment();
    }

    /** A commit whose outcome was in doubt, once the database could be asked: committed or not. */
    public void inDoubtResolved(boolean committed) {
        (committed ? inDoubtCommitted : inDoubtRolledBack).increment();
    }

    /**
     * A transaction found in the database in part: some of its writes without the others. A
     * consistency fault of the database (or of the way the statements were sent), never a rollback.
     */
    public void partialCommit() {
        partialCommits.increment();
    }

    /** The window's retries and failures by error code. */
    public ErrorCounts errors() {
        return errors;
    }

    /** A statement still running after the drain, cancelled so that the run could end. */
    public void cancelled(String what) {
        cancelled.add(what);
    }

    /** A commit whose outcome was in doubt and could not be learnt before the run ended. */
    public void inDoubtGaveUp() {
        inDoubtUnresolved.increment();
    }

    public long connectionLosses() {
        return connectionLosses.sum();
    }

    public long reconnects() {
        return reconnects.sum();
    }

    public long inDoubtCommitted() {
        return inDoubtCommitted.sum();
    }

    public long inDoubtRolledBack() {
        return inDoubtRolledBack.sum();
    }

    public long inDoubtUnresolved() {
        return inDoubtUnresolved.sum();
    }

    public long partialCommits() {
        return partialCommits.sum();
    }

    /** The statements cancelled after the drain, each with its terminal and endpoint. */
    public List<String> cancelled() {
        return List.copyOf(cancelled);
    }
}
