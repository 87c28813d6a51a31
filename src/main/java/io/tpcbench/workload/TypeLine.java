package io.tpcbench.workload;

import org.HdrHistogram.Histogram;

/**
 * One kind over the window; {@code late} of its completed ones took longer than
 * {@code lateAfterMs}, its response time limit (tpcc-mysql's {@code lt}; 0: it has none).
 */
public record TypeLine(
        String name,
        long completed,
        long rolledBack,
        long retried,
        long failed,
        double meanMs,
        double p50Ms,
        double p90Ms,
        double p95Ms,
        double p99Ms,
        double maxMs,
        double sharePct,
        long late,
        double lateAfterMs) {

    /** One kind's counts over the window, and the response time above which one was late (0: none). */
    public record Counts(long completed, long rolledBack, long retried, long failed, long late, double lateAfterMs) {}

    /** One kind's line from its counts and latencies (microseconds); {@code total} is every kind's completed. */
    public static TypeLine of(String name, Counts c, Histogram h, long total) {
        return new TypeLine(
                name,
                c.completed(),
                c.rolledBack(),
                c.retried(),
                c.failed(),
                h.getTotalCount() == 0 ? 0 : h.getMean() / 1000,
                ms(h.getValueAtPercentile(50)),
                ms(h.getValueAtPercentile(90)),
                ms(h.getValueAtPercentile(95)),
                ms(h.getValueAtPercentile(99)),
                ms(h.getMaxValue()),
                pct(c.completed(), total),
                c.late(),
                c.lateAfterMs());
    }

    private static double ms(long micros) {
        return micros / 1000.0;
    }

    static double pct(long part, long whole) {
        return whole == 0 ? 0 : 100.0 * part / whole;
    }
}
