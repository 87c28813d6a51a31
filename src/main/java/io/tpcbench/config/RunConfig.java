package io.tpcbench.config;

import java.time.Instant;
import java.util.Optional;

/** What {@code runBenchmark} does; validated with the rest, used by the driver. */
public record RunConfig(
        int terminals,
        double runMins,
        long runTxnsPerTerminal,
        long limitTxnsPerMin,
        boolean terminalWarehouseFixed,
        MixWeights mix,
        double rampupMins,
        int reportIntervalSecs,
        double keyingTimeMultiplier,
        double thinkTimeMultiplier,
        String resultDirectory,
        int connectionPoolSize,
        Isolation isolation,
        int txnRetries,
        int deliveryWorkers,
        boolean resultCsv,
        boolean deliveryResults,
        int socketTimeoutSecs,
        boolean multiStatements,
        OsCollectorConfig osCollector,
        SweepConfig sweep,
        double responseTimeLimitSecs,
        WarehouseRange homes,
        Optional<Instant> startAt,
        ClusterConfig cluster,
        FailureLimits failures) {

    /** The same run with another number of terminals (the terminal-scale benchmark's). */
    public RunConfig withTerminals(int count) {
        return new RunConfig(count, runMins, runTxnsPerTerminal, limitTxnsPerMin, terminalWarehouseFixed, mix,
                rampupMins, reportIntervalSecs, keyingTimeMultiplier, thinkTimeMultiplier, resultDirectory,
                connectionPoolSize, isolation, txnRetries, deliveryWorkers, resultCsv, deliveryResults,
                socketTimeoutSecs, multiStatements, osCollector, sweep, responseTimeLimitSecs, homes, startAt, cluster,
                failures);
    }

    /** Every terminal has a connection of its own (the pool is not smaller than the terminals). */
    public boolean dedicatedConnections() {
        return poolSize() >= terminals;
    }

    /** The pool size in force: one connection per terminal unless set. */
    public int poolSize() {
        return connectionPoolSize > 0 ? connectionPoolSize : terminals;
    }
}
