package io.tpcbench.archfixture.workload;

import io.tpcbench.archfixture.report.FxReport;

/** Breaks "workload": the boundary hands out a report type. */
public interface BreaksWorkload {
    FxReport summaryPart();
}
