package io.tpcbench.archfixture.report;

import io.tpcbench.archfixture.cli.FxCommand;

/** Breaks "nothingUsesCli": report reads a command. */
public final class BreaksNothingUsesCli {
    public FxCommand command;
}
