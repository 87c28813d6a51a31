package io.tpcbench.archfixture.gen;

import io.tpcbench.archfixture.config.FxConfig;

/** Breaks "gen": gen reads config. */
public final class BreaksGen {
    public FxConfig config;
}
