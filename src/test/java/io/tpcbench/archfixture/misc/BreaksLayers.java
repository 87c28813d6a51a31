package io.tpcbench.archfixture.misc;

import io.tpcbench.archfixture.config.FxConfig;

/** Breaks "everyClassIsInALayer": a package that is no layer. */
public final class BreaksLayers {
    public FxConfig config;
}
