package io.tpcbench.driver;

import io.tpcbench.config.OutputException;
import io.tpcbench.config.OutputFailures;
import io.tpcbench.metrics.Faults;
import io.tpcbench.metrics.LatencyTotals;
import io.tpcbench.report.IntervalFile;
import io.tpcbench.workload.Interval;
import io.tpcbench.workload.IntervalLine;
import io.tpcbench.workload.Kind;
import io.tpcbench.workload.WorkloadRun;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * The one reporter: every interval it drains the recorders into the totals, hands the interval
 * histograms to the latency logs and prints the workload's line for it ({@link
 * WorkloadRun#intervalLine}), which shows the connections lost in it (a restart or network stall
 * shows as it happens; HikariCP's per-connection warnings are silenced in log4j2.xml). A latency
 * log that cannot be written (disk full) is one of the run's {@link OutputFailures}, which stop it.
 */
final class Reporter {
    private final LatencyTotals totals;
    private final Faults faults;
    private final LatencyLogs logs;
    private final IntervalFile lines;
    private final long sessionStartEpochMillis;
    private final Consumer<String> out;
    private final long sessionStartNanos;
    private long lastNanos;
    private long lastLosses;
    private final List<? extends Kind> kinds;
    private final WorkloadRun workload;
    private final OutputFailures failures;

    Reporter(
            LatencyTotals totals,
            Faults faults,
            LatencyLogs logs,
            IntervalFile lines,
            Consumer<String> out,
            long sessionStartNanos,
            long sessionStartEpochMillis,
            List<? extends Kind> kinds,
            WorkloadRun workload,
            OutputFailures failures) {
        this.failures = failures;
        this.kinds = kinds;
        this.workload = workload;
        this.totals = totals;
        this.faults = faults;
        this.logs = logs;
        this.lines = lines;
        this.sessionStartEpochMillis = sessionStartEpochMillis;
        this.out = out;
        this.sessionStartNanos = sessionStartNanos;
        this.lastNanos = sessionStartNanos;
    }

    /**
     * Ticks every {@code intervalNanos} on a grid through the window's start, so that the
     * intervals of drivers sharing a {@code startAt} line up and merge one to one; until the
     * thread is interrupted or the latency logs cannot be written.
     */
    void every(RunControl ctl, long intervalNanos, double rampupMins) {
        long offset = Math.floorMod(ctl.window().startNanos() - sessionStartNanos, intervalNanos);
        long next = sessionStartNanos + (offset == 0 ? intervalNanos : offset);
        try {
            boolean written = true;
            while (written) {
                Thread.sleep(Duration.ofNanos(Math.max(0, next - System.nanoTime())));
                next += intervalNanos;
                boolean measuring = ctl.window().started(System.nanoTime());
                if (!measuring) {
                    out.accept(String.format("warming up (rampupMins=%s): nothing is measured yet", rampupMins));
                }
                written = tick(measuring);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Drains one interval; prints its line when {@code print}; false if the latency logs cannot be written. */
    boolean tick(boolean print) {
        long now = System.nanoTime();
        LatencyTotals.Interval interval = totals.drain();
        try {
            logs.append(interval);
        } catch (OutputException e) {
            failures.failed(e);
            return false;
        }
        long losses = faults.connectionLosses();
        boolean written = true;
        if (print) {
            long retried =
                    faults.errors().lines().stream().mapToLong(l -> l.retried()).sum();
            Interval shown = new Interval(
                    kinds,
                    interval.byKind(),
                    interval.late(),
                    (now - lastNanos) / 1e9,
                    (now - sessionStartNanos) / 1e9,
                    losses - lastLosses,
                    retried,
                    faults.reconnects());
            IntervalLine line = workload.intervalLine(shown);
            out.accept(line.text());
            written = record(shown, line, now);
        }
        lastNanos = now;
        lastLosses = losses;
        return written;
    }

    /** The line in intervals.jsonl; false if it cannot be written. */
    private boolean record(Interval shown, IntervalLine line, long now) {
        Map<String, IntervalFile.KindFigures> byKind = new LinkedHashMap<>();
        for (Kind k : kinds) {
            byKind.put(
                    k.name(),
                    IntervalFile.KindFigures.of(shown.of(k), shown.late().get(k.ordinal())));
        }
        try {
            lines.append(new IntervalFile.Entry(
                    epochMillis(lastNanos),
                    epochMillis(now),
                    shown.elapsedSecs(),
                    shown.intervalSecs(),
                    line.text(),
                    line.figures(),
                    line.merge(),
                    byKind,
                    shown.lostConnections(),
                    shown.retriedSoFar(),
                    shown.reconnectsSoFar()));
            return true;
        } catch (OutputException e) {
            failures.failed(e);
            return false;
        }
    }

    private long epochMillis(long nanos) {
        return sessionStartEpochMillis + (nanos - sessionStartNanos) / 1_000_000;
    }
}
