package io.tpcbench.report;

import io.tpcbench.config.OutputException;
import java.io.BufferedOutputStream;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;
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

    /**
     * A log being written; every interval histogram keeps its own epoch-millisecond stamps. A
     * write that fails (disk full) is an {@link OutputException}, never lost in the PrintStream
     * that HdrHistogram's writer takes.
     */
    public static final class Log implements AutoCloseable {
        private final Path file;
        private final KeptError out;
        private final PrintStream stream;
        private final HistogramLogWriter writer;

        private Log(Path file, KeptError out, PrintStream stream, HistogramLogWriter writer) {
            this.file = file;
            this.out = out;
            this.stream = stream;
            this.writer = writer;
        }

        /** Appends one interval and flushes it to the file; throws {@link OutputException} if it cannot. */
        public void append(Histogram interval) {
            writer.outputIntervalHistogram(interval);
            if (stream.checkError()) {
                throw new OutputException(file, out.error != null ? out.error : new IOException("write error"));
            }
        }

        @Override
        public void close() {
            stream.close();
        }
    }

    /** A new log whose times count from {@code startMillis} (the session's start). */
    public static Log create(Path file, long startMillis) {
        try {
            KeptError out = new KeptError(Files.newOutputStream(file));
            PrintStream ps = new PrintStream(out, false, StandardCharsets.UTF_8);
            HistogramLogWriter w = new HistogramLogWriter(ps);
            w.outputComment("tpcbench latency log, microseconds");
            w.outputStartTime(startMillis);
            w.setBaseTime(startMillis);
            w.outputLogFormatVersion();
            w.outputLegend();
            return new Log(file, out, ps, w);
        } catch (IOException e) {
            throw new OutputException(file, e);
        }
    }

    /** Keeps the last write error, which a PrintStream would only report as a flag. */
    private static final class KeptError extends FilterOutputStream {
        private volatile IOException error;

        KeptError(OutputStream out) {
            super(new BufferedOutputStream(out, 1 << 16));
        }

        @Override
        public void write(byte[] b, int off, int len) throws IOException {
            kept(() -> out.write(b, off, len));
        }

        @Override
        public void write(int b) throws IOException {
            kept(() -> out.write(b));
        }

        @Override
        public void flush() throws IOException {
            kept(out::flush);
        }

        private void kept(Io io) throws IOException {
            try {
                io.run();
            } catch (IOException e) {
                error = e;
                throw e;
            }
        }

        private interface Io {
            void run() throws IOException;
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
