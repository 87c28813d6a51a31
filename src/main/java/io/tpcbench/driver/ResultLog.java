package io.tpcbench.driver;

import io.tpcbench.config.OutputFailures;
import io.tpcbench.workload.Kind;
import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;

/**
 * {@code data/result.csv}: one row per measured transaction in BenchmarkSQL's columns
 * ({@code run,elapsed,latency,dblatency,ttype,rbk,dskipped,error}), times in milliseconds, elapsed
 * since the session start. Terminals hand rows to one writer thread, which takes them every
 * {@link #WRITE_INTERVAL_NANOS} (a terminal never wakes it: a wake-up per transaction costs the
 * driver more CPU than the row); with {@code resultCsv=false} nothing is written. A write that
 * fails (disk full) is handed to the run's {@link OutputFailures}, which stops the run; the rows
 * written before it stay in the file.
 */
class ResultLog implements AutoCloseable {
    static final String HEADER = "run,elapsed,latency,dblatency,ttype,rbk,dskipped,error";
    private static final long WRITE_INTERVAL_NANOS = TimeUnit.MILLISECONDS.toNanos(100);

    private final int run;
    private final long sessionStartNanos;
    private final ConcurrentLinkedQueue<Row> rows = new ConcurrentLinkedQueue<>();
    private final Thread writer;
    private volatile boolean closing;
    private volatile boolean failed;

    private ResultLog(int run, long sessionStartNanos, Path file, OutputFailures failures) {
        this.run = run;
        this.sessionStartNanos = sessionStartNanos;
        this.writer = file == null
                ? null
                : Thread.ofPlatform().daemon().name("result-csv").start(() -> write(file, failures));
    }

    static ResultLog to(Path file, int run, long sessionStartNanos, OutputFailures failures) {
        return new ResultLog(run, sessionStartNanos, file, failures);
    }

    static ResultLog disabled() {
        return new ResultLog(0, 0, null, null);
    }

    void transaction(Kind kind, long dueNanos, long dbStartNanos, long doneNanos, boolean rollback, boolean error) {
        if (writer != null && !failed) {
            rows.add(
                    new Row(dueNanos, doneNanos - dueNanos, doneNanos - dbStartNanos, kind.name(), rollback, 0, error));
        }
    }

    /** Deferred work of {@code kind} (TPC-C: DELIVERY_BG, with its skipped districts). */
    void deferred(Kind kind, long queuedNanos, long doneNanos, int skipped) {
        if (writer != null && !failed) {
            long latency = doneNanos - queuedNanos;
            rows.add(new Row(queuedNanos, latency, latency, kind.name(), false, skipped, false));
        }
    }

    private record Row(
            long startNanos, long latencyNanos, long dbNanos, String type, boolean rbk, int skipped, boolean error) {}

    private void append(StringBuilder sb, Row r) {
        sb.append(run)
                .append(',')
                .append((r.startNanos - sessionStartNanos) / 1_000_000)
                .append(',')
                .append(r.latencyNanos / 1_000_000)
                .append(',')
                .append(r.dbNanos / 1_000_000)
                .append(',')
                .append(r.type)
                .append(',')
                .append(r.rbk ? 1 : 0)
                .append(',')
                .append(r.skipped)
                .append(',')
                .append(r.error ? 1 : 0)
                .append('\n');
    }

    private void write(Path file, OutputFailures failures) {
        try (BufferedWriter out = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            out.write(HEADER);
            out.write('\n');
            StringBuilder sb = new StringBuilder(1 << 16);
            boolean last = false;
            while (!last) {
                // read before draining: every row added before close() is drained in this pass
                last = closing;
                for (Row r = rows.poll(); r != null; r = rows.poll()) {
                    append(sb, r);
                    if (sb.length() >= 1 << 15) {
                        out.append(sb);
                        sb.setLength(0);
                    }
                }
                out.append(sb);
                sb.setLength(0);
                // a full disk shows within a pass, not when the buffer fills or the file closes
                out.flush();
                if (!last) {
                    LockSupport.parkNanos(WRITE_INTERVAL_NANOS);
                }
            }
        } catch (IOException e) {
            failed = true;
            rows.clear();
            failures.failed(file, e);
        }
    }

    @Override
    public void close() throws InterruptedException {
        closing = true;
        if (writer != null) {
            LockSupport.unpark(writer);
            writer.join();
        }
    }
}
