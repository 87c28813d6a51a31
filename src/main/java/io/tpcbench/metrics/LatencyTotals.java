package io.tpcbench.metrics;

import io.tpcbench.workload.Kind;
import java.util.ArrayList;
import java.util.List;
import org.HdrHistogram.Histogram;

/**
 * The cumulative latency histograms of the window, fed interval by interval by the one reporter
 * thread, which also gets each interval's histograms for its progress line and the HdrHistogram
 * interval logs. Not thread-safe: only the reporter uses it.
 */
public final class LatencyTotals {
    private final RunStats stats;
    private final List<Histogram> totals = new ArrayList<>();
    private final Histogram deferredTotal = TypeStats.emptyHistogram();

    /** One interval's histograms, per kind in the workload's order, and the deferred work's. */
    public record Interval(List<Histogram> byKind, Histogram deferred) {
        public Histogram of(Kind kind) {
            return byKind.get(kind.ordinal());
        }
    }

    public LatencyTotals(RunStats stats) {
        this.stats = stats;
        for (int i = 0; i < stats.kinds().size(); i++) {
            totals.add(TypeStats.emptyHistogram());
        }
    }

    /** Takes what was recorded since the last call, adds it to the totals and returns it. */
    public Interval drain() {
        List<Histogram> interval = new ArrayList<>();
        for (Kind k : stats.kinds()) {
            Histogram h = stats.takeInterval(k, null);
            totals.get(k.ordinal()).add(h);
            interval.add(h);
        }
        Histogram deferred = stats.deferred().takeInterval(null);
        deferredTotal.add(deferred);
        return new Interval(List.copyOf(interval), deferred);
    }

    public Histogram total(Kind kind) {
        return totals.get(kind.ordinal());
    }

    /** The deferred work's hand-over-to-completion latencies of the window. */
    public Histogram deferred() {
        return deferredTotal;
    }
}
