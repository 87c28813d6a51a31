package io.tpcbench.workload.tpch;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * Which update sets the database has used (TPC-H 2.8: the database evolves, each set is used once
 * and in order), kept in {@code tpch_build} next to the build's record: the last set whose RF1
 * completed, the last whose RF2 completed, and the refresh function running now, written before
 * its first transaction and removed after its last, so that one a run did not finish is known by
 * name to the next run and to the check.
 */
record RefreshState(int inserted, int deleted, Optional<String> running) {
    static final RefreshState NONE = new RefreshState(0, 0, Optional.empty());

    private static final String INSERTED = "refresh.RF1";
    private static final String DELETED = "refresh.RF2";
    private static final String RUNNING = "refresh.running";

    private static final String DELETE = """
            DELETE FROM tpch_build WHERE name = ?
            """;
    private static final String INSERT = """
            INSERT INTO tpch_build (name, value) VALUES (?, ?)
            """;
    private static final String READ = """
            SELECT value FROM tpch_build WHERE name = ?
            """;

    /** The state a build's record holds. */
    static RefreshState of(Map<String, String> build) {
        return new RefreshState(
                Integer.parseInt(build.getOrDefault(INSERTED, "0")),
                Integer.parseInt(build.getOrDefault(DELETED, "0")),
                Optional.ofNullable(build.get(RUNNING)));
    }

    /** The state as the database holds it now. */
    static RefreshState read(Connection c) throws SQLException {
        return new RefreshState(
                Integer.parseInt(value(c, INSERTED).orElse("0")),
                Integer.parseInt(value(c, DELETED).orElse("0")),
                value(c, RUNNING));
    }

    /** The next set a refresh pair uses: the one after the last whose RF1 ran. */
    int nextSet() {
        return inserted + 1;
    }

    /** Nothing half done: every RF1 has its RF2, and no function was stopped in the middle. */
    boolean settled() {
        return running.isEmpty() && inserted == deleted;
    }

    /** What is unfinished, as a user reads it; empty when {@link #settled}. */
    String unfinished() {
        if (running.isPresent()) {
            return runningKind() + " of update set " + runningSet() + " was stopped before its last transaction"
                    + " committed";
        }
        if (inserted != deleted) {
            return String.format(Locale.ROOT, "RF1 of update set %d ran, its RF2 did not", inserted);
        }
        return "";
    }

    /** The function that did not finish ({@link #running} is present). */
    TpchKind runningKind() {
        return TpchKind.valueOf(running.orElseThrow().split(" ")[0]);
    }

    /** The update set of the function that did not finish. */
    int runningSet() {
        return Integer.parseInt(running.orElseThrow().split(" ")[1]);
    }

    /** Marks {@code kind} of {@code set} as running, in its own transaction on {@code c} (autocommit off). */
    static void starting(Connection c, TpchKind kind, int set) throws SQLException {
        put(c, RUNNING, kind + " " + set);
        c.commit();
    }

    /** Marks {@code kind} of {@code set} as complete, in the transaction of {@code c} (autocommit off). */
    static void completed(Connection c, TpchKind kind, int set) throws SQLException {
        put(c, kind == TpchKind.RF1 ? INSERTED : DELETED, Integer.toString(set));
        remove(c, RUNNING);
    }

    private static void put(Connection c, String name, String value) throws SQLException {
        remove(c, name);
        try (PreparedStatement ps = c.prepareStatement(INSERT)) {
            ps.setString(1, name);
            ps.setString(2, value);
            ps.executeUpdate();
        }
    }

    private static void remove(Connection c, String name) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement(DELETE)) {
            ps.setString(1, name);
            ps.executeUpdate();
        }
    }

    private static Optional<String> value(Connection c, String name) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement(READ)) {
            ps.setString(1, name);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() ? Optional.of(rs.getString(1)) : Optional.empty();
            }
        }
    }
}
