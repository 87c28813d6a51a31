package io.tpcbench.archfixture.workload.sysbench;

import io.tpcbench.archfixture.workload.tpcc.FxTpcc;

/** Breaks "noCycles" with BreaksCycleTpcc: two implementations that use each other. */
public final class BreaksCycleSysbench {
    public FxTpcc tpcc;
}
