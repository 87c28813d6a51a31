package io.tpcbench.archfixture.metrics;

import io.tpcbench.archfixture.db.FxDb;
import io.tpcbench.archfixture.workload.FxKind;

public final class FxMetrics {
    public FxKind kind;
    public FxDb db;
}
