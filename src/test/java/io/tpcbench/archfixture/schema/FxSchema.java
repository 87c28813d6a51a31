package io.tpcbench.archfixture.schema;

import io.tpcbench.archfixture.config.FxConfig;

public final class FxSchema {
    public FxConfig config;
}
