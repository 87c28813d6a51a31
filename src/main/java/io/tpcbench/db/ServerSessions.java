package io.tpcbench.db;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Collections;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.WeakHashMap;

/**
 * The server session behind each connection of a pool, learnt once per physical connection (one
 * round trip when a connection is first used) and read from memory after: its id and the server it
 * runs on. It is what tells, after a commit lost its answer, which session to end, and whether a
 * session found later with that id can be the same one ({@link LostSession}): ids start again after
 * a restart, and one address may lead to several servers (a load balancer).
 */
public final class ServerSessions {
    /** The session's id as the server knows it, and where it runs: the server's host name and port, and its clock. */
    private static final String WHERE = "SELECT CONNECTION_ID(), @@hostname, @@port, UNIX_TIMESTAMP()";
    /**
     * Errors that will not pass: a syntax the server does not take (ER_PARSE_ERROR), an unknown
     * variable or table (ER_UNKNOWN_SYSTEM_VARIABLE, ER_NO_SUCH_TABLE, ER_UNKNOWN_TABLE), no right to
     * read it (ER_SPECIFIC_ACCESS_DENIED_ERROR, ER_TABLEACCESS_DENIED_ERROR, ER_DBACCESS_DENIED_ERROR).
     */
    private static final Set<Integer> LASTING =
            Set.of(1064, 1193, 1146, 1109, 1227, 1142, SqlErrors.ER_DBACCESS_DENIED);
    /** Whole seconds on both sides of a start time read twice (now minus uptime). */
    private static final long START_JITTER_SECS = 2;

    /** Weak keys: the pool's evicted connections go with it. */
    private final Map<Object, Optional<Session>> known = Collections.synchronizedMap(new WeakHashMap<>());

    /** A session: the server's id of it ({@code CONNECTION_ID()}), its server's host and port, and when that server started (Unix seconds). */
    public record Session(long id, String server, long startedSecs) {
        /** Whether {@code other} was read on the same server, not restarted since. */
        boolean sameServer(Session other) {
            return server.equals(other.server) && Math.abs(startedSecs - other.startedSecs) <= START_JITTER_SECS;
        }
    }

    /**
     * The session of {@code c}, taken before a transaction is sent (a pool that finds a connection
     * broken closes its handle to it); empty where the driver or the server cannot tell it, and
     * where the connection is lost (the transaction then fails on its own first statement).
     */
    public Optional<Session> of(Connection c) {
        Object physical;
        long id;
        try {
            physical = DriverExtensions.physical(c);
            id = DriverExtensions.serverConnectionId(c);
        } catch (SQLException | RuntimeException e) {
            return Optional.empty();
        }
        Optional<Session> session = known.get(physical);
        // a driver that reconnects under the same connection (autoReconnect, failover) has a new session
        if (session == null || session.map(s -> s.id() != id).orElse(false)) {
            try {
                session = read(c);
            } catch (SQLException e) {
                // this time the server did not answer (lost, restarting): asked again next time
                return Optional.empty();
            }
            known.put(physical, session);
        }
        return session;
    }

    /**
     * {@code c}'s session as the server says now (not remembered); empty where it cannot tell for
     * good: no id from the driver, an id that is not the server's own (a proxy between them, which
     * numbers its sessions itself), no such variable or no uptime. An error that may pass is thrown.
     */
    static Optional<Session> read(Connection c) throws SQLException {
        long id;
        try {
            id = DriverExtensions.serverConnectionId(c);
        } catch (SQLException | RuntimeException e) {
            return Optional.empty();
        }
        long serverId;
        String server;
        long now;
        long upSecs = -1;
        try (Statement s = c.createStatement()) {
            try (ResultSet rs = s.executeQuery(WHERE)) {
                rs.next();
                serverId = rs.getLong(1);
                server = rs.getString(2) + ":" + rs.getString(3);
                now = rs.getLong(4);
            }
            try (ResultSet rs = s.executeQuery("SHOW GLOBAL STATUS LIKE 'Uptime'")) {
                if (rs.next()) {
                    upSecs = Long.parseLong(rs.getString(2).trim());
                }
            }
        } catch (SQLException e) {
            if (LASTING.contains(e.getErrorCode())) {
                return Optional.empty();
            }
            throw e;
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
        if (!c.getAutoCommit()) {
            c.commit();
        }
        return serverId != id || upSecs < 0 ? Optional.empty() : Optional.of(new Session(id, server, now - upSecs));
    }
}
