package io.tpcbench.archfixture.workload;

import io.tpcbench.archfixture.config.FxConfig;
import io.tpcbench.archfixture.db.FxDb;
import io.tpcbench.archfixture.schema.FxSchema;

public interface FxKind {
    FxConfig config();

    FxDb db();

    FxSchema schema();
}
