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
 * its connection had open). A procedure is named after a hash of its definition ({@value #PREFIX}
 * and 16 hex digits), so that drivers sharing a database create each once and never replace one
 * another's; {@link #dropAll} removes them, and nothing else, when the database is destroyed.
 */
public final class Procedures {
    /** The start of every procedure's name: {@link #dropAll} drops no other. */
    public static final String PREFIX = "tpcbench_p_";
    /** MySQL's and MariaDB's ER_SP_ALREADY_EXISTS: another driver created the same procedure first. */
    private static final int ALREADY_EXISTS = 1304;
    /** A procedure the run's start creates and calls, to fail at once where the user may not. */
    private static final Definition PROBE = new Definition(List.of(), "DO 1");

    private final Opener connections;
    /** The procedure of each caller's key, once created. */
    private final Map<Object, String> names = new ConcurrentHashMap<>();

    /** Where the procedures are created: a new connection to the run's database, closed after each. */
    public interface Opener {
        Connection open() throws SQLException;
    }

    /** Procedures created on connections {@code connections} opens ({@link ConnectionFactory#open}). */
    public Procedures(Opener connections) {
        this.connections = connections;
    }

    /** A procedure's IN parameters ({@code "p1 INT"}, ...) and its statements, without BEGIN and END. */
    public record Definition(List<String> parameters, String body) {
        public Definition {
            parameters = List.copyOf(parameters);
        }

        /** The procedure's name: {@link #PREFIX} and the start of the definition's SHA-256. */
        String name() {
            try {
                byte[] hash = MessageDigest.getInstance("SHA-256")
                        .digest((String.join(", ", parameters) + "\n" + body).getBytes(StandardCharsets.UTF_8));
                return PREFIX + HexFormat.of().formatHex(hash, 0, 8);
            } catch (NoSuchAlgorithmException e) {
                throw new IllegalStateException("the JDK has no SHA-256", e);
            }
        }

        String create() {
            List<String> in = new ArrayList<>();
            parameters.forEach(p -> in.add("IN " + p));
            return "CREATE PROCEDURE " + name() + "(" + String.join(", ", in) + ")\nBEGIN\n" + body + ";\nEND";
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
                try (Connection c = connections.open()) {
                    create(c, d);
                } catch (SQLException e) {
                    SQLException failed = new SQLException(
                            "creating stored procedure " + d.name() + " failed: " + e.getMessage(), "HY000");
                    failed.addSuppressed(e);
                    throw failed;
                }
                name = d.name();
                names.put(key, name);
            }
        }
        return name;
    }

    private static void create(Connection c, Definition d) throws SQLException {
        try (Statement s = c.createStatement()) {
            s.execute(d.create());
        } catch (SQLException e) {
            if (e.getErrorCode() != ALREADY_EXISTS) {
                throw e;
            }
        }
    }

    /**
     * Fails with a clear message, before any terminal runs, where the server or the user's grants
     * refuse creating or calling a procedure (TiDB has none; CREATE ROUTINE and EXECUTE are needed).
     */
    public static void check(Connection c) {
        try {
            create(c, PROBE);
            try (Statement s = c.createStatement()) {
                s.execute("CALL " + PROBE.name() + "()");
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
