package io.tpcbench.metrics;

import io.prometheus.metrics.core.metrics.CounterWithCallback;
import io.prometheus.metrics.core.metrics.Metric;
import io.prometheus.metrics.model.snapshots.Labels;
import io.tpcbench.workload.LoadCounts;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * A build's or load's series, read from the loads it watches at each scrape: rows written per
 * table and the load's units of work done (TPC-C's warehouses, sysbench's tables, TPC-H's chunks).
 */
final class LoadMetrics {
    private LoadMetrics() {}

    static List<Metric> of(Labels labels, List<LoadCounts> loads) {
        return List.of(
                CounterWithCallback.builder()
                        .name("tpcbench_load_rows")
                        .help("Rows the load has written, per table")
                        .labelNames("table")
                        .constLabels(labels)
                        .callback(cb -> {
                            Map<String, Long> rows = new TreeMap<>();
                            loads.forEach(l -> l.rowsByTable().forEach((t, n) -> rows.merge(t, n, Long::sum)));
                            rows.forEach((t, n) -> cb.call(n, t));
                        })
                        .build(),
                CounterWithCallback.builder()
                        .name("tpcbench_load_jobs")
                        .help("The load's units of work done (TPC-C's warehouses, sysbench's tables, TPC-H's chunks)")
                        .constLabels(labels)
                        .callback(cb -> cb.call(
                                loads.stream().mapToLong(LoadCounts::jobsDone).sum()))
                        .build());
    }
}
