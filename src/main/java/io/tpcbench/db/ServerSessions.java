package io.tpcbench.db;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Collections;
import java.util.Map;
import java.util.Optional;
import java.util.WeakHashMap;

/**
 * The server session behind each connection of a pool, learnt once per physical connection (one
 * round trip when a connection is first used) and read from memory after: its id and the server it
 * runs on. It is what tells, after a commit lost its answer, which session to end, and whether a
 * session found later with that id can be the same one ({@link LostSession}): ids start again after
 * a restart, and one address may lead to several servers (a load balancer).
 */
public final class ServerSessions {
    /** Where the session runs: the server's host name and port, and the second it started. */
    private static final String WHERE = "SELECT @@hostname, @@port, UNIX_TIMESTAMP()";
    /** Whole seconds on both sides of a start time read twice (now minus uptime). */
    private static final long START_JITTER_SECS = 2;

    /** Weak keys: the pool's evicted connections go with it. */
    private final Map<Object, Optional<Session>> known = Collections.synchronizedMap(new WeakHashMap<>());

    /**
     * A session: the server's id of it ({@code CONNECTION_ID()}), its server's host and port, and
     * when that server started (Unix seconds; -1 where the server does not say).
     */
    public record Session(long id, String server, long startedSecs) {
        /** Whether {@code other} was read on the same server, not restarted since (as far as both can tell). */
        boolean sameServer(Session other) {
            return server.equals(other.server)
                    && (startedSecs < 0
                            || other.startedSecs < 0
                            || Math.abs(startedSecs - other.startedSecs) <= START_JITTER_SECS);
        }
    }

    /**
     * The session of {@code c}; empty where the driver or the server cannot tell it. A lost
     * connection is thrown; taken before a transaction is sent, because a pool that finds a
     * connection broken closes its handle to it.
     */
    public Optional<Session> of(Connection c) throws SQLException {
        Object physical;
        try {
            physical = DriverExtensions.physical(c);
        } catch (SQLException | RuntimeException e) {
            return Optional.empty();
        }
        Optional<Session> session = known.get(physical);
        if (session == null) {
            session = read(c);
            known.put(physical, session);
        }
        return session;
    }

    /** {@code c}'s session as the server says now (not remembered); empty where it cannot tell. */
    static Optional<Session> read(Connection c) throws SQLException {
        try {
            long id = DriverExtensions.serverConnectionId(c);
            String server;
            long now;
            long upSecs = -1;
            try (Statement s = c.createStatement()) {
                try (ResultSet rs = s.executeQuery(WHERE)) {
                    rs.next();
                    server = rs.getString(1) + ":" + rs.getString(2);
                    now = rs.getLong(3);
                }
                try (ResultSet rs = s.executeQuery("SHOW GLOBAL STATUS LIKE 'Uptime'")) {
                    if (rs.next()) {
                        upSecs = Long.parseLong(rs.getString(2).trim());
                    }
                }
            }
            if (!c.getAutoCommit()) {
                c.commit();
            }
            return Optional.of(new Session(id, server, upSecs < 0 ? -1 : now - upSecs));
        } catch (SQLException e) {
            if (SqlErrors.classify(e) == SqlErrors.Kind.CONNECTION_LOST) {
                throw e;
            }
            return Optional.empty();
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }
}
