package io.tpcbench.archfixture.report;

import io.tpcbench.archfixture.metrics.FxMetrics;
import io.tpcbench.archfixture.workload.FxKind;

public final class FxReport {
    public FxMetrics metrics;
    public FxKind kind;
}
