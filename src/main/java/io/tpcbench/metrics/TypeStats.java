package io.tpcbench.metrics;

import java.util.concurrent.atomic.LongAdder;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.Recorder;

/**
 * Counters and the latency recorder of one transaction type. Latencies are microseconds from
 * when the transaction was due to when it completed; only completed transactions (committed, or
 * New-Orders rolled back on purpose) are in the histogram; those slower than the kind's response
 * time limit are also counted as late (tpcc-mysql's {@code lt}).
 */
public final class TypeStats {
    /** Latencies up to one hour at 3 significant digits: 0.1% resolution, constant memory. */
    static final long HIGHEST_MICROS = 3_600_000_000L;

    final LongAdder completed = new LongAdder();
    final LongAdder rolledBack = new LongAdder();
    final LongAdder retries = new LongAdder();
    final LongAdder failed = new LongAdder();
    final LongAdder late = new LongAdder();
    private final long lateAfterMicros;
    private final Recorder recorder = new Recorder(HIGHEST_MICROS, 3);

    /** A kind whose units are late above {@code lateAfterMicros} ({@link Long#MAX_VALUE}: never). */
    TypeStats(long lateAfterMicros) {
        this.lateAfterMicros = lateAfterMicros;
    }

    void complete(long latencyMicros, boolean rollback) {
        completed.increment();
        if (latencyMicros > lateAfterMicros) {
            late.increment();
        }
        if (rollback) {
            rolledBack.increment();
        }
        recorder.recordValue(Math.min(Math.max(latencyMicros, 0), HIGHEST_MICROS));
    }

    /** The latencies since the last call (for the interval lines and the cumulative histogram). */
    Histogram takeInterval(Histogram recycle) {
        return recorder.getIntervalHistogram(recycle);
    }

    public long completed() {
        return completed.sum();
    }

    public long rolledBack() {
        return rolledBack.sum();
    }

    public long retries() {
        return retries.sum();
    }

    public long failed() {
        return failed.sum();
    }

    /** Completed units slower than the limit. */
    public long late() {
        return late.sum();
    }

    /** The limit in microseconds, {@link Long#MAX_VALUE} when the kind has none. */
    public long lateAfterMicros() {
        return lateAfterMicros;
    }

    static Histogram emptyHistogram() {
        return new Histogram(HIGHEST_MICROS, 3);
    }
}
