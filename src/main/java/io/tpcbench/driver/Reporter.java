package io.tpcbench.driver;

import io.tpcbench.config.TransactionType;
import io.tpcbench.metrics.Faults;
import io.tpcbench.metrics.LatencyTotals;
import java.util.Locale;
import java.util.function.Consumer;
import org.HdrHistogram.Histogram;

/**
 * The one reporter: every interval it drains the recorders into the totals, hands the interval
 * histograms to the latency logs and prints a line in the spirit of tpcc-mysql: per type the
 * count, p90 and max in ms, and the tpmC and tpmTOTAL of the interval, plus the connections
 * lost in it (a restart or network stall shows as it happens; HikariCP's per-connection warnings
 * are silenced in log4j2.xml).
 */
final class Reporter {
    private final LatencyTotals totals;
    private final Faults faults;
    private final LatencyLogs logs;
    private final Consumer<String> out;
    private final long sessionStartNanos;
    private long lastNanos;
    private long lastLosses;

    Reporter(LatencyTotals totals, Faults faults, LatencyLogs logs, Consumer<String> out, long sessionStartNanos) {
        this.totals = totals;
        this.faults = faults;
        this.logs = logs;
        this.out = out;
        this.sessionStartNanos = sessionStartNanos;
        this.lastNanos = sessionStartNanos;
    }

    /** Drains one interval; prints its line when {@code print}. */
    void tick(boolean print) {
        long now = System.nanoTime();
        LatencyTotals.Interval interval = totals.drain();
        logs.append(interval);
        long losses = faults.connectionLosses();
        if (print) {
            out.accept(line(interval, (now - lastNanos) / 1e9, (now - sessionStartNanos) / 1e9, losses - lastLosses));
        }
        lastNanos = now;
        lastLosses = losses;
    }

    static String line(LatencyTotals.Interval interval, double intervalSecs, double elapsedSecs, long lostConnections) {
        StringBuilder sb = new StringBuilder();
        long all = 0;
        for (TransactionType t : TransactionType.values()) {
            Histogram h = interval.byType().get(t);
            all += h.getTotalCount();
            sb.append(String.format(Locale.ROOT, " %s %d (p90 %.0f max %.0f ms)", t.shortName(), h.getTotalCount(),
                    h.getValueAtPercentile(90) / 1000.0, h.getMaxValue() / 1000.0));
        }
        double minutes = Math.max(intervalSecs, 1e-3) / 60;
        long newOrders = interval.byType().get(TransactionType.NEW_ORDER).getTotalCount();
        sb.insert(0, String.format(Locale.ROOT, "[%5.0fs] tpmC %,.0f tpmTOTAL %,.0f |", elapsedSecs,
                newOrders / minutes, all / minutes));
        if (lostConnections > 0) {
            sb.append(String.format(Locale.ROOT, " | %d connection(s) lost: terminals reconnect", lostConnections));
        }
        return sb.toString();
    }
}
