package io.tpcbench.archfixture.metrics;

import io.tpcbench.archfixture.report.FxReport;

/** Breaks "metrics": metrics reads report. */
public final class BreaksMetrics {
    public FxReport report;
}
