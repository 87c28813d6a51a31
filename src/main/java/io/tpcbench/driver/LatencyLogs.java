package io.tpcbench.driver;

import io.tpcbench.config.TransactionType;
import io.tpcbench.metrics.LatencyTotals;
import io.tpcbench.report.HlogFiles;
import java.nio.file.Path;
import java.util.EnumMap;
import java.util.Map;

/**
 * HdrHistogram interval logs, one per transaction type plus the deferred Delivery:
 * {@code data/latency_<type>.hlog}, microseconds, one interval per report interval (empty ones
 * included, so that the report's time series show a stall as zero rather than skip it), readable
 * with HdrHistogram's HistogramLogReader and merged exactly across runs and drivers.
 */
final class LatencyLogs implements AutoCloseable {
    private final Map<TransactionType, HlogFiles.Log> logs = new EnumMap<>(TransactionType.class);
    private final HlogFiles.Log deferred;

    LatencyLogs(Path dataDir, long sessionStartMillis) {
        for (TransactionType t : TransactionType.values()) {
            logs.put(t, HlogFiles.create(dataDir.resolve("latency_" + t.name() + ".hlog"), sessionStartMillis));
        }
        deferred = HlogFiles.create(dataDir.resolve("latency_DELIVERY_BG.hlog"), sessionStartMillis);
    }

    /** Recorder interval histograms carry their own start and end stamps. */
    void append(LatencyTotals.Interval interval) {
        for (TransactionType t : TransactionType.values()) {
            logs.get(t).append(interval.byType().get(t));
        }
        deferred.append(interval.deferredDelivery());
    }

    @Override
    public void close() {
        logs.values().forEach(HlogFiles.Log::close);
        deferred.close();
    }
}
