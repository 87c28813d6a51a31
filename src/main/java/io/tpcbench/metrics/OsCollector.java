package io.tpcbench.metrics;

import io.tpcbench.config.OutputException;
import io.tpcbench.config.OutputFailures;
import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.Consumer;

/**
 * Collects one host's CPU, disk and network rates every interval into a CSV file
 * ({@code data/os_driver.csv}, {@code data/os_database.csv}) on a thread of its own. A host that
 * cannot be read (no /proc, ssh refused) is said once on the console and the run goes on
 * without its metrics. A row that cannot be written (disk full) is the run's {@link OutputFailures},
 * which stop the run.
 */
public final class OsCollector implements AutoCloseable {
    private final String host;
    private final ProcSource source;
    private final Path csv;
    private final OsDevices devices;
    private final long sessionStartMillis;
    private final Consumer<String> out;
    private final OutputFailures failures;
    private final Thread thread;
    private volatile boolean closing;

    private OsCollector(
            String host,
            ProcSource source,
            Path csv,
            OsDevices devices,
            long sessionStartMillis,
            Consumer<String> out,
            OutputFailures failures) {
        this.failures = failures;
        this.host = host;
        this.source = source;
        this.csv = csv;
        this.devices = devices;
        this.sessionStartMillis = sessionStartMillis;
        this.out = out;
        this.thread = Thread.ofPlatform().daemon().name("os-collector " + host).unstarted(this::collect);
    }

    /** This host's metrics; {@code host} names it in messages. */
    public static OsCollector local(
            Path csv,
            long intervalMillis,
            OsDevices devices,
            long sessionStartMillis,
            Consumer<String> out,
            OutputFailures failures) {
        return new OsCollector(
                "of the driver host",
                ProcSource.local(intervalMillis),
                csv,
                devices,
                sessionStartMillis,
                out,
                failures);
    }

    /** Another host's metrics over ssh; if ssh cannot even start, says so and collects nothing. */
    public static OsCollector remote(
            String sshAddress,
            Path csv,
            long intervalMillis,
            OsDevices devices,
            long sessionStartMillis,
            Consumer<String> out,
            OutputFailures failures) {
        String host = "of the database host (osCollectorSSHAddr=" + sshAddress + ")";
        try {
            return new OsCollector(
                    host, ProcSource.ssh(sshAddress, intervalMillis), csv, devices, sessionStartMillis, out, failures);
        } catch (IOException e) {
            out.accept("ERROR: OS metrics " + host + ": cannot run ssh (" + e.getMessage()
                    + "); the run goes on without them");
            return new OsCollector(host, null, csv, devices, sessionStartMillis, out, failures);
        }
    }

    public OsCollector start() {
        if (source != null) {
            thread.start();
        }
        return this;
    }

    private void collect() {
        BufferedWriter opened;
        try {
            opened = Files.newBufferedWriter(csv, StandardCharsets.UTF_8);
        } catch (IOException e) {
            failures.failed(csv, e);
            return;
        }
        try (BufferedWriter w = opened) {
            row(w, String.join(",", OsSample.COLUMNS));
            ProcSnapshot before = null;
            String text;
            while ((text = source.next()) != null) {
                ProcSnapshot now = ProcSnapshot.parse(text);
                long epoch = System.currentTimeMillis();
                OsSample s = before == null
                        ? null
                        : OsSample.between(before, now, devices, epoch - sessionStartMillis, epoch);
                if (s != null) {
                    row(w, s.csvRow());
                }
                before = now;
            }
            if (!closing) {
                failed(source.endReason());
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (OutputException e) {
            if (!closing) {
                failures.failed(e);
            }
        } catch (IOException | RuntimeException e) {
            if (!closing) {
                failed(e.getMessage());
            }
        }
    }

    /** One line, flushed; a write that fails is an {@link OutputException}, not the host's failure. */
    private void row(BufferedWriter w, String line) {
        try {
            w.write(line);
            w.newLine();
            w.flush();
        } catch (IOException e) {
            throw new OutputException(csv, e);
        }
    }

    private void failed(String why) {
        out.accept("ERROR: OS metrics " + host + " stopped: " + why + "; the run goes on without them");
    }

    /** Stops collecting; the CSV keeps every row written so far. */
    @Override
    public void close() throws InterruptedException {
        closing = true;
        if (source != null) {
            source.close();
            thread.interrupt();
            thread.join(10_000);
        }
    }
}
