package io.tpcbench.archfixture.report;

import io.tpcbench.archfixture.workload.FxKind;
import io.tpcbench.archfixture.metrics.FxMetrics;

public final class FxReport {
    public FxMetrics metrics;
    public FxKind kind;
}
