package io.tpcbench.db;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;

/**
 * The stored procedures a run's texts go as ({@link Sending#PROCEDURE}), created in the run's
 * database the first time a text is sent, on a connection of their own (a CREATE commits whatever
 * its connection had open). A procedure is named after a hash of its definition and of the
 * settings the server keeps with it (the creating session's {@code sql_mode}, character sets and
 * collations; {@value #PREFIX} and 16 hex digits), so that drivers sharing a database create each
 * once, never replace one another's and never run one made under other settings; it runs with
 * the caller's rights (SQL SECURITY INVOKER). {@link #dropAll} removes them, and nothing else,
 * when the database is destroyed.
 */
public final class Procedures {
    /** The start of every procedure's name: {@link #dropAll} drops no other. */
    public static final String PREFIX = "tpcbench_p_";
    /** MySQL's and MariaDB's ER_SP_ALREADY_EXISTS: another driver created the same procedure first. */
    private static final int ALREADY_EXISTS = 1304;
    /** A procedure the run's start creates and calls, to fail at once where the user may not. */
    private static final Definition PROBE = new Definition(List.of(), "DO 1");
    /** What the server keeps with a procedure from the session that creates it. */
    private static final String SETTINGS = "SELECT CONCAT_WS(',', @@sql_mode, @@character_set_client,"
            + " @@collation_connection, @@collation_database)";
    /** Seconds a creation may wait for a lock or an answer: a CREATE must not stall the terminals for long. */
    private static final int CREATE_TIMEOUT_SECS = 30;

    private final Opener connections;
    /** The procedure of each caller's key, once created. */
    private final Map<Object, String> names = new ConcurrentHashMap<>();

    /**
     * Where the procedures are created: a new connection to the run's database, closed after each,
     * that gives up waiting for an answer after {@code timeoutSecs}.
     */
    public interface Opener {
        Connection open(int timeoutSecs) throws SQLException;
    }

    /** Procedures created on connections {@code connections} opens ({@link ConnectionFactory#open(int)}). */
    public Procedures(Opener connections) {
        this.connections = connections;
    }

    /** A procedure's IN parameters ({@code "p1 INT"}, ...) and its statements, without BEGIN and END. */
    public record Definition(List<String> parameters, String body) {
        public Definition {
            parameters = List.copyOf(parameters);
        }

        /**
         * The procedure's name: {@link #PREFIX} and the start of the SHA-256 of the definition and
         * of {@code settings}, the creating session's ({@link #SETTINGS}).
         */
        String name(String settings) {
            try {
                byte[] hash = MessageDigest.getInstance("SHA-256")
                        .digest((settings + "\n" + String.join(", ", parameters) + "\n" + body)
                                .getBytes(StandardCharsets.UTF_8));
                return PREFIX + HexFormat.of().formatHex(hash, 0, 8);
            } catch (NoSuchAlgorithmException e) {
                throw new IllegalStateException("the JDK has no SHA-256", e);
            }
        }

        String create(String name) {
            List<String> in = new ArrayList<>();
            parameters.forEach(p -> in.add("IN " + p));
            return "CREATE PROCEDURE " + name + "(" + String.join(", ", in) + ")\nSQL SECURITY INVOKER\nBEGIN\n" + body
                    + ";\nEND";
        }
    }

    /**
     * The name of the procedure of {@code key} (a caller's text, whose definition {@code
     * definition} gives), created first if this run has not yet. A failure to create it is an
     * error of its own (state HY000, the server's error suppressed in it), never taken for the
     * loss of the caller's connection, which sent nothing.
     */
    public String name(Object key, Supplier<Definition> definition) throws SQLException {
        String name = names.get(key);
        if (name != null) {
            return name;
        }
        synchronized (this) {
            name = names.get(key);
            if (name == null) {
                Definition d = definition.get();
                try (Connection c = connections.open(CREATE_TIMEOUT_SECS);
                        Statement s = c.createStatement()) {
                    // the metadata lock a CREATE takes: waited for as long as an answer, not a day
                    s.execute("SET SESSION lock_wait_timeout = " + CREATE_TIMEOUT_SECS);
                    name = create(c, d);
                } catch (SQLException e) {
                    SQLException failed = new SQLException(
                            "creating a stored procedure of " + d.parameters().size() + " parameters failed: "
                                    + e.getMessage(),
                            "HY000");
                    failed.addSuppressed(e);
                    throw failed;
                }
                names.put(key, name);
            }
        }
        return name;
    }

    /**
     * Creates {@code d} on {@code c} unless it exists (another driver, an earlier run): looked up
     * first, since a CREATE waits for the sessions running a procedure of its name even when it
     * then fails because it exists. Returns its name.
     */
    private static String create(Connection c, Definition d) throws SQLException {
        try (Statement s = c.createStatement()) {
            String name;
            try (ResultSet rs = s.executeQuery(SETTINGS)) {
                rs.next();
                name = d.name(rs.getString(1));
            }
            try (ResultSet rs = s.executeQuery("SELECT COUNT(*) FROM information_schema.routines"
                    + " WHERE routine_schema = DATABASE() AND routine_type = 'PROCEDURE' AND routine_name = '" + name
                    + "'")) {
                rs.next();
                if (rs.getLong(1) > 0) {
                    return name;
                }
            }
            try {
                s.execute(d.create(name));
            } catch (SQLException e) {
                if (e.getErrorCode() != ALREADY_EXISTS) {
                    throw e;
                }
            }
            return name;
        }
    }

    /**
     * Fails with a clear message, before any terminal runs, where the server or the user's grants
     * refuse creating or calling a procedure (TiDB has none; CREATE ROUTINE and EXECUTE are needed).
     */
    public static void check(Connection c) {
        try {
            String name = create(c, PROBE);
            try (Statement s = c.createStatement()) {
                s.execute("CALL " + name + "()");
            }
        } catch (SQLException e) {
            throw new DatabaseException(
                    "storedProcedures=true, but creating or calling a stored procedure was refused (" + e.getMessage()
                            + "): grant CREATE ROUTINE and EXECUTE on the database, or set storedProcedures=false",
                    e);
        }
    }

    /** Drops this class's procedures ({@value #PREFIX}...) from the connection's database; returns how many. */
    public static int dropAll(Connection c) throws SQLException {
        List<String> ours = new ArrayList<>();
        try (Statement s = c.createStatement();
                ResultSet rs = s.executeQuery("SELECT routine_name FROM information_schema.routines"
                        + " WHERE routine_schema = DATABASE() AND routine_type = 'PROCEDURE'"
                        + " AND routine_name LIKE '" + PREFIX.replace("_", "\\_") + "%'")) {
            while (rs.next()) {
                // LIKE ignores case: only a name exactly as this class makes them
                if (rs.getString(1).matches(PREFIX + "[0-9a-f]{16}")) {
                    ours.add(rs.getString(1));
                }
            }
        }
        try (Statement s = c.createStatement()) {
            for (String name : ours) {
                s.execute("DROP PROCEDURE IF EXISTS " + name);
            }
        }
        return ours.size();
    }
}
