package io.tpcbench.metrics;

import io.prometheus.metrics.core.metrics.CounterWithCallback;
import io.prometheus.metrics.core.metrics.GaugeWithCallback;
import io.prometheus.metrics.core.metrics.Metric;
import io.prometheus.metrics.model.snapshots.Labels;
import io.tpcbench.workload.Kind;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntSupplier;
import java.util.function.LongSupplier;
import java.util.function.ToLongFunction;

/**
 * A run's series, read from its {@link RunView} at each scrape: per kind the units completed,
 * rolled back on purpose, retried, failed and late in the window (the summary's counts), errors
 * by code and outcome, per endpoint its share, the terminals busy, the deferred backlog and the
 * phase. Names follow Prometheus' conventions: counters end in {@code _total}, times in {@code _seconds}.
 */
final class RunMetrics {
    private RunMetrics() {}

    static List<Metric> of(Labels labels, RunView view) {
        RunStats stats = view.stats();
        List<Metric> m = new ArrayList<>();
        m.add(perKind(
                labels,
                stats,
                "tpcbench_completed",
                "Units completed in the measurement window (committed, and" + " rolled back on purpose)",
                TypeStats::completed));
        m.add(perKind(
                labels,
                stats,
                "tpcbench_rolled_back",
                "Units of the window rolled back on purpose (TPC-C's 1%" + " of New-Orders), counted in completed too",
                TypeStats::rolledBack));
        m.add(perKind(
                labels,
                stats,
                "tpcbench_retried",
                "Attempts of the window retried after a deadlock, lock wait" + " timeout, conflict or an ignored error",
                TypeStats::retries));
        m.add(perKind(
                labels,
                stats,
                "tpcbench_failed",
                "Units of the window that failed after the retries (never" + " counted as completed)",
                TypeStats::failed));
        m.add(perKind(
                labels,
                stats,
                "tpcbench_late",
                "Units of the window completed above their response time" + " limit",
                TypeStats::late));
        m.add(CounterWithCallback.builder()
                .name("tpcbench_errors")
                .help("Errors of the window by error code (0: none, e.g. a lost connection) and outcome")
                .labelNames("code", "outcome")
                .constLabels(labels)
                .callback(cb -> stats.faults().errors().lines().forEach(l -> {
                    cb.call(l.retried(), Integer.toString(l.code()), "retried");
                    cb.call(l.failed(), Integer.toString(l.code()), "failed");
                }))
                .build());
        m.add(counter(
                labels,
                "tpcbench_connections_lost",
                "Connections lost over the session (a server restart or network stall)",
                () -> stats.faults().connectionLosses()));
        m.add(counter(
                labels,
                "tpcbench_reconnects",
                "Terminals and workers that completed a unit again after losing their connection",
                () -> stats.faults().reconnects()));
        m.add(perEndpoint(
                labels,
                stats,
                "tpcbench_endpoint_completed",
                "Units of the window completed through the" + " endpoint",
                EndpointStats::completedCount));
        m.add(perEndpoint(
                labels,
                stats,
                "tpcbench_endpoint_failed",
                "Units of the window failed through the" + " endpoint",
                EndpointStats::failedCount));
        m.add(perEndpoint(
                labels,
                stats,
                "tpcbench_endpoint_connections_lost",
                "Connections to the endpoint lost over" + " the session",
                EndpointStats::connectionLossCount));
        m.add(counter(
                labels,
                "tpcbench_deferred_completed",
                "Deferred units (TPC-C's queued Deliveries) completed in the window by the background workers",
                () -> stats.deferred().completed()));
        m.add(gauge(
                labels,
                "tpcbench_deferred_backlog",
                "Deferred units queued and not yet started",
                () -> view.backlog().getAsInt()));
        m.add(gauge(labels, "tpcbench_terminals", "Terminals of the run", view::terminals));
        m.add(gauge(
                labels,
                "tpcbench_terminals_busy",
                "Terminals running a unit now (not keying or thinking)",
                () -> view.busy().getAsInt()));
        m.add(GaugeWithCallback.builder()
                .name("tpcbench_phase")
                .help("The run's phase: 1 for the current one (rampup, measuring, drain, ended), 0 for the others")
                .labelNames("phase")
                .constLabels(labels)
                .callback(cb -> {
                    RunView.Phase now = view.phase().get();
                    for (RunView.Phase p : RunView.Phase.values()) {
                        cb.call(p == now ? 1 : 0, p.label());
                    }
                })
                .build());
        return m;
    }

    private static Metric perKind(
            Labels labels, RunStats stats, String name, String help, ToLongFunction<TypeStats> count) {
        return CounterWithCallback.builder()
                .name(name)
                .help(help)
                .labelNames("kind")
                .constLabels(labels)
                .callback(cb -> {
                    for (Kind k : stats.kinds()) {
                        cb.call(count.applyAsLong(stats.of(k)), k.name());
                    }
                })
                .build();
    }

    private static Metric perEndpoint(
            Labels labels, RunStats stats, String name, String help, ToLongFunction<EndpointStats> count) {
        return CounterWithCallback.builder()
                .name(name)
                .help(help)
                .labelNames("endpoint")
                .constLabels(labels)
                .callback(cb -> stats.endpoints().forEach(e -> cb.call(count.applyAsLong(e), e.name())))
                .build();
    }

    private static Metric counter(Labels labels, String name, String help, LongSupplier value) {
        return CounterWithCallback.builder()
                .name(name)
                .help(help)
                .constLabels(labels)
                .callback(cb -> cb.call(value.getAsLong()))
                .build();
    }

    private static Metric gauge(Labels labels, String name, String help, IntSupplier value) {
        return GaugeWithCallback.builder()
                .name(name)
                .help(help)
                .constLabels(labels)
                .callback(cb -> cb.call(value.getAsInt()))
                .build();
    }
}
