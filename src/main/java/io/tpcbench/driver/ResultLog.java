package io.tpcbench.driver;

import io.tpcbench.config.TransactionType;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * {@code data/result.csv}: one row per measured transaction in BenchmarkSQL's columns
 * ({@code run,elapsed,latency,dblatency,ttype,rbk,dskipped,error}), times in milliseconds, elapsed
 * since the session start. Terminals hand rows to one writer thread; with {@code resultCsv=false}
 * nothing is written.
 */
class ResultLog implements AutoCloseable {
    static final String HEADER = "run,elapsed,latency,dblatency,ttype,rbk,dskipped,error";

    private final int run;
    private final long sessionStartNanos;
    private final LinkedBlockingQueue<String> rows = new LinkedBlockingQueue<>();
    private final Thread writer;
    private volatile boolean closing;

    private ResultLog(int run, long sessionStartNanos, Path file) {
        this.run = run;
        this.sessionStartNanos = sessionStartNanos;
        this.writer = file == null ? null : Thread.ofPlatform().daemon().name("result-csv").start(() -> write(file));
    }

    static ResultLog to(Path file, int run, long sessionStartNanos) {
        return new ResultLog(run, sessionStartNanos, file);
    }

    static ResultLog disabled() {
        return new ResultLog(0, 0, null);
    }

    void transaction(TransactionType type, long dueNanos, long dbStartNanos, long doneNanos, boolean rollback,
            boolean error) {
        if (writer != null) {
            rows.add(row(dueNanos, doneNanos - dueNanos, doneNanos - dbStartNanos, type.name(), rollback, 0, error));
        }
    }

    void delivery(long queuedNanos, long doneNanos, int skippedDistricts) {
        if (writer != null) {
            long latency = doneNanos - queuedNanos;
            rows.add(row(queuedNanos, latency, latency, "DELIVERY_BG", false, skippedDistricts, false));
        }
    }

    private String row(long startNanos, long latencyNanos, long dbNanos, String type, boolean rbk, int skipped,
            boolean error) {
        return run + "," + (startNanos - sessionStartNanos) / 1_000_000 + "," + latencyNanos / 1_000_000 + ","
                + dbNanos / 1_000_000 + "," + type + "," + (rbk ? 1 : 0) + "," + skipped + "," + (error ? 1 : 0);
    }

    private void write(Path file) {
        try (BufferedWriter out = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            out.write(HEADER);
            out.newLine();
            List<String> batch = new ArrayList<>();
            while (!closing || !rows.isEmpty()) {
                String first = rows.poll(200, TimeUnit.MILLISECONDS);
                if (first == null) {
                    continue;
                }
                batch.add(first);
                rows.drainTo(batch);
                for (String r : batch) {
                    out.write(r);
                    out.newLine();
                }
                batch.clear();
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + file, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    @Override
    public void close() throws InterruptedException {
        closing = true;
        if (writer != null) {
            writer.join();
        }
    }
}
