package io.tpcbench.driver;

import io.tpcbench.metrics.RunStats;
import io.tpcbench.workload.WorkloadRun;

/** What every terminal of a run shares. */
record TerminalSetup(
        RunControl control,
        RunStats stats,
        WorkloadRun workload,
        ResultLog resultLog,
        long txnsPerTerminal,
        long limitTxnsPerMin,
        int terminals,
        FailureWatch watch) {}
