package io.tpcbench.db;

import io.tpcbench.db.ServerSettings.Checked;
import io.tpcbench.db.ServerSettings.Server;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Whether a sweep's server variables can take its values: before anything runs, each value is
 * tried on each server and undone; after a restart between runs, each server is asked whether it
 * has the values that restart was to give it.
 */
final class SettingsCheck {
    /** MySQL and MariaDB: unknown system variable; read only; a session variable; not privileged. */
    private static final int UNKNOWN = 1193;

    private static final int READ_ONLY = 1238;
    private static final int SESSION_ONLY = 1228;
    private static final int DENIED = 1227;

    private SettingsCheck() {}

    /**
     * Tries every value of every variable on every server, restoring each after it, and returns
     * what is wrong. Records the values they had in {@code originals} (per server name). A variable
     * that is not dynamic is a problem unless {@code restartsBetweenRuns}: then it is left to that command.
     */
    static Checked check(
            List<Server> servers,
            Map<String, Map<String, String>> originals,
            Map<String, List<String>> values,
            boolean restartsBetweenRuns) {
        List<String> problems = new ArrayList<>();
        Set<String> restartOnly = new LinkedHashSet<>();
        for (Server s : servers) {
            try (Connection c = s.connections().open(30);
                    Statement st = c.createStatement()) {
                for (Map.Entry<String, List<String>> e : values.entrySet()) {
                    Trial t = trial(st, s, e.getKey(), e.getValue(), originals.get(s.name()));
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
    static List<String> verify(List<Server> servers, Map<String, String> settings) throws SQLException {
        List<String> problems = new ArrayList<>();
        for (Server s : servers) {
            try (Connection c = s.connections().open(30);
                    Statement st = c.createStatement()) {
                for (Map.Entry<String, String> e : settings.entrySet()) {
                    String has = GlobalVariables.read(st, e.getKey());
                    if (!GlobalVariables.same(e.getValue(), has)) {
                        problems.add("server." + e.getKey() + "=" + e.getValue() + ": after betweenRuns " + s.name()
                                + " has " + e.getKey() + " = " + has
                                + "; the betweenRuns command must restart the server"
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
    private static Trial trial(
            Statement st, Server s, String name, List<String> values, Map<String, String> originals) {
        String original;
        try {
            original = GlobalVariables.read(st, name);
        } catch (SQLException e) {
            return Trial.problem(
                    switch (e.getErrorCode()) {
                        case UNKNOWN -> "server." + name + ": " + s.name() + " has no system variable " + name;
                        case READ_ONLY, SESSION_ONLY ->
                            "server." + name + ": " + name + " is a session variable on " + s.name()
                                    + ", not a global one";
                        default ->
                            "server." + name + ": @@GLOBAL." + name + " cannot be read on " + s.name() + ": "
                                    + e.getMessage();
                    });
        }
        try {
            GlobalVariables.set(st, name, original);
        } catch (SQLException e) {
            return e.getErrorCode() == READ_ONLY ? Trial.READ_ONLY : Trial.problem(refusal(s, name, original, e));
        }
        originals.putIfAbsent(name, original);
        for (String v : values) {
            try {
                GlobalVariables.set(st, name, v);
                String taken = GlobalVariables.read(st, name);
                GlobalVariables.set(st, name, original);
                if (!GlobalVariables.same(v, taken)) {
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
        return e.getErrorCode() == DENIED
                ? "server." + name + ": the user may not SET GLOBAL " + name + " on " + s.name()
                        + " (it needs SUPER or SYSTEM_VARIABLES_ADMIN)"
                : "server." + name + "=" + value + " is refused by " + s.name() + ": " + e.getMessage();
    }
}
