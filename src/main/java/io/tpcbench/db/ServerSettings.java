package io.tpcbench.db;

import io.tpcbench.config.DbConfig;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;

/**
 * Global server variables a sweep sets ({@code SET GLOBAL}) on every server of the run (each
 * endpoint, or the conn URL's server), with the values they had first, to restore them at the
 * end. A variable is tried before anything runs: one the server does not have, that the user may
 * not set, or that takes a value as another is refused then, and so is one that is not dynamic
 * unless a command restarts the server between runs: then that command sets it (in the server's
 * options) and the sweep only checks, after the restart, that the server has it. The trying and
 * that check are {@link SettingsCheck}'s; this class sets the values and puts the originals back.
 */
public final class ServerSettings {
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
        List<Server> servers = db.endpoints().isEmpty()
                ? List.of(new Server(db.urlHost(), connections))
                : db.endpoints().stream()
                        .map(e -> new Server(e, new ConnectionFactory(db.forEndpoint(e))))
                        .toList();
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
        return SettingsCheck.check(servers, originals, values, restartsBetweenRuns);
    }

    /**
     * Whether every server has the values a restart between runs was to give it; the problems,
     * one per server and variable that has another.
     */
    public List<String> verify(Map<String, String> settings) throws SQLException {
        return SettingsCheck.verify(servers, settings);
    }

    /**
     * Sets {@code settings} on every server, recording the values they had if not yet recorded;
     * returns the values the first server then holds.
     */
    public Map<String, String> apply(Map<String, String> settings) throws SQLException {
        Map<String, String> taken = new LinkedHashMap<>();
        for (Server s : servers) {
            try (Connection c = s.connections().open(30);
                    Statement st = c.createStatement()) {
                for (Map.Entry<String, String> e : settings.entrySet()) {
                    originals.get(s.name()).putIfAbsent(e.getKey(), GlobalVariables.read(st, e.getKey()));
                    GlobalVariables.set(st, e.getKey(), e.getValue());
                    taken.putIfAbsent(e.getKey(), GlobalVariables.read(st, e.getKey()));
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
        Set<String> restored = new LinkedHashSet<>();
        for (Server s : servers) {
            Map<String, String> vars = originals.get(s.name());
            boolean all = true;
            try (Connection c = s.connections().open(30);
                    Statement st = c.createStatement()) {
                for (Map.Entry<String, String> e : vars.entrySet()) {
                    try {
                        GlobalVariables.set(st, e.getKey(), e.getValue());
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
                    lines.add("server " + s.name() + ": could NOT be reached to restore "
                            + String.join(", ", vars.keySet()) + " (" + ex.getMessage() + "); restore them by hand: "
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
        return Collections.unmodifiableMap(new LinkedHashMap<>(originals.get(name)));
    }

    /**
     * The variables of {@code values} that server {@code name} has another value of now, as
     * {@code NAME = NOW (VALUE wanted)}; empty when it has them all.
     */
    public List<String> differences(String name, Map<String, String> values) throws SQLException {
        Server s =
                servers.stream().filter(x -> x.name().equals(name)).findFirst().orElseThrow();
        List<String> differ = new ArrayList<>();
        try (Connection c = s.connections().open(30);
                Statement st = c.createStatement()) {
            for (Map.Entry<String, String> e : values.entrySet()) {
                String has = GlobalVariables.read(st, e.getKey());
                if (e.getValue() == null ? has != null : !GlobalVariables.same(e.getValue(), has)) {
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
                try (Connection c = s.connections().open(5);
                        Statement st = c.createStatement()) {
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
}
