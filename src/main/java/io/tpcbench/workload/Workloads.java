package io.tpcbench.workload;

import io.tpcbench.workload.tpcc.Tpcc;
import java.util.List;

/** The one place that maps {@code workload=} to a workload: the only engine code that names one. */
public final class Workloads {
    private Workloads() {}

    /** Every workload, the default ({@code tpcc}) first. */
    public static List<Workload> all() {
        return List.of(new Tpcc());
    }

    /** The workload {@code name} selects (the config has validated it against {@link #all()}). */
    public static Workload of(String name) {
        return all().stream().filter(w -> w.name().equals(name)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no workload " + name));
    }
}
