package io.tpcbench.metrics;

import io.tpcbench.workload.Kind;
import java.util.List;
import org.HdrHistogram.Histogram;

/**
 * Everything the engine measures in the measurement window, per kind of the workload, written by
 * terminals and background workers concurrently (LongAdders and HdrHistogram recorders, no locks
 * on the hot path).
 */
public final class RunStats {
    private final List<Kind> kinds;
    private final TypeStats[] types;
    private final DeferredStats deferred = new DeferredStats();
    private final Faults faults = new Faults();
    private final List<EndpointStats> endpoints;
    private final LatencySink sink;

    /** A run of {@code kinds} against one endpoint, the conn URL's server. */
    public RunStats(List<? extends Kind> kinds) {
        this(kinds, List.of("conn"));
    }

    /** A run of {@code kinds} whose connections spread over the named endpoints. */
    public RunStats(List<? extends Kind> kinds, List<String> endpointNames) {
        this(kinds, endpointNames, 0);
    }

    /**
     * A run whose units are late above {@code responseTimeLimitSecs} (every kind), or above each
     * kind's own limit when that is 0 ({@link Kind#responseTimeLimitSecs()}).
     */
    public RunStats(List<? extends Kind> kinds, List<String> endpointNames, double responseTimeLimitSecs) {
        this(kinds, endpointNames, responseTimeLimitSecs, LatencySink.NONE);
    }

    /** {@link #RunStats(List, List, double)} whose completed units' latencies {@code sink} hears too (live metrics). */
    public RunStats(
            List<? extends Kind> kinds, List<String> endpointNames, double responseTimeLimitSecs, LatencySink sink) {
        this.sink = sink;
        this.kinds = List.copyOf(kinds);
        this.types = new TypeStats[kinds.size()];
        for (Kind k : this.kinds) {
            double secs = responseTimeLimitSecs > 0 ? responseTimeLimitSecs : k.responseTimeLimitSecs();
            types[k.ordinal()] = new TypeStats(secs > 0 ? Math.round(secs * 1e6) : Long.MAX_VALUE);
        }
        endpoints = endpointNames.stream().map(EndpointStats::new).toList();
    }

    /** The workload's kinds, in its order. */
    public List<Kind> kinds() {
        return kinds;
    }

    /** The endpoints, in the order of the {@code endpoints} key. */
    public List<EndpointStats> endpoints() {
        return endpoints;
    }

    public TypeStats of(Kind kind) {
        return types[kind.ordinal()];
    }

    /** Session-wide connection faults and committed writes (not limited to the window). */
    public Faults faults() {
        return faults;
    }

    /** The background workers' deferred work of the window. */
    public DeferredStats deferred() {
        return deferred;
    }

    /** A completed unit of the window (rolled back on purpose included). */
    public void completed(Kind kind, long latencyMicros, boolean rollback) {
        types[kind.ordinal()].complete(latencyMicros, rollback);
        sink.completed(kind.ordinal(), latencyMicros);
    }

    public void retried(Kind kind) {
        types[kind.ordinal()].retries.increment();
    }

    public void failed(Kind kind) {
        types[kind.ordinal()].failed.increment();
    }

    Histogram takeInterval(Kind kind, Histogram recycle) {
        return types[kind.ordinal()].takeInterval(recycle);
    }
}
