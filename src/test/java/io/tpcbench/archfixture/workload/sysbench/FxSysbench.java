package io.tpcbench.archfixture.workload.sysbench;

import io.tpcbench.archfixture.workload.FxKind;
import io.tpcbench.archfixture.load.FxLoad;

public final class FxSysbench {
    public FxKind kind;
    public FxLoad load;
}
