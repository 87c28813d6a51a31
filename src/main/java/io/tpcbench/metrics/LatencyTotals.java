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

    private final long[] lateSoFar;

    /**
     * One interval's histograms, per kind in the workload's order, the deferred work's, and per
     * kind the units that were late.
     */
    public record Interval(List<Histogram> byKind, Histogram deferred, List<Long> late) {
        public Histogram of(Kind kind) {
            return byKind.get(kind.ordinal());
        }
    }

    public LatencyTotals(RunStats stats) {
        this.stats = stats;
        this.lateSoFar = new long[stats.kinds().size()];
        for (int i = 0; i < stats.kinds().size(); i++) {
            totals.add(TypeStats.emptyHistogram());
        }
    }

    /** Takes what was recorded since the last call, adds it to the totals and returns it. */
    public Interval drain() {
        List<Histogram> interval = new ArrayList<>();
        List<Long> late = new ArrayList<>();
        for (Kind k : stats.kinds()) {
            Histogram h = stats.takeInterval(k, null);
            totals.get(k.ordinal()).add(h);
            interval.add(h);
            long now = stats.of(k).late();
            late.add(now - lateSoFar[k.ordinal()]);
            lateSoFar[k.ordinal()] = now;
        }
        Histogram deferred = stats.deferred().takeInterval(null);
        deferredTotal.add(deferred);
        return new Interval(List.copyOf(interval), deferred, List.copyOf(late));
    }

    public Histogram total(Kind kind) {
        return totals.get(kind.ordinal());
    }

    /** The deferred work's hand-over-to-completion latencies of the window. */
    public Histogram deferred() {
        return deferredTotal;
    }
}
