package io.tpcbench.config;

/**
 * One props key: its name, default (null = no default), where the name comes from, and whether
 * tpcbench acts on it yet. Keys that BenchmarkSQL defines but we do not implement are accepted
 * with a warning so that existing props files keep working.
 */
public record KeyDef(String name, String defaultValue, Origin origin, boolean implemented, String help) {

    public enum Origin { BENCHMARKSQL5, BENCHMARKSQL6, TPCBENCH }

    public static KeyDef of(String name, String defaultValue, Origin origin, String help) {
        return new KeyDef(name, defaultValue, origin, true, help);
    }

    static KeyDef notYet(String name, Origin origin, String help) {
        return new KeyDef(name, null, origin, false, help);
    }
}
