package io.tpcbench.archfixture.workload.sysbench;

import io.tpcbench.archfixture.cli.FxCommand;

/** Breaks "implementationsDoNotUseCli": a workload calls the command line. */
public final class BreaksImplementation {
    public FxCommand command;
}
