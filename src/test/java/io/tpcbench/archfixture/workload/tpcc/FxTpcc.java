package io.tpcbench.archfixture.workload.tpcc;

import io.tpcbench.archfixture.config.FxConfig;
import io.tpcbench.archfixture.db.FxDb;
import io.tpcbench.archfixture.driver.FxDriver;
import io.tpcbench.archfixture.gen.FxGen;
import io.tpcbench.archfixture.schema.FxSchema;
import io.tpcbench.archfixture.workload.FxKind;

public final class FxTpcc implements FxKind {
    public FxDriver driver;
    public FxGen gen;

    public FxConfig config() {
        return null;
    }

    public FxDb db() {
        return null;
    }

    public FxSchema schema() {
        return null;
    }
}
