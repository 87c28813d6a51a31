package io.tpcbench.workload.sysbench;

import io.tpcbench.workload.TerminalSpread;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
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
        // the sum (and so the mean) exactly, from the terminals' own sums; min, max and the
        // percentile from the histogram (3 significant digits)
        double sumMs = spread == null ? 0 : spread.busyMeanSecs() * threads * 1000;
        l.add("Latency (ms):");
        l.add(f("         min: %39.2f", latencies.getTotalCount() == 0 ? 0 : latencies.getMinValue() / 1000.0));
        l.add(f("         avg: %39.2f", events == 0 ? 0 : sumMs / events));
        l.add(f("         max: %39.2f", latencies.getMaxValue() / 1000.0));
        l.add(
                percentile == 0
                        ? "         percentile stats:               disabled"
                        : f(
                                "        %3dth percentile: %27.2f",
                                percentile, latencies.getValueAtPercentile(percentile) / 1000.0));
        l.add(f("         sum: %39.2f", sumMs));
        l.add("");
        l.add("Threads fairness:");
        l.add(f(
                "    events (avg/stddev):           %.4f/%3.2f",
                spread == null ? 0 : spread.mean(), spread == null ? 0 : spread.stddev()));
        l.add(f(
                "    execution time (avg/stddev):   %.4f/%3.2f",
                spread == null ? 0 : spread.busyMeanSecs(), spread == null ? 0 : spread.busyStddevSecs()));
        return l;
    }

    private static String f(String format, Object... args) {
        return String.format(Locale.ROOT, format, args);
    }
}
