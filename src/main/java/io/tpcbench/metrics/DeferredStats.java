package io.tpcbench.metrics;

import java.util.concurrent.atomic.LongAdder;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.Recorder;

/**
 * The background workers' deferred work of the window (TPC-C 2.7.2): completions with their time
 * from hand-over to completion, failures, and the queue the window inherits and leaves.
 */
public final class DeferredStats {
    private final LongAdder handedOver = new LongAdder();
    private final LongAdder completed = new LongAdder();
    private final LongAdder failed = new LongAdder();
    private final Recorder latencies = new Recorder(TypeStats.HIGHEST_MICROS, 3);
    private volatile long backlogAtStart;
    private volatile long backlogAtEnd;
    private volatile int workers;

    /** Work handed over to the workers inside the window. */
    public void handedOver() {
        handedOver.increment();
    }

    /** Deferred work of the window done: hand-over to completion. */
    public void completed(long latencyMicros) {
        completed.increment();
        latencies.recordValue(Math.min(Math.max(latencyMicros, 0), TypeStats.HIGHEST_MICROS));
    }

    public void failed() {
        failed.increment();
    }

    /** The work queued and not yet taken by a worker when the window starts, and the workers. */
    public void backlogAtStart(long queued, int workerCount) {
        backlogAtStart = queued;
        workers = workerCount;
    }

    /** The work queued and not yet taken by a worker when the window ends. */
    public void backlogAtEnd(long queued) {
        backlogAtEnd = queued;
    }

    public long handedOverCount() {
        return handedOver.sum();
    }

    public long completed() {
        return completed.sum();
    }

    public long failedCount() {
        return failed.sum();
    }

    public long backlogAtStart() {
        return backlogAtStart;
    }

    public long backlogAtEnd() {
        return backlogAtEnd;
    }

    public int workers() {
        return workers;
    }

    Histogram takeInterval(Histogram recycle) {
        return latencies.getIntervalHistogram(recycle);
    }
}
