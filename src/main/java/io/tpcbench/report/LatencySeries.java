package io.tpcbench.report;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.HdrHistogram.Histogram;

/**
 * One latency log ({@code data/latency_<type>.hlog}) read back: per report interval the count
 * and percentiles, with the interval clipped to the measurement window, and the window's whole
 * histogram (the exact sum of the intervals, as in the summary).
 *
 * @param points the intervals that overlap the window by at least {@link #MIN_SPAN_SECS}
 * @param total every latency of the log, microseconds
 */
public record LatencySeries(List<Point> points, Histogram total) {
    /** Slivers of an interval at the window's edges are left out of the time series (not of the total). */
    static final double MIN_SPAN_SECS = 1.0;

    /**
     * One interval, times in seconds from the session start, latencies in milliseconds.
     *
     * @param count transactions completed in the interval
     */
    public record Point(double startSecs, double endSecs, long count, double p50Ms, double p90Ms, double p99Ms) {
        /** Transactions per minute over the interval. */
        public double perMinute() {
            return count * 60.0 / (endSecs - startSecs);
        }

        public double midSecs() {
            return (startSecs + endSecs) / 2;
        }
    }

    /** An empty series, for a log that does not exist (no transaction of the type ran). */
    static LatencySeries empty() {
        return new LatencySeries(List.of(), new Histogram(3));
    }

    static LatencySeries read(Path hlog, RunSummary.Window window) {
        List<Point> points = new ArrayList<>();
        Histogram total = new Histogram(3);
        for (Histogram h : HlogFiles.intervals(hlog)) {
            total.add(h);
            double start = Math.max(h.getStartTimeStamp(), window.startEpochMillis());
            double end = Math.min(h.getEndTimeStamp(), window.endEpochMillis());
            if ((end - start) / 1000 >= MIN_SPAN_SECS) {
                points.add(point(
                        h,
                        (start - window.sessionStartEpochMillis()) / 1000,
                        (end - window.sessionStartEpochMillis()) / 1000));
            }
        }
        return new LatencySeries(List.copyOf(points), total);
    }

    private static Point point(Histogram h, double startSecs, double endSecs) {
        return new Point(startSecs, endSecs, h.getTotalCount(), ms(h, 50), ms(h, 90), ms(h, 99));
    }

    private static double ms(Histogram h, double percentile) {
        return h.getTotalCount() == 0 ? Double.NaN : h.getValueAtPercentile(percentile) / 1000.0;
    }
}
