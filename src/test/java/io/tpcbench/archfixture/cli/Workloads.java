package io.tpcbench.archfixture.cli;

import io.tpcbench.archfixture.workload.sysbench.FxSysbench;
import io.tpcbench.archfixture.workload.tpcc.FxTpcc;

public final class Workloads {
    public FxTpcc tpcc;
    public FxSysbench sysbench;
}
