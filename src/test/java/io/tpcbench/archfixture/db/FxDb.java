package io.tpcbench.archfixture.db;

import io.tpcbench.archfixture.config.FxConfig;

public final class FxDb {
    public FxConfig config;
}
