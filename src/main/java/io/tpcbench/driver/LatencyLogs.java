package io.tpcbench.driver;

import io.tpcbench.metrics.LatencyTotals;
import io.tpcbench.report.HlogFiles;
import io.tpcbench.workload.Kind;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * HdrHistogram interval logs, one per kind of the workload plus its deferred work:
 * {@code data/latency_<kind>.hlog}, microseconds, one interval per report interval (empty ones
 * included, so that the report's time series show a stall as zero rather than skip it), readable
 * with HdrHistogram's HistogramLogReader and merged exactly across runs and drivers.
 */
final class LatencyLogs implements AutoCloseable {
    private final List<HlogFiles.Log> logs;
    private final Optional<HlogFiles.Log> deferred;

    LatencyLogs(Path dataDir, long sessionStartMillis, List<? extends Kind> kinds, Optional<Kind> deferredKind) {
        logs = kinds.stream()
                .map(k -> HlogFiles.create(file(dataDir, k), sessionStartMillis))
                .toList();
        deferred = deferredKind.map(k -> HlogFiles.create(file(dataDir, k), sessionStartMillis));
    }

    private static Path file(Path dataDir, Kind kind) {
        return dataDir.resolve("latency_" + kind.name() + ".hlog");
    }

    /** Recorder interval histograms carry their own start and end stamps. */
    void append(LatencyTotals.Interval interval) {
        for (int i = 0; i < logs.size(); i++) {
            logs.get(i).append(interval.byKind().get(i));
        }
        deferred.ifPresent(d -> d.append(interval.deferred()));
    }

    @Override
    public void close() {
        logs.forEach(HlogFiles.Log::close);
        deferred.ifPresent(HlogFiles.Log::close);
    }
}
