package io.tpcbench.config;

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
        int socketTimeoutSecs,
        boolean multiStatements) {

    /** The pool size in force: one connection per terminal unless set. */
    public int poolSize() {
        return connectionPoolSize > 0 ? connectionPoolSize : terminals;
    }
}
