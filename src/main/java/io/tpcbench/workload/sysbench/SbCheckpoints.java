package io.tpcbench.workload.sysbench;

import io.tpcbench.workload.Tally;
import io.tpcbench.workload.TerminalSpread;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLongArray;
import java.util.function.Consumer;
import java.util.function.Supplier;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.Recorder;

/**
 * sysbench's {@code --report-checkpoints}: at each given second from the run's start, the full
 * closing block of what happened since the previous checkpoint (or the window's start), headed
 * {@code [ Ns ] Checkpoint report:}, with the counters then reset for the next one. Its total
 * time is the time since the start, its rates over the period, as sysbench prints them. Said on
 * the console and appended to {@code data/checkpoints.txt}.
 */
final class SbCheckpoints {
    /** The latencies' range and precision, as the engine's (microseconds up to an hour, 3 digits). */
    private static final long HIGHEST_MICROS = 3_600_000_000L;

    private final List<Integer> seconds;
    private final int terminals;
    private final int percentile;
    private final boolean histogram;
    private final Consumer<String> out;
    private final Path file;
    private final Recorder latencies = new Recorder(HIGHEST_MICROS, 3);
    private final AtomicLongArray events;
    private final AtomicLongArray busyNanos;
    private final CountDownLatch stopped = new CountDownLatch(1);
    private volatile boolean measuring;
    /** False once the file could not be written (the checkpoint thread's own). */
    private boolean writable = true;

    SbCheckpoints(List<Integer> seconds, int terminals, SysbenchOptions options, Consumer<String> out, Path file) {
        this.seconds = List.copyOf(seconds);
        this.terminals = terminals;
        this.percentile = options.percentile();
        this.histogram = options.histogram();
        this.out = out;
        this.file = file;
        this.events = new AtomicLongArray(terminals);
        this.busyNanos = new AtomicLongArray(terminals);
    }

    /** An event of terminal {@code terminal} (from 0) completed in {@code latencyNanos}: counted once the window runs. */
    void completed(int terminal, long latencyNanos) {
        if (!measuring) {
            return;
        }
        latencies.recordValue(Math.min(Math.max(latencyNanos / 1000, 0), HIGHEST_MICROS));
        events.incrementAndGet(terminal % terminals);
        busyNanos.addAndGet(terminal % terminals, latencyNanos);
    }

    /**
     * The window starts: from now on events count, and a thread reports at each checkpoint, timed
     * from {@code runStartNanos}; {@code counts} gives the run's reads, writes, other, ignored
     * errors and reconnects so far, in that order, read at each checkpoint.
     */
    void start(long runStartNanos, Supplier<long[]> counts) {
        latencies.reset();
        measuring = true;
        Thread.ofPlatform().daemon().name("sysbench-checkpoints").start(() -> report(runStartNanos, counts));
    }

    /** The run ends: no more checkpoints. */
    void stop() {
        stopped.countDown();
    }

    private void report(long runStartNanos, Supplier<long[]> counts) {
        long[] last = counts.get();
        long periodStart = System.nanoTime();
        Histogram period = null;
        try {
            for (int s : seconds) {
                long at = runStartNanos + s * 1_000_000_000L;
                long wait = at - System.nanoTime();
                if (wait > 0 && stopped.await(wait, TimeUnit.NANOSECONDS)) {
                    return;
                }
                if (stopped.getCount() == 0) {
                    return;
                }
                long now = System.nanoTime();
                long[] c = counts.get();
                period = latencies.getIntervalHistogram(period);
                long[] perTerminal = new long[terminals];
                double[] busy = new double[terminals];
                for (int t = 0; t < terminals; t++) {
                    perTerminal[t] = events.getAndSet(t, 0);
                    busy[t] = busyNanos.getAndSet(t, 0) / 1e9;
                }
                String block = block(
                        (now - runStartNanos) / 1e9,
                        (now - periodStart) / 1e9,
                        new long[] {c[0] - last[0], c[1] - last[1], c[2] - last[2], c[3] - last[3], c[4] - last[4]},
                        period,
                        perTerminal,
                        busy);
                last = c;
                periodStart = now;
                out.accept(block);
                append(block);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** One checkpoint's report: its head line, the closing block of the period, a blank line. */
    String block(double totalSecs, double periodSecs, long[] c, Histogram period, long[] perTerminal, double[] busy) {
        long n = 0;
        for (long e : perTerminal) {
            n += e;
        }
        StringBuilder sb = new StringBuilder(String.format(Locale.ROOT, "[ %.0fs ] Checkpoint report:", totalSecs));
        for (String line : SbReport.lines(
                percentile,
                n,
                c[0],
                c[1],
                c[2],
                c[3],
                c[4],
                periodSecs,
                totalSecs,
                period,
                spread(perTerminal, busy),
                terminals,
                histogram)) {
            sb.append('\n').append(line);
        }
        return sb.append('\n').toString();
    }

    private static TerminalSpread spread(long[] events, double[] busySecs) {
        double mean = 0;
        double busyMean = 0;
        long min = Long.MAX_VALUE;
        long max = 0;
        for (int i = 0; i < events.length; i++) {
            mean += events[i];
            busyMean += busySecs[i];
            min = Math.min(min, events[i]);
            max = Math.max(max, events[i]);
        }
        mean /= events.length;
        busyMean /= events.length;
        double var = 0;
        double busyVar = 0;
        for (int i = 0; i < events.length; i++) {
            var += (events[i] - mean) * (events[i] - mean);
            busyVar += (busySecs[i] - busyMean) * (busySecs[i] - busyMean);
        }
        return new TerminalSpread(
                min, max, mean, Math.sqrt(var / events.length), busyMean, Math.sqrt(busyVar / events.length));
    }

    /** Appends to the file; one that cannot be written is said once and left, the console goes on. */
    private void append(String block) {
        if (!writable) {
            return;
        }
        try {
            Files.writeString(
                    file, block + "\n", StandardCharsets.UTF_8, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
        } catch (IOException e) {
            writable = false;
            out.accept("The checkpoint reports go on on the console only: " + file + " cannot be written (" + e + ")");
        }
    }

    /** The run's counts the checkpoints read, from the live {@code tally} and the run's statement counts. */
    static Supplier<long[]> counts(Tally tally, Supplier<long[]> statements) {
        return () -> {
            long[] s = statements.get();
            return new long[] {s[0], s[1], s[2], tally.retriedErrors(), tally.reconnects()};
        };
    }
}
