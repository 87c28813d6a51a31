package io.tpcbench.workload.chbench;

import java.util.ArrayList;
import java.util.List;

/**
 * The primary's orders over time ({@link Freshness}'s samples, in time order; orders never fall),
 * and from them a query's freshness: the time from the first sample that held an order the query
 * does not see to the query's start, and the orders it does not see of the last sample before it.
 * Thread-safe.
 */
final class FreshnessSamples {
    private record Sample(long nanos, long orders) {}

    private final List<Sample> samples = new ArrayList<>();

    synchronized void add(long nanos, long orders) {
        samples.add(new Sample(nanos, orders));
    }

    /** The freshness of a query that started at {@code startNanos} and sees {@code seen} orders. */
    synchronized Freshness.Reading reading(long startNanos, long seen) {
        int lo = 0;
        int hi = samples.size();
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (samples.get(mid).orders() > seen) {
                hi = mid;
            } else {
                lo = mid + 1;
            }
        }
        if (lo == samples.size() || samples.get(lo).nanos() > startNanos) {
            return new Freshness.Reading(0, 0);
        }
        Sample latest = samples.get(lo);
        for (int i = samples.size() - 1; i > lo; i--) {
            if (samples.get(i).nanos() <= startNanos) {
                latest = samples.get(i);
                break;
            }
        }
        return new Freshness.Reading((startNanos - samples.get(lo).nanos()) / 1e9, latest.orders() - seen);
    }
}
