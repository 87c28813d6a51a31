package io.tpcbench.archfixture.db;

import io.tpcbench.archfixture.schema.FxSchema;

/** Breaks "db": db reads schema. */
public final class BreaksDb {
    public FxSchema schema;
}
