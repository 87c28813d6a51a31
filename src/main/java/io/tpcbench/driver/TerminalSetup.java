package io.tpcbench.driver;

import io.tpcbench.metrics.RunStats;

/** What every terminal of a run shares. */
record TerminalSetup(
        RunControl control,
        RunStats stats,
        DeferredDelivery deliveries,
        ResultLog resultLog,
        Timing timing,
        int warehouses,
        boolean fixedWarehouse,
        long txnsPerTerminal,
        long limitTxnsPerMin,
        int terminals) {}
