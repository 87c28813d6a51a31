package io.tpcbench.archfixture.config;

public final class FxConfig {
    public static final int LIMIT = 1;
}
