package io.tpcbench.archfixture.driver;

import io.tpcbench.archfixture.cli.FxCommand;

/** Breaks "driver": driver calls cli. */
public final class BreaksDriver {
    public int run() {
        return new FxCommand().run();
    }
}
