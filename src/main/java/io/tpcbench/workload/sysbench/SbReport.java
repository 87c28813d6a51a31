package io.tpcbench.workload.sysbench;

import io.tpcbench.workload.TerminalSpread;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.HdrHistogram.Histogram;

/**
 * sysbench's closing block, line for line in its format (db_driver.c, sysbench.c): SQL statistics,
 * general statistics, latency, threads fairness; over the measurement window (or a checkpoint's
 * period: the rates over {@code secs}, the total time {@code totalSecs} since the start); led by
 * the latency histogram with {@code histogram=on} ({@link SbHistogram}).
 */
final class SbReport {
    private SbReport() {}

    static List<String> lines(
            int percentile,
            long events,
            long reads,
            long writes,
            long other,
            long ignored,
            long reconnects,
            double secs,
            double totalSecs,
            Histogram latencies,
            TerminalSpread spread,
            int threads,
            boolean histogram) {
        long queries = reads + writes + other;
        List<String> l = new ArrayList<>();
        if (histogram && latencies.getTotalCount() > 0) {
            l.addAll(SbHistogram.lines(latencies));
        }
        l.add("SQL statistics:");
        l.add("    queries performed:");
        l.add(f("        read:                            %d", reads));
        l.add(f("        write:                           %d", writes));
        l.add(f("        other:                           %d", other));
        l.add(f("        total:                           %d", queries));
        l.add(f("    transactions:                        %-6d (%.2f per sec.)", events, events / secs));
        l.add(f("    queries:                             %-6d (%.2f per sec.)", queries, queries / secs));
        l.add(f("    ignored errors:                      %-6d (%.2f per sec.)", ignored, ignored / secs));
        l.add(f("    reconnects:                          %-6d (%.2f per sec.)", reconnects, reconnects / secs));
        l.add("");
        l.add("General statistics:");
        l.add(f("    total time:                          %.4fs", totalSecs));
        l.add(f("    total number of events:              %d", events));
        l.add("");
        Map<String, Double> m = measures(percentile, events, latencies, spread, threads);
        l.add("Latency (ms):");
        l.add(f("         min: %39.2f", m.get(MIN_MS)));
        l.add(f("         avg: %39.2f", m.get(AVG_MS)));
        l.add(f("         max: %39.2f", m.get(MAX_MS)));
        l.add(
                percentile == 0
                        ? "         percentile stats:               disabled"
                        : f("        %3dth percentile: %27.2f", percentile, m.get(PERCENTILE_MS)));
        l.add(f("         sum: %39.2f", m.get(SUM_MS)));
        l.add("");
        l.add("Threads fairness:");
        l.add(f("    events (avg/stddev):           %.4f/%3.2f", m.get(EVENTS_AVG), m.get(EVENTS_STDDEV)));
        l.add(f("    execution time (avg/stddev):   %.4f/%3.2f", m.get(BUSY_AVG_SECS), m.get(BUSY_STDDEV_SECS)));
        return l;
    }

    static final String MIN_MS = "latencyMinMs";
    static final String AVG_MS = "latencyAvgMs";
    static final String MAX_MS = "latencyMaxMs";
    static final String PERCENTILE_MS = "latencyPercentileMs";
    static final String SUM_MS = "latencySumMs";
    static final String EVENTS_AVG = "threadEventsAvg";
    static final String EVENTS_STDDEV = "threadEventsStddev";
    static final String BUSY_AVG_SECS = "threadBusyAvgSecs";
    static final String BUSY_STDDEV_SECS = "threadBusyStddevSecs";

    /**
     * The closing block's latency and fairness figures by name (the percentile's left out when
     * {@code percentile} is 0): the sum (and so the mean) exactly, from the terminals' own sums;
     * min, max and the percentile from the histogram (3 significant digits).
     */
    static Map<String, Double> measures(
            int percentile, long events, Histogram latencies, TerminalSpread spread, int threads) {
        double sumMs = spread == null ? 0 : spread.busyMeanSecs() * threads * 1000;
        Map<String, Double> m = new LinkedHashMap<>();
        m.put(MIN_MS, latencies.getTotalCount() == 0 ? 0 : latencies.getMinValue() / 1000.0);
        m.put(AVG_MS, events == 0 ? 0 : sumMs / events);
        m.put(MAX_MS, latencies.getMaxValue() / 1000.0);
        if (percentile != 0) {
            m.put(PERCENTILE_MS, latencies.getValueAtPercentile(percentile) / 1000.0);
        }
        m.put(SUM_MS, sumMs);
        m.put(EVENTS_AVG, spread == null ? 0 : spread.mean());
        m.put(EVENTS_STDDEV, spread == null ? 0 : spread.stddev());
        m.put(BUSY_AVG_SECS, spread == null ? 0 : spread.busyMeanSecs());
        m.put(BUSY_STDDEV_SECS, spread == null ? 0 : spread.busyStddevSecs());
        return m;
    }

    private static String f(String format, Object... args) {
        return String.format(Locale.ROOT, format, args);
    }
}
