package io.tpcbench.metrics;

import io.tpcbench.config.TransactionType;
import java.util.EnumMap;
import java.util.Map;
import org.HdrHistogram.Histogram;

/**
 * The cumulative latency histograms of the window, fed interval by interval by the one reporter
 * thread, which also gets each interval's histograms for its progress line and the HdrHistogram
 * interval logs. Not thread-safe: only the reporter uses it.
 */
public final class LatencyTotals {
    private final RunStats stats;
    private final Map<TransactionType, Histogram> totals = new EnumMap<>(TransactionType.class);
    private final Histogram deferredDeliveryTotal = TypeStats.emptyHistogram();

    /** One interval's histograms, per type. */
    public record Interval(Map<TransactionType, Histogram> byType, Histogram deferredDelivery) {}

    public LatencyTotals(RunStats stats) {
        this.stats = stats;
        for (TransactionType t : TransactionType.values()) {
            totals.put(t, TypeStats.emptyHistogram());
        }
    }

    /** Takes what was recorded since the last call, adds it to the totals and returns it. */
    public Interval drain() {
        Map<TransactionType, Histogram> interval = new EnumMap<>(TransactionType.class);
        for (TransactionType t : TransactionType.values()) {
            Histogram h = stats.takeInterval(t, null);
            totals.get(t).add(h);
            interval.put(t, h);
        }
        Histogram deferred = stats.takeDeferredDelivery(null);
        deferredDeliveryTotal.add(deferred);
        return new Interval(interval, deferred);
    }

    public Histogram total(TransactionType type) {
        return totals.get(type);
    }

    public Histogram deferredDelivery() {
        return deferredDeliveryTotal;
    }
}
