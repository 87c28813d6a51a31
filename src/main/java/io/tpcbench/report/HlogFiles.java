package io.tpcbench.report;

import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.HdrHistogram.EncodableHistogram;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramLogReader;
import org.HdrHistogram.HistogramLogWriter;

/**
 * HdrHistogram interval logs ({@code data/latency_<type>.hlog}, microseconds): written by a run,
 * read by the report, and both by a merge of several drivers' results.
 */
public final class HlogFiles {
    private HlogFiles() {}

    /** A log being written; every interval histogram keeps its own epoch-millisecond stamps. */
    public static final class Log implements AutoCloseable {
        private final PrintStream stream;
        private final HistogramLogWriter writer;

        private Log(PrintStream stream, HistogramLogWriter writer) {
            this.stream = stream;
            this.writer = writer;
        }

        public void append(Histogram interval) {
            writer.outputIntervalHistogram(interval);
        }

        @Override
        public void close() {
            stream.close();
        }
    }

    /** A new log whose times count from {@code startMillis} (the session's start). */
    public static Log create(Path file, long startMillis) {
        try {
            PrintStream ps = new PrintStream(file.toFile(), StandardCharsets.UTF_8);
            HistogramLogWriter w = new HistogramLogWriter(ps);
            w.outputComment("tpcbench latency log, microseconds");
            w.outputStartTime(startMillis);
            w.setBaseTime(startMillis);
            w.outputLogFormatVersion();
            w.outputLegend();
            return new Log(ps, w);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create " + file, e);
        }
    }

    /** Every interval of a log in order, stamps in epoch milliseconds; none when the file does not exist. */
    static List<Histogram> intervals(Path hlog) {
        List<Histogram> intervals = new ArrayList<>();
        if (!Files.exists(hlog)) {
            return intervals;
        }
        try (HistogramLogReader reader = new HistogramLogReader(hlog.toFile())) {
            EncodableHistogram next;
            while ((next = reader.nextIntervalHistogram()) != null) {
                intervals.add((Histogram) next);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + hlog, e);
        } catch (RuntimeException e) {
            throw new IllegalStateException(hlog + " is not a readable HdrHistogram log: " + e.getMessage(), e);
        }
        return intervals;
    }
}
