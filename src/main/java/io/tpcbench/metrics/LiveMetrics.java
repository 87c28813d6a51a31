package io.tpcbench.metrics;

import io.prometheus.metrics.core.datapoints.DistributionDataPoint;
import io.prometheus.metrics.core.metrics.Histogram;
import io.prometheus.metrics.core.metrics.Metric;
import io.prometheus.metrics.exporter.httpserver.HTTPServer;
import io.prometheus.metrics.model.registry.PrometheusRegistry;
import io.prometheus.metrics.model.snapshots.Labels;
import io.tpcbench.config.ConfigException;
import io.tpcbench.config.MetricsConfig;
import io.tpcbench.workload.Kind;
import io.tpcbench.workload.LoadCounts;
import java.io.IOException;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * Live Prometheus metrics of one command ({@code metricsPort}), served over HTTP by the official
 * client's server at {@code /metrics} while a build, load or run goes. Every series carries the
 * labels {@code workload} and {@code driver}; counts are read from the engine's own counters at
 * each scrape, and latencies go into one histogram per kind, classic buckets and native (the one
 * thing a unit adds to the hot path). A run's series stay until the command ends, so the last scrape sees
 * its final counts ({@link Scrapes#awaitOneMore}); the next run of the same command (a sweep's
 * point) replaces them.
 */
public final class LiveMetrics implements AutoCloseable {
    /** Latency buckets, seconds: 1-2-5 steps from a millisecond to an hour (TPC-C's to TPC-H's). */
    static final double[] BUCKETS = {
        0.001, 0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 3600
    };

    private final PrometheusRegistry registry;
    private final Optional<HTTPServer> server;
    private final Labels labels;
    private final List<LoadCounts> loads = new CopyOnWriteArrayList<>();
    private final List<Metric> runMetrics = new CopyOnWriteArrayList<>();
    private final Scrapes scrapes;

    private LiveMetrics(PrometheusRegistry registry, Optional<HTTPServer> server, Labels labels, Scrapes scrapes) {
        this.registry = registry;
        this.server = server;
        this.labels = labels;
        this.scrapes = scrapes;
        if (server.isPresent()) {
            LoadMetrics.of(labels, loads).forEach(registry::register);
            registry.register(scrapes.metric(labels));
        }
    }

    /** No metrics served: every call is a no-op. */
    public static LiveMetrics off() {
        return new LiveMetrics(new PrometheusRegistry(), Optional.empty(), Labels.EMPTY, new Scrapes());
    }

    /**
     * Serves the metrics as {@code config} says, labelled with {@code workload} and the driver; a
     * port that cannot be listened on is a configuration error naming it.
     */
    public static LiveMetrics serve(MetricsConfig config, String workload) {
        if (!config.enabled()) {
            return off();
        }
        Labels labels = Labels.of("workload", workload, "driver", config.driverLabel());
        PrometheusRegistry registry = new PrometheusRegistry();
        Scrapes scrapes = new Scrapes();
        try {
            HTTPServer http = HTTPServer.builder()
                    .hostname(config.bind())
                    .port(config.port())
                    .registry(registry)
                    .executorService(scrapes.executor())
                    .buildAndStart();
            return new LiveMetrics(registry, Optional.of(http), labels, scrapes);
        } catch (IOException | RuntimeException e) {
            throw new ConfigException("metricsPort=" + config.port() + ": cannot serve metrics on " + config.bind()
                    + ":" + config.port() + " (" + e.getMessage() + "); pick a free port, or metricsPort=0");
        }
    }

    /** Whether metrics are served. */
    public boolean enabled() {
        return server.isPresent();
    }

    /** The address the metrics are served on, e.g. {@code http://127.0.0.1:9464/metrics}. */
    public Optional<String> address(MetricsConfig config) {
        return server.map(s -> "http://" + config.bind() + ":" + s.getPort() + "/metrics");
    }

    /** Watches a load while it runs: its rows per table and jobs done are summed with the command's other loads. */
    public void watchLoad(LoadCounts counts) {
        if (enabled()) {
            loads.add(counts);
        }
    }

    /**
     * The histogram a new run's latencies go into, per kind, replacing an earlier run's series;
     * {@link LatencySink#NONE} when no metrics are served.
     */
    public LatencySink latencies(List<? extends Kind> kinds) {
        if (!enabled()) {
            return LatencySink.NONE;
        }
        runMetrics.forEach(registry::unregister);
        runMetrics.clear();
        Histogram histogram = Histogram.builder()
                .name("tpcbench_latency_seconds")
                .help("Response time of the units completed in the measurement window, from due to done")
                .labelNames("kind")
                .constLabels(labels)
                .classicUpperBounds(BUCKETS)
                .withoutExemplars()
                .build();
        register(histogram);
        DistributionDataPoint[] points = new DistributionDataPoint[kinds.size()];
        for (Kind k : kinds) {
            points[k.ordinal()] = histogram.labelValues(k.name());
        }
        return (kind, micros) -> points[kind].observe(micros / 1e6);
    }

    /** Watches a run's counts, busy terminals, backlog and phase until the next run or the end. */
    public void watchRun(RunView view) {
        if (enabled()) {
            RunMetrics.of(labels, view).forEach(this::register);
        }
    }

    private void register(Metric m) {
        registry.register(m);
        runMetrics.add(m);
    }

    @Override
    public void close() {
        server.ifPresent(s -> {
            scrapes.awaitOneMore(System.nanoTime());
            s.close();
        });
    }
}
