package io.tpcbench.workload;

import java.util.List;
import java.util.Locale;
import org.HdrHistogram.Histogram;

/**
 * One report interval, as the engine hands it to the workload for its interval line: the latency
 * histograms (microseconds) of the units completed in it per kind, those of them late per kind
 * (above the kind's response time limit), its length, the time since the session started, the
 * connections lost in it, and the session's retried errors and reconnects so far (a workload that
 * prints rates keeps the last values itself).
 */
public record Interval(
        List<? extends Kind> kinds,
        List<Histogram> byKind,
        List<Long> late,
        double intervalSecs,
        double elapsedSecs,
        long lostConnections,
        long retriedSoFar,
        long reconnectsSoFar) {

    public Histogram of(Kind kind) {
        return byKind.get(kind.ordinal());
    }

    /** Units completed in the interval, every kind. */
    public long completed() {
        return byKind.stream().mapToLong(Histogram::getTotalCount).sum();
    }

    /** {@code count} per minute of the interval. */
    public double perMinute(long count) {
        return count / (Math.max(intervalSecs, 1e-3) / 60);
    }

    /**
     * The line in the spirit of tpcc-mysql: the elapsed seconds, then {@code headline}, then per
     * kind the count, p90 and max in ms, and the connections lost if any.
     */
    public String line(String headline) {
        return line(headline, kinds);
    }

    /** {@link #line(String)} with the kinds {@code shown} only (those a storage-engine test runs). */
    public String line(String headline, List<? extends Kind> shown) {
        StringBuilder sb = new StringBuilder(String.format(Locale.ROOT, "[%5.0fs] %s |", elapsedSecs, headline));
        for (Kind k : shown) {
            Histogram h = of(k);
            sb.append(String.format(
                    Locale.ROOT,
                    " %s %d (p90 %.0f max %.0f ms)",
                    k.shortName(),
                    h.getTotalCount(),
                    h.getValueAtPercentile(90) / 1000.0,
                    h.getMaxValue() / 1000.0));
        }
        sb.append(lateSuffix());
        if (lostConnections > 0) {
            sb.append(String.format(Locale.ROOT, " | %d connection(s) lost: terminals reconnect", lostConnections));
        }
        return sb.toString();
    }

    /**
     * {@code " | late NO 3 SL 1"}: the kinds with units above their response time limit in the
     * interval (tpcc-mysql's {@code lt}), or nothing when none was late.
     */
    public String lateSuffix() {
        StringBuilder sb = new StringBuilder();
        for (Kind k : kinds) {
            long n = late.get(k.ordinal());
            if (n > 0) {
                sb.append(sb.isEmpty() ? " | late" : "")
                        .append(' ')
                        .append(k.shortName())
                        .append(' ')
                        .append(n);
            }
        }
        return sb.toString();
    }
}
