package io.tpcbench.archfixture.workload.tpcc;

import io.tpcbench.archfixture.workload.sysbench.FxSysbench;

/** Breaks "noCycles" with BreaksCycleSysbench: two implementations that use each other. */
public final class BreaksCycleTpcc {
    public FxSysbench sysbench;
}
