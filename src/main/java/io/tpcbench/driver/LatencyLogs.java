package io.tpcbench.driver;

import io.tpcbench.config.TransactionType;
import io.tpcbench.metrics.LatencyTotals;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.EnumMap;
import java.util.Map;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramLogWriter;

/**
 * HdrHistogram interval logs, one per transaction type plus the deferred Delivery:
 * {@code data/latency_<type>.hlog}, microseconds, one interval per report interval (empty ones
 * included), readable with HdrHistogram's HistogramLogReader and merged exactly across runs.
 */
final class LatencyLogs implements AutoCloseable {
    private final Map<TransactionType, Writer> writers = new EnumMap<>(TransactionType.class);
    private final Writer deferred;

    private record Writer(PrintStream stream, HistogramLogWriter log) {}

    LatencyLogs(Path dataDir, long sessionStartMillis) {
        for (TransactionType t : TransactionType.values()) {
            writers.put(t, open(dataDir.resolve("latency_" + t.name() + ".hlog"), sessionStartMillis));
        }
        deferred = open(dataDir.resolve("latency_DELIVERY_BG.hlog"), sessionStartMillis);
    }

    private static Writer open(Path file, long startMillis) {
        try {
            PrintStream ps = new PrintStream(file.toFile(), java.nio.charset.StandardCharsets.UTF_8);
            HistogramLogWriter w = new HistogramLogWriter(ps);
            w.outputComment("tpcbench latency log, microseconds");
            w.outputStartTime(startMillis);
            w.setBaseTime(startMillis);
            w.outputLogFormatVersion();
            w.outputLegend();
            return new Writer(ps, w);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create " + file, e);
        }
    }

    void append(LatencyTotals.Interval interval) {
        for (TransactionType t : TransactionType.values()) {
            write(writers.get(t), interval.byType().get(t));
        }
        write(deferred, interval.deferredDelivery());
    }

    /**
     * Recorder interval histograms carry their own start and end stamps. Empty intervals are
     * written too, so that the report's time series show a stall as zero rather than skip it.
     */
    private static void write(Writer w, Histogram h) {
        w.log().outputIntervalHistogram(h);
    }

    @Override
    public void close() {
        writers.values().forEach(w -> w.stream().close());
        deferred.stream().close();
    }
}
