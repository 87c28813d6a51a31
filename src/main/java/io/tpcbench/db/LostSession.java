package io.tpcbench.db;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Optional;
import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.Logger;

/**
 * The server session whose commit lost its answer ({@link InDoubtException}). Until that session
 * has ended, the commit may still happen: one stalled on the server (a Galera cluster in flow
 * control, a commit waiting for a lock) goes on after the client's socket timed out, and one held
 * in the network reaches the server later. So the evidence of an in-doubt commit is read only once
 * {@link #ended} says so: the server restarted since, or the session is gone from its process
 * list, ended by KILL if it was still there.
 *
 * <p>KILL names a session by its id, which a server reuses after a restart and which another
 * server behind the same address (a load balancer) may have given to another session: it is sent
 * only when the asking connection is on the same server, not restarted since ({@link
 * ServerSessions.Session}), and the session belongs to the same user name and database. Where the
 * asking connection reached another server, or the server cannot tell (no uptime, a proxy that
 * numbers the sessions itself), the evidence is read at once, as it was before sessions were ended.
 */
public record LostSession(ServerSessions.Session session) {
    private static final Logger LOG = LogManager.getLogger(LostSession.class);
    /** The session's state in the process list: no row once it has gone. */
    private static final String COMMAND = """
            SELECT COMMAND FROM information_schema.PROCESSLIST
            WHERE ID = ? AND USER = SUBSTRING_INDEX(USER(), '@', 1) AND DB <=> DATABASE()""";

    /** The session's id on its server. */
    public long id() {
        return session.id();
    }

    /**
     * Whether the session has ended on the server {@code c} is connected to, killing it if it has
     * not (once: a killed session may take a while to go, its commit or rollback finishing); true
     * at once where that server is another or restarted, or cannot tell. A lost connection is
     * thrown, so that the caller asks again.
     */
    public boolean ended(Connection c) throws SQLException {
        Optional<ServerSessions.Session> here;
        try {
            here = ServerSessions.read(c);
        } catch (SQLException e) {
            if (SqlErrors.classify(e) == SqlErrors.Kind.CONNECTION_LOST) {
                throw e;
            }
            // an error that may pass (a node rejoining): ask again
            return false;
        }
        if (here.isEmpty() || !session.sameServer(here.get())) {
            return true;
        }
        Optional<String> command;
        try {
            command = command(c);
        } catch (SQLException e) {
            if (SqlErrors.classify(e) == SqlErrors.Kind.CONNECTION_LOST) {
                throw e;
            }
            // no process list this account may read: as before
            return true;
        }
        if (command.isEmpty()) {
            return true;
        }
        if (!command.get().equalsIgnoreCase("Killed")) {
            kill(c);
        }
        return false;
    }

    /** The session's COMMAND in the process list; empty once it has gone. */
    private Optional<String> command(Connection c) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement(COMMAND)) {
            ps.setLong(1, session.id());
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() ? Optional.of(String.valueOf(rs.getString(1))) : Optional.empty();
            }
        }
    }

    /** KILL CONNECTION; an error other than a lost connection leaves the caller waiting for the session to go. */
    private void kill(Connection c) throws SQLException {
        try (Statement s = c.createStatement()) {
            s.execute("KILL CONNECTION " + session.id());
            LOG.info(
                    "the session of a commit in doubt (server connection {} on {}) was still there: killed,"
                            + " its evidence is read once it has gone",
                    session.id(),
                    session.server());
        } catch (SQLException e) {
            // else (the session has just ended: 1094) the process list tells
            if (SqlErrors.classify(e) == SqlErrors.Kind.CONNECTION_LOST) {
                throw e;
            }
        }
    }
}
