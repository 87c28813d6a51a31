package io.tpcbench.archfixture.config;

import io.tpcbench.archfixture.db.FxDb;

/** Breaks "config": config reads db. */
public final class BreaksConfig {
    public FxDb db;
}
