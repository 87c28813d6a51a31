package io.tpcbench.archfixture.load;

import io.tpcbench.archfixture.metrics.FxMetrics;
import io.tpcbench.archfixture.schema.FxSchema;
import io.tpcbench.archfixture.workload.FxKind;

public final class FxLoad {
    public FxMetrics metrics;
    public FxSchema schema;
    public FxKind kind;
}
