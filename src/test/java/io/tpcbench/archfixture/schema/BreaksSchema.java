package io.tpcbench.archfixture.schema;

import io.tpcbench.archfixture.metrics.FxMetrics;

/** Breaks "schema": schema reads metrics. */
public final class BreaksSchema {
    public FxMetrics metrics;
}
