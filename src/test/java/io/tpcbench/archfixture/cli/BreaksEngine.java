package io.tpcbench.archfixture.cli;

import io.tpcbench.archfixture.workload.tpcc.FxTpcc;

/** Breaks "engineNamesNoWorkload": a command, not the registry, names TPC-C. */
public final class BreaksEngine {
    public FxTpcc tpcc;
}
