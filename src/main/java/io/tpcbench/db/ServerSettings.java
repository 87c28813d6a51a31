package io.tpcbench.db;

import io.tpcbench.config.DbConfig;
import java.math.BigDecimal;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.regex.Pattern;

/**
 * Global server variables a sweep sets ({@code SET GLOBAL}) on every server of the run (each
 * endpoint, or the conn URL's server), with the values they had first, to restore them at the
 * end. A variable is tried before anything runs: one the server does not have, that the user may
 * not set, or that takes a value as another is refused then, and so is one that is not dynamic
 * unless a command restarts the server between runs: then that command sets it (in the server's
 * options) and the sweep only checks, after the restart, that the server has it.
 */
public final class ServerSettings {
    private static final Pattern NUMBER = RestoreScript.NUMBER;
    private static final Set<String> TRUE = Set.of("1", "ON", "TRUE", "YES");
    private static final Set<String> FALSE = Set.of("0", "OFF", "FALSE", "NO");
    /** MySQL and MariaDB: unknown system variable; read only; a session variable; not privileged. */
    private static final int UNKNOWN = 1193;
    private static final int READ_ONLY = 1238;
    private static final int SESSION_ONLY = 1228;
    private static final int DENIED = 1227;

    /** One server: its name (host:port) and connections to it. */
    public record Server(String name, ConnectionFactory connections) {}

    private final List<Server> servers;
    /** Per server, per variable, the value it had before the sweep first set it (null: SQL NULL). */
    private final Map<String, Map<String, String>> originals = new LinkedHashMap<>();

    private ServerSettings(List<Server> servers) {
        this.servers = List.copyOf(servers);
        servers.forEach(s -> originals.put(s.name(), new LinkedHashMap<>()));
    }

    /** The servers of {@code db}: each endpoint, or the conn URL's server. */
    public static ServerSettings of(DbConfig db, ConnectionFactory connections) {
        List<Server> servers = db.endpoints().isEmpty() ? List.of(new Server(db.urlHost(), connections))
                : db.endpoints().stream().map(e -> new Server(e, new ConnectionFactory(db.forEndpoint(e)))).toList();
        return new ServerSettings(servers);
    }

    public List<Server> servers() {
        return servers;
    }

    /**
     * What a check found: the problems (none when every variable can be swept), and the variables
     * that are not dynamic, left to the command that restarts the server between runs.
     */
    public record Checked(List<String> problems, Set<String> restartOnly) {}

    /**
     * Tries every value of every variable on every server, restoring each after it, and returns
     * what is wrong. Records the values they had. A variable that is not dynamic is a problem
     * unless {@code restartsBetweenRuns}: then it is left to that command.
     */
    public Checked check(Map<String, List<String>> values, boolean restartsBetweenRuns) {
        List<String> problems = new ArrayList<>();
        Set<String> restartOnly = new java.util.LinkedHashSet<>();
        for (Server s : servers) {
            try (Connection c = s.connections().open(30); Statement st = c.createStatement()) {
                for (Map.Entry<String, List<String>> e : values.entrySet()) {
                    Trial t = trial(st, s, e.getKey(), e.getValue());
                    if (t.notDynamic() && restartsBetweenRuns) {
                        restartOnly.add(e.getKey());
                    } else if (t.notDynamic()) {
                        problems.add("server." + e.getKey() + " is not dynamic on " + s.name() + ": SET GLOBAL cannot"
                                + " change it (set it in the server's options and restart the server: a betweenRuns"
                                + " command that restarts it can take the value from TPCBENCH_SET_server_" + e.getKey()
                                + ")");
                    } else if (t.problem() != null) {
                        problems.add(t.problem());
                    }
                }
            } catch (SQLException e) {
                problems.add("server " + s.name() + " cannot be reached to check its variables: " + e.getMessage());
            }
        }
        return new Checked(problems, restartOnly);
    }

    /**
     * Whether every server has the values a restart between runs was to give it; the problems,
     * one per server and variable that has another.
     */
    public List<String> verify(Map<String, String> settings) throws SQLException {
        List<String> problems = new ArrayList<>();
        for (Server s : servers) {
            try (Connection c = s.connections().open(30); Statement st = c.createStatement()) {
                for (Map.Entry<String, String> e : settings.entrySet()) {
                    String has = read(st, e.getKey());
                    if (!same(e.getValue(), has)) {
                        problems.add("server." + e.getKey() + "=" + e.getValue() + ": after betweenRuns " + s.name()
                                + " has " + e.getKey() + " = " + has + "; the betweenRuns command must restart the server"
                                + " with it (from TPCBENCH_SET_server_" + e.getKey() + ")");
                    }
                }
            }
        }
        return problems;
    }

    /** A variable tried on a server: not dynamic, or what else is wrong (null: nothing). */
    private record Trial(boolean notDynamic, String problem) {
        static final Trial OK = new Trial(false, null);
        static final Trial READ_ONLY = new Trial(true, null);

        static Trial problem(String text) {
            return new Trial(false, text);
        }
    }

    /** Tries each value (and undoes it); records the value the variable had unless it is not dynamic. */
    private Trial trial(Statement st, Server s, String name, List<String> values) {
        String original;
        try {
            original = read(st, name);
        } catch (SQLException e) {
            return Trial.problem(switch (e.getErrorCode()) {
                case UNKNOWN -> "server." + name + ": " + s.name() + " has no system variable " + name;
                case READ_ONLY, SESSION_ONLY -> "server." + name + ": " + name + " is a session variable on " + s.name()
                        + ", not a global one";
                default -> "server." + name + ": @@GLOBAL." + name + " cannot be read on " + s.name() + ": "
                        + e.getMessage();
            });
        }
        try {
            set(st, name, original);
        } catch (SQLException e) {
            return e.getErrorCode() == READ_ONLY ? Trial.READ_ONLY : Trial.problem(refusal(s, name, original, e));
        }
        originals.get(s.name()).putIfAbsent(name, original);
        for (String v : values) {
            try {
                set(st, name, v);
                String taken = read(st, name);
                set(st, name, original);
                if (!same(v, taken)) {
                    return Trial.problem("server." + name + "=" + v + " is taken as " + taken + " by " + s.name()
                            + " (out of range or rounded): sweep values the server keeps as given");
                }
            } catch (SQLException e) {
                return Trial.problem(refusal(s, name, v, e));
            }
        }
        return Trial.OK;
    }

    private static String refusal(Server s, String name, String value, SQLException e) {
        return e.getErrorCode() == DENIED ? "server." + name + ": the user may not SET GLOBAL " + name + " on " + s.name()
                + " (it needs SUPER or SYSTEM_VARIABLES_ADMIN)"
                : "server." + name + "=" + value + " is refused by " + s.name() + ": " + e.getMessage();
    }

    /**
     * Sets {@code settings} on every server, recording the values they had if not yet recorded;
     * returns the values the first server then holds.
     */
    public Map<String, String> apply(Map<String, String> settings) throws SQLException {
        Map<String, String> taken = new LinkedHashMap<>();
        for (Server s : servers) {
            try (Connection c = s.connections().open(30); Statement st = c.createStatement()) {
                for (Map.Entry<String, String> e : settings.entrySet()) {
                    originals.get(s.name()).putIfAbsent(e.getKey(), read(st, e.getKey()));
                    set(st, e.getKey(), e.getValue());
                    taken.putIfAbsent(e.getKey(), read(st, e.getKey()));
                }
            }
        }
        return taken;
    }

    /** What a restore did: a line per server and variable, and the servers that have every value back. */
    public record Restored(List<String> lines, Set<String> servers) {}

    /**
     * Sets every recorded variable back to the value it had, saying per server and variable what
     * it was set to or why it could not be.
     */
    public Restored restore() {
        List<String> lines = new ArrayList<>();
        Set<String> restored = new java.util.LinkedHashSet<>();
        for (Server s : servers) {
            Map<String, String> vars = originals.get(s.name());
            boolean all = true;
            try (Connection c = s.connections().open(30); Statement st = c.createStatement()) {
                for (Map.Entry<String, String> e : vars.entrySet()) {
                    try {
                        set(st, e.getKey(), e.getValue());
                        lines.add("server " + s.name() + ": " + e.getKey() + " restored to " + e.getValue());
                    } catch (SQLException ex) {
                        all = false;
                        lines.add("server " + s.name() + ": " + e.getKey() + " could NOT be restored to " + e.getValue()
                                + ": " + ex.getMessage());
                    }
                }
            } catch (SQLException ex) {
                all = vars.isEmpty();
                if (!all) {
                    lines.add("server " + s.name() + ": could NOT be reached to restore " + String.join(", ",
                            vars.keySet()) + " (" + ex.getMessage() + "); restore them by hand: "
                            + RestoreScript.statements(vars).replace('\n', ' ').strip());
                }
            }
            if (all) {
                restored.add(s.name());
            }
        }
        return new Restored(lines, restored);
    }

    /** The values server {@code name}'s variables had before the sweep set them (null: SQL NULL). */
    public Map<String, String> originals(String name) {
        return java.util.Collections.unmodifiableMap(new LinkedHashMap<>(originals.get(name)));
    }

    /**
     * The variables of {@code values} that server {@code name} has another value of now, as
     * {@code NAME = NOW (VALUE wanted)}; empty when it has them all.
     */
    public List<String> differences(String name, Map<String, String> values) throws SQLException {
        Server s = servers.stream().filter(x -> x.name().equals(name)).findFirst().orElseThrow();
        List<String> differ = new ArrayList<>();
        try (Connection c = s.connections().open(30); Statement st = c.createStatement()) {
            for (Map.Entry<String, String> e : values.entrySet()) {
                String has = read(st, e.getKey());
                if (e.getValue() == null ? has != null : !same(e.getValue(), has)) {
                    differ.add(e.getKey() + " = " + has + " (" + e.getValue() + " wanted)");
                }
            }
        }
        return differ;
    }

    /**
     * Waits until every server answers {@code SELECT 1} (after a restart between runs), at most
     * {@code waitSecs}; gives up early when {@code stop} says so.
     */
    public void awaitAnswer(int waitSecs, BooleanSupplier stop, Consumer<String> out) throws InterruptedException {
        long deadline = System.nanoTime() + waitSecs * 1_000_000_000L;
        for (Server s : servers) {
            long nextNote = System.nanoTime() + 10_000_000_000L;
            while (!stop.getAsBoolean()) {
                String why;
                try (Connection c = s.connections().open(5); Statement st = c.createStatement()) {
                    st.execute("SELECT 1");
                    break;
                } catch (SQLException e) {
                    why = e.getMessage();
                }
                if (System.nanoTime() > deadline) {
                    throw new DatabaseException("server " + s.name() + " did not answer within serverWaitSecs="
                            + waitSecs + " after betweenRuns: " + why);
                }
                if (System.nanoTime() > nextNote) {
                    out.accept("waiting for server " + s.name() + " to answer (" + why + ")");
                    nextNote += 10_000_000_000L;
                }
                Thread.sleep(500);
            }
        }
    }

    private static String read(Statement st, String name) throws SQLException {
        try (ResultSet rs = st.executeQuery("SELECT @@GLOBAL." + name)) {
            rs.next();
            return rs.getString(1);
        }
    }

    private static void set(Statement st, String name, String value) throws SQLException {
        st.execute("SET GLOBAL " + name + " = " + RestoreScript.literal(value));
    }

    /** Whether the server kept {@code asked} ({@code 10} and {@code 10.000000}, {@code on} and {@code 1} are the same). */
    static boolean same(String asked, String taken) {
        if (asked.equalsIgnoreCase("DEFAULT")) {
            return true;
        }
        if (taken == null) {
            return false;
        }
        if (asked.equalsIgnoreCase(taken)) {
            return true;
        }
        String a = asked.toUpperCase(Locale.ROOT);
        String t = taken.toUpperCase(Locale.ROOT);
        if (TRUE.contains(a) && TRUE.contains(t) || FALSE.contains(a) && FALSE.contains(t)) {
            return true;
        }
        return NUMBER.matcher(asked).matches() && NUMBER.matcher(taken).matches()
                && new BigDecimal(asked).compareTo(new BigDecimal(taken)) == 0;
    }
}
