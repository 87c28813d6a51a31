package io.tpcbench.metrics;

import io.tpcbench.config.TransactionType;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.Recorder;

/**
 * Everything measured in the measurement window, written by terminals and delivery workers
 * concurrently (LongAdders and HdrHistogram recorders, no locks on the hot path).
 */
public final class RunStats {
    private final Map<TransactionType, TypeStats> types = new EnumMap<>(TransactionType.class);
    private final MixCounters mix = new MixCounters();
    private final Recorder deferredDelivery = new Recorder(TypeStats.HIGHEST_MICROS, 3);
    private final Faults faults = new Faults();
    private final List<EndpointStats> endpoints;

    /** A run against one endpoint, the conn URL's server. */
    public RunStats() {
        this(List.of("conn"));
    }

    /** A run whose connections spread over the named endpoints. */
    public RunStats(List<String> endpointNames) {
        for (TransactionType t : TransactionType.values()) {
            types.put(t, new TypeStats());
        }
        endpoints = endpointNames.stream().map(EndpointStats::new).toList();
    }

    /** The endpoints, in the order of the {@code endpoints} key. */
    public List<EndpointStats> endpoints() {
        return endpoints;
    }

    public TypeStats of(TransactionType type) {
        return types.get(type);
    }

    /** Session-wide connection faults and committed writes (not limited to the window). */
    public Faults faults() {
        return faults;
    }

    public MixCounters mix() {
        return mix;
    }

    /** A completed transaction of the window (New-Orders rolled back on purpose included). */
    public void completed(TransactionType type, long latencyMicros, boolean rollback) {
        types.get(type).complete(latencyMicros, rollback);
    }

    /** A committed New-Order's lines (TPC-C 2.4.1.5: about 1% remote). */
    public void newOrderLines(int lines, int remoteLines) {
        mix.orderLines.add(lines);
        mix.remoteOrderLines.add(remoteLines);
    }

    /** A Payment's customer: of another warehouse (~15%), chosen by last name (~60%). */
    public void paymentCustomer(boolean remote, boolean byName) {
        if (remote) {
            mix.remotePayments.increment();
        }
        if (byName) {
            mix.byNamePayments.increment();
        }
    }

    /** An Order-Status customer chosen by last name (~60%). */
    public void orderStatusByName() {
        mix.byNameOrderStatus.increment();
    }

    public void retried(TransactionType type) {
        types.get(type).retries.increment();
    }

    public void failed(TransactionType type) {
        types.get(type).failed.increment();
    }

    /** A deferred delivery of the window: queue-to-completion time and skipped districts. */
    public void deliveryCompleted(long latencyMicros, int skippedDistricts) {
        mix.deliveriesDone.increment();
        if (skippedDistricts > 0) {
            mix.deliveriesSkipped.increment();
            mix.districtsSkipped.add(skippedDistricts);
        }
        deferredDelivery.recordValue(Math.min(Math.max(latencyMicros, 0), TypeStats.HIGHEST_MICROS));
    }

    /** The deferred deliveries queued and not yet taken by a worker when the window starts. */
    public void deliveryBacklogAtStart(long queued, int workers) {
        mix.backlogAtStart = queued;
        mix.deliveryWorkers = workers;
    }

    /** The deferred deliveries queued and not yet taken by a worker when the window ends. */
    public void deliveryBacklogAtEnd(long queued) {
        mix.backlogAtEnd = queued;
    }

    public void deliveryFailed() {
        mix.deliveriesFailed.increment();
    }

    Histogram takeInterval(TransactionType type, Histogram recycle) {
        return types.get(type).takeInterval(recycle);
    }

    Histogram takeDeferredDelivery(Histogram recycle) {
        return deferredDelivery.getIntervalHistogram(recycle);
    }
}
