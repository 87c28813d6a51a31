package io.tpcbench.cli;

import io.tpcbench.config.ClusterConfig;
import io.tpcbench.config.ConfigException;
import io.tpcbench.config.TpcConfig;
import io.tpcbench.db.Sending;
import io.tpcbench.driver.Benchmark;
import java.sql.SQLException;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * How a run's transactions talk to the database, decided once at its start: tpcbench's trips
 * (one multi-statement text per step, or one statement per round trip with {@code
 * multiStatements=false}, server-side prepared with {@code useServerPrepStmts=true} in {@code
 * conn}), or the portable mode ({@code portableStatements}: the peers' shapes, sent the same ways,
 * the COMMIT always alone), which the sharding profiles of TiDB, PolarDB-X, OceanBase and Spider select;
 * and where the COMMIT travels ({@link CommitPath}).
 */
record StatementMode(Sending sending, boolean portable, String describe, CommitPath commit) {
    /** The sharding profiles whose engines get the portable statements unless told otherwise. */
    static final Set<String> PORTABLE_PROFILES = Set.of("tidb", "polardbx", "polardbx-auto", "oceanbase", "spider");

    static StatementMode decide(TpcConfig config, List<Benchmark.Endpoint> endpoints) throws SQLException {
        boolean serverPrepared = config.db().serverPreparedStatements();
        String sharding = config.build().sharding();
        ClusterConfig.Switch choice = config.run().cluster().portableStatements();
        boolean procedures = config.run().cluster().storedProcedures();
        if (portable(config)) {
            if (procedures) {
                throw new ConfigException("storedProcedures=true applies to tpcbench's trips, not to the portable"
                        + " statements (portableStatements=" + choice.name().toLowerCase(Locale.ROOT)
                        + ", sharding=" + sharding + "): set one of them to false");
            }
            // the COMMIT alone: on the engines of the portable profiles nothing says a text's failing
            // statement ends it, so a commit in the text could commit part of a transaction
            Sending sending =
                    Sending.of(config.run().connections().multiStatements(), false, serverPrepared, false, false);
            String how = "the peers' statement shapes (BenchmarkSQL, go-tpc): " + sending.describe()
                    + (choice == ClusterConfig.Switch.AUTO
                            ? " (portableStatements=auto: sharding=" + sharding + ")"
                            : " (portableStatements=true)");
            return new StatementMode(
                    sending, true, how, new CommitPath(false, "on its own trip (portable statements)"));
        }
        if (procedures && endpoints.size() > 1) {
            throw new ConfigException("storedProcedures=true creates its procedures on the server of conn, but this run"
                    + " has " + endpoints.size() + " endpoints: set storedProcedures=false");
        }
        CommitPath commit = CommitPath.decide(config.run(), endpoints, serverPrepared);
        ClusterConfig.Switch compound = config.run().cluster().compoundStatements();
        if (procedures && (serverPrepared || !config.run().connections().multiStatements() || !commit.oneTrip())) {
            throw new ConfigException("storedProcedures=true sends a step's statements as one text with the COMMIT in"
                    + " it, but here "
                    + (serverPrepared
                            ? "conn asks for server-side prepared statements (useServerPrepStmts=true)"
                            : !config.run().connections().multiStatements()
                                    ? "multiStatements=false"
                                    : "the COMMIT travels " + commit.how())
                    + ": set storedProcedures=false");
        }
        if (procedures && compound == ClusterConfig.Switch.ON) {
            throw new ConfigException(
                    "compoundStatements=true and storedProcedures=true both choose how a trip that writes travels:"
                            + " set one of them to false");
        }
        Sending sending = Sending.of(
                config.run().connections().multiStatements(),
                commit.oneTrip(),
                serverPrepared,
                compound == ClusterConfig.Switch.ON || (compound == ClusterConfig.Switch.AUTO && commit.mariaDb()),
                procedures);
        return new StatementMode(sending, false, sending.describe(), commit);
    }

    /**
     * Whether the run sends the peers' statement shapes: {@code portableStatements=true}, or {@code
     * auto} with a sharding profile of an engine that needs them.
     */
    static boolean portable(TpcConfig config) {
        ClusterConfig.Switch choice = config.run().cluster().portableStatements();
        return choice == ClusterConfig.Switch.ON
                || (choice == ClusterConfig.Switch.AUTO
                        && PORTABLE_PROFILES.contains(config.build().sharding()));
    }

    /**
     * How the ACID tests ({@code run/runAcid.sh}) send the run's statements: the same statements,
     * one per round trip (server-side prepared when {@code conn} asks for it) with the COMMIT on
     * its own, so that a test can hold a transaction between two of them or just before its end.
     */
    static StatementMode forAcid(TpcConfig config) {
        boolean portable = portable(config);
        Sending sending = portable || config.db().serverPreparedStatements() ? Sending.PREPARED : Sending.ONE_BY_ONE;
        String how = (portable ? "the peers' statement shapes (portable statements), " : "tpcbench's statements, ")
                + sending.describe().replace("one statement per round trip", "one per round trip")
                + ", the COMMIT on its own";
        return new StatementMode(sending, portable, how, new CommitPath(false, "on its own trip"));
    }

    /** Whether the transactions send multi-statement texts, which the server must accept. */
    boolean multiStatementTexts() {
        return sending.together();
    }
}
