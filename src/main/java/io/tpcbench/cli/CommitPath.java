package io.tpcbench.cli;

import io.tpcbench.config.ClusterConfig;
import io.tpcbench.config.RunConfig;
import io.tpcbench.db.ServerKind;
import io.tpcbench.driver.Benchmark;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * How a run's COMMIT travels, decided once at its start from what answers on every endpoint
 * ({@link ServerKind}) and {@code oneTripCommit}: with the last statements of a transaction in
 * one text only where the server is known to stop a text at its failing statement; else on its
 * own trip, after every statement's result came back clean.
 */
record CommitPath(boolean oneTrip, String how, boolean mariaDb) {
    CommitPath(boolean oneTrip, String how) {
        this(oneTrip, how, false);
    }

    static CommitPath decide(RunConfig run, List<Benchmark.Endpoint> endpoints, boolean serverPrepared)
            throws SQLException {
        if (serverPrepared) {
            return new CommitPath(
                    false,
                    "on its own trip, as every statement (server-side prepared statements:"
                            + " useServerPrepStmts=true in conn)");
        }
        if (!run.connections().multiStatements()) {
            return new CommitPath(false, "every statement and the COMMIT on its own trip (multiStatements=false)");
        }
        if (run.cluster().oneTripCommit() == ClusterConfig.OneTripCommit.OFF) {
            return new CommitPath(false, "on its own trip after the last statements (oneTripCommit=false)");
        }
        // each reason once, with the endpoints it applies to when not all of them
        Map<String, List<String>> reasons = new LinkedHashMap<>();
        String kind = "";
        boolean mariaDb = true;
        for (Benchmark.Endpoint e : endpoints) {
            ServerKind k;
            try (Connection c = e.pool().getConnection()) {
                k = ServerKind.probe(c, port(e.name()));
                if (!c.getAutoCommit()) {
                    c.commit();
                }
            }
            kind = k.describe();
            mariaDb &= k.product().equals("MariaDB");
            k.whyCommitAlone()
                    .ifPresent(r ->
                            reasons.computeIfAbsent(r, x -> new ArrayList<>()).add(e.name()));
        }
        List<String> why = reasons.entrySet().stream()
                .map(r -> r.getValue().size() == endpoints.size()
                        ? r.getKey()
                        : String.join(", ", r.getValue()) + ": " + r.getKey())
                .toList();
        if (run.cluster().oneTripCommit() == ClusterConfig.OneTripCommit.ON) {
            return new CommitPath(
                    true,
                    "in the text of the last statements (oneTripCommit=true"
                            + (why.isEmpty() ? ")" : ", although " + String.join("; ", why) + ")"),
                    mariaDb);
        }
        if (why.isEmpty()) {
            return new CommitPath(
                    true,
                    "in the text of the last statements: a single " + kind
                            + " server stops a text at its failing statement",
                    mariaDb);
        }
        return new CommitPath(false, "on its own trip after the last statements: " + String.join("; ", why));
    }

    /** The port of {@code host:port}, or MySQL's 3306 when none is named. */
    static int port(String hostPort) {
        int colon = hostPort.lastIndexOf(':');
        if (colon < 0 || hostPort.endsWith("]")) {
            return 3306;
        }
        try {
            return Integer.parseInt(hostPort.substring(colon + 1));
        } catch (NumberFormatException e) {
            return 0;
        }
    }
}
