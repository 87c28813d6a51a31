package io.tpcbench.archfixture.load;

import io.tpcbench.archfixture.report.FxReport;

/** Breaks "load": load reads report. */
public final class BreaksLoad {
    public FxReport report;
}
