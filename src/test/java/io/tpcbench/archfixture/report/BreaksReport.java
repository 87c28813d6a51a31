package io.tpcbench.archfixture.report;

import io.tpcbench.archfixture.load.FxLoad;

/** Breaks "report": report reads load. */
public final class BreaksReport {
    public FxLoad load;
}
