package io.tpcbench.archfixture.driver;

import io.tpcbench.archfixture.load.FxLoad;
import io.tpcbench.archfixture.report.FxReport;

public final class FxDriver {
    public FxReport report;
    public FxLoad load;
}
