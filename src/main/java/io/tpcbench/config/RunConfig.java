package io.tpcbench.config;

import java.time.Instant;
import java.util.Optional;

/**
 * What {@code runBenchmark} does, as the engine runs any workload; validated with the rest, used by
 * the driver. A workload's own run keys (TPC-C's mix, keying and think times, ...) are its own
 * options, read from the effective props.
 *
 * @param terminals the emulated terminals ({@code terminals})
 */
public record RunConfig(
        int terminals,
        Window window,
        Connections connections,
        Output output,
        ClusterConfig cluster,
        FailureLimits failures,
        SweepConfig sweep) {

    /**
     * When the run measures: {@code rampupMins} of warm-up, then {@code runMins} or
     * {@code runTxnsPerTerminal}, from {@code startAt} when several drivers share one window, at
     * most {@code limitTxnsPerMin} transactions a minute (0 = no cap).
     */
    public record Window(
            double rampupMins,
            double runMins,
            long runTxnsPerTerminal,
            long limitTxnsPerMin,
            Optional<Instant> startAt) {}

    /**
     * How the run talks to the database: {@code connectionPoolSize} (0 = one per terminal), the
     * isolation, {@code socketTimeoutSecs}, multi-statement trips, {@code txnRetries}, and whether
     * a multi-statement text's answer is read after a wait ({@code coalesceReads}).
     */
    public record Connections(
            int connectionPoolSize,
            Isolation isolation,
            int socketTimeoutSecs,
            boolean multiStatements,
            int txnRetries,
            boolean coalesceReads) {}

    /**
     * What the run writes and says: the result directory, the interval lines' period,
     * {@code data/result.csv}, the OS metrics, and the response time above which a unit is late
     * (0 = the workload's own limits).
     */
    public record Output(
            String resultDirectory,
            int reportIntervalSecs,
            boolean resultCsv,
            OsCollectorConfig osCollector,
            double responseTimeLimitSecs) {}

    /** The same run with another number of terminals (the terminal-scale benchmark's). */
    public RunConfig withTerminals(int count) {
        return new RunConfig(count, window, connections, output, cluster, failures, sweep);
    }

    /** Every terminal has a connection of its own (the pool is not smaller than the terminals). */
    public boolean dedicatedConnections() {
        return poolSize() >= terminals;
    }

    /** The pool size in force: one connection per terminal unless set. */
    public int poolSize() {
        return connections.connectionPoolSize() > 0 ? connections.connectionPoolSize() : terminals;
    }
}
