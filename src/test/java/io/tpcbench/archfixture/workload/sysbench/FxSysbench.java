package io.tpcbench.archfixture.workload.sysbench;

import io.tpcbench.archfixture.load.FxLoad;
import io.tpcbench.archfixture.workload.FxKind;

public final class FxSysbench {
    public FxKind kind;
    public FxLoad load;
}
