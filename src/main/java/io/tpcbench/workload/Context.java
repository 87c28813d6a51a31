package io.tpcbench.workload;

import io.tpcbench.config.TpcConfig;
import io.tpcbench.db.ConnectionFactory;
import io.tpcbench.schema.SchemaRunner;
import java.util.function.Consumer;

/** What a command gives a workload's steps: the configuration, the console, the database and the DDL files. */
public interface Context {
    TpcConfig config();

    /** The console (and a build's transcript). */
    Consumer<String> out();

    /** The database, once it has answered (the embedded one started when configured). */
    ConnectionFactory connections();

    /** The DDL steps of {@code sql.<db>/} and {@code sql.common/}, with the sharding variant's clauses. */
    SchemaRunner schema();

    /**
     * A load's counts to watch while it runs (the live metrics of {@code metricsPort}); a session
     * serving none ignores them. Every load the command runs is watched, their rows summed.
     */
    default void watchLoad(LoadCounts counts) {}
}
