package io.tpcbench.db;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Optional;

/**
 * The server session whose commit lost its answer ({@link InDoubtException}). Until that session
 * has ended, the commit may still happen: one stalled on the server (a Galera cluster in flow
 * control, a commit waiting for a lock) goes on after the client's socket timed out, and one held
 * in the network reaches the server later. So the evidence of an in-doubt commit is read only once
 * {@link #ended} says so: the server restarted since the commit was sent, or the session is gone
 * from its process list, ended by KILL if it was still there.
 *
 * <p>KILL names a session by its id, which a server reuses after a restart: a session is killed
 * only when the server has run since before the commit was sent and the session belongs to the
 * same account and database, so it can only be the lost one.
 *
 * @param id the server's id of the session ({@code CONNECTION_ID()})
 * @param sentNanos when the transaction's attempt began ({@link System#nanoTime()}), before its commit was sent
 */
public record LostSession(long id, long sentNanos) {
    private static final String PRESENT = """
            SELECT COUNT(*) FROM information_schema.PROCESSLIST
            WHERE ID = ? AND USER = SUBSTRING_INDEX(USER(), '@', 1) AND DB <=> DATABASE()""";
    /** MySQL's and MariaDB's answer to KILL of a session that has already ended. */
    private static final int ER_NO_SUCH_THREAD = 1094;

    /**
     * The server's id of {@code c}'s session, or -1 where the driver cannot tell it. Taken before
     * the transaction is sent: a pool that finds a connection broken closes its handle to it.
     */
    public static long idOf(Connection c) {
        try {
            return DriverExtensions.serverConnectionId(c);
        } catch (SQLException | RuntimeException e) {
            return -1;
        }
    }

    /** The session {@code id} ({@link #idOf}), whose attempt began at {@code sentNanos}; empty for an unknown id. */
    public static Optional<LostSession> of(long id, long sentNanos) {
        return id < 0 ? Optional.empty() : Optional.of(new LostSession(id, sentNanos));
    }

    /**
     * Whether the session has ended on the server {@code c} is connected to (the one the lost
     * connection was to), killing it if it has not. Where the server cannot tell (no process list
     * or status it lets this account read), true: the evidence is then read as it always was.
     * A lost connection is thrown, so that the caller asks again.
     */
    public boolean ended(Connection c) throws SQLException {
        try {
            if (restartedSinceSent(c) || !present(c)) {
                return true;
            }
            kill(c);
            return !present(c);
        } catch (SQLException e) {
            if (SqlErrors.classify(e) == SqlErrors.Kind.CONNECTION_LOST) {
                throw e;
            }
            return true;
        }
    }

    /**
     * Whether the server started after the attempt began (every session of before has ended);
     * false where it has been up since before, or does not say ({@code Uptime} is whole seconds:
     * a start within a second of the attempt counts as before).
     */
    private boolean restartedSinceSent(Connection c) throws SQLException {
        try (Statement s = c.createStatement();
                ResultSet rs = s.executeQuery("SHOW GLOBAL STATUS LIKE 'Uptime'")) {
            if (!rs.next()) {
                return false;
            }
            long upSecs = Long.parseLong(rs.getString(2).trim());
            return (upSecs + 1) * 1_000_000_000L <= System.nanoTime() - sentNanos;
        } catch (NumberFormatException e) {
            return false;
        }
    }

    private boolean present(Connection c) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement(PRESENT)) {
            ps.setLong(1, id);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() && rs.getLong(1) > 0;
            }
        }
    }

    private void kill(Connection c) throws SQLException {
        try (Statement s = c.createStatement()) {
            s.execute("KILL CONNECTION " + id);
        } catch (SQLException e) {
            if (e.getErrorCode() != ER_NO_SUCH_THREAD) {
                throw e;
            }
        }
    }
}
