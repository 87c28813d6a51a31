package io.tpcbench.cli;

import io.tpcbench.config.ClusterConfig;
import io.tpcbench.config.TpcConfig;
import io.tpcbench.db.Sending;
import io.tpcbench.driver.Benchmark;
import java.sql.SQLException;
import java.util.List;
import java.util.Set;

/**
 * How a run's transactions talk to the database, decided once at its start: tpcbench's trips
 * (one multi-statement text per step, or one statement per round trip with {@code
 * multiStatements=false}, server-side prepared with {@code useServerPrepStmts=true} in {@code
 * conn}), or the portable mode ({@code portableStatements}: the peers' shapes, one prepared
 * statement per round trip), which the sharding profiles of TiDB, PolarDB-X, OceanBase and Spider select;
 * and where the COMMIT travels ({@link CommitPath}).
 */
record StatementMode(Sending sending, boolean portable, String describe, CommitPath commit) {
    /** The sharding profiles whose engines get the portable statements unless told otherwise. */
    static final Set<String> PORTABLE_PROFILES = Set.of("tidb", "polardbx", "polardbx-auto", "oceanbase", "spider");

    static StatementMode decide(TpcConfig config, List<Benchmark.Endpoint> endpoints) throws SQLException {
        boolean serverPrepared = config.db().serverPreparedStatements();
        String sharding = config.build().sharding();
        ClusterConfig.Switch choice = config.run().cluster().portableStatements();
        boolean portable = choice == ClusterConfig.Switch.ON
                || (choice == ClusterConfig.Switch.AUTO && PORTABLE_PROFILES.contains(sharding));
        if (portable) {
            String how = "the peers' statement shapes (BenchmarkSQL, go-tpc), one prepared statement per round trip, "
                    + (serverPrepared ? "server-side (useServerPrepStmts=true in conn)" : "prepared on the client")
                    + (choice == ClusterConfig.Switch.AUTO
                            ? " (portableStatements=auto: sharding=" + sharding + ")"
                            : " (portableStatements=true)");
            return new StatementMode(
                    Sending.PREPARED,
                    true,
                    how,
                    new CommitPath(false, "on its own trip, as every statement (portable statements)"));
        }
        CommitPath commit = CommitPath.decide(config.run(), endpoints, serverPrepared);
        ClusterConfig.Switch compound = config.run().cluster().compoundStatements();
        Sending sending = Sending.of(
                config.run().connections().multiStatements(),
                commit.oneTrip(),
                serverPrepared,
                compound == ClusterConfig.Switch.ON || (compound == ClusterConfig.Switch.AUTO && commit.mariaDb()));
        return new StatementMode(sending, false, sending.describe(), commit);
    }

    /** Whether the transactions send multi-statement texts, which the server must accept. */
    boolean multiStatementTexts() {
        return !portable && sending.together();
    }
}
