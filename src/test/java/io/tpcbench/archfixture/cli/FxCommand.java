package io.tpcbench.archfixture.cli;

import io.tpcbench.archfixture.driver.FxDriver;

public final class FxCommand {
    public FxDriver driver;
    public Workloads workloads;

    public int run() {
        return 0;
    }
}
