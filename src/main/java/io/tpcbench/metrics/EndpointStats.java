package io.tpcbench.metrics;

import java.util.concurrent.atomic.LongAdder;

/**
 * One database endpoint's share of a run (several compute nodes of a distributed database):
 * transactions completed, retried and failed in the window by the terminals and workers it serves, and
 * its connections lost over the whole session.
 */
public final class EndpointStats {
    private final String name;
    private final LongAdder completed = new LongAdder();
    private final LongAdder failed = new LongAdder();
    private final LongAdder connectionLosses = new LongAdder();
    private final LongAdder retried = new LongAdder();

    public EndpointStats(String name) {
        this.name = name;
    }

    public String name() {
        return name;
    }

    public void completed() {
        completed.increment();
    }

    public void failed() {
        failed.increment();
    }

    /** A transaction of the window retried after a deadlock or conflict on this endpoint. */
    public void retried() {
        retried.increment();
    }

    public long retriedCount() {
        return retried.sum();
    }

    public void connectionLost() {
        connectionLosses.increment();
    }

    public long completedCount() {
        return completed.sum();
    }

    public long failedCount() {
        return failed.sum();
    }

    public long connectionLossCount() {
        return connectionLosses.sum();
    }
}
