package io.tpcbench.config;

/**
 * One props key: its name, default (null = no default), where the name comes from, and whether
 * tpcbench acts on it yet. Keys that BenchmarkSQL defines but we do not implement are accepted
 * with a warning so that existing props files keep working.
 */
public record KeyDef(String name, String defaultValue, Origin origin, boolean implemented, String help) {

    public enum Origin {
        BENCHMARKSQL5,
        BENCHMARKSQL6,
        TPCBENCH
    }

    public static KeyDef of(String name, String defaultValue, Origin origin, String help) {
        return new KeyDef(name, defaultValue, origin, true, help);
    }

    public static KeyDef notYet(String name, Origin origin, String help) {
        return new KeyDef(name, null, origin, false, help);
    }

    /** A key of workload {@code workload}'s own (tpcbench's name), its help led by the workload's name. */
    public static KeyDef own(String workload, String name, String defaultValue, String help) {
        return of(name, defaultValue, Origin.TPCBENCH, workload + ": " + help);
    }

    /** Whether BenchmarkSQL defines the key: its props files are every workload's template. */
    public boolean benchmarkSql() {
        return origin != Origin.TPCBENCH;
    }
}
