package io.tpcbench.driver;

import io.tpcbench.metrics.Faults;
import io.tpcbench.metrics.LatencyTotals;
import io.tpcbench.workload.Interval;
import io.tpcbench.workload.Kind;
import io.tpcbench.workload.WorkloadRun;
import java.util.List;
import java.util.function.Consumer;

/**
 * The one reporter: every interval it drains the recorders into the totals, hands the interval
 * histograms to the latency logs and prints the workload's line for it ({@link
 * WorkloadRun#intervalLine}), which shows the connections lost in it (a restart or network stall
 * shows as it happens; HikariCP's per-connection warnings are silenced in log4j2.xml).
 */
final class Reporter {
    private final LatencyTotals totals;
    private final Faults faults;
    private final LatencyLogs logs;
    private final Consumer<String> out;
    private final long sessionStartNanos;
    private long lastNanos;
    private long lastLosses;
    private final List<? extends Kind> kinds;
    private final WorkloadRun workload;

    Reporter(LatencyTotals totals, Faults faults, LatencyLogs logs, Consumer<String> out, long sessionStartNanos,
            List<? extends Kind> kinds, WorkloadRun workload) {
        this.kinds = kinds;
        this.workload = workload;
        this.totals = totals;
        this.faults = faults;
        this.logs = logs;
        this.out = out;
        this.sessionStartNanos = sessionStartNanos;
        this.lastNanos = sessionStartNanos;
    }

    /** Drains one interval; prints its line when {@code print}. */
    void tick(boolean print) {
        long now = System.nanoTime();
        LatencyTotals.Interval interval = totals.drain();
        logs.append(interval);
        long losses = faults.connectionLosses();
        if (print) {
            long retried = faults.errors().lines().stream().mapToLong(l -> l.retried()).sum();
            out.accept(workload.intervalLine(new Interval(kinds, interval.byKind(), interval.late(),
                    (now - lastNanos) / 1e9, (now - sessionStartNanos) / 1e9, losses - lastLosses, retried,
                    faults.reconnects())));
        }
        lastNanos = now;
        lastLosses = losses;
    }

}
