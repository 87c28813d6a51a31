package io.tpcbench.cli;

import io.tpcbench.config.WorkloadKeys;
import io.tpcbench.workload.Workload;
import io.tpcbench.workload.chbench.Chbench;
import io.tpcbench.workload.lineitem.Lineitem;
import io.tpcbench.workload.sysbench.Sysbench;
import io.tpcbench.workload.tpcc.Tpcc;
import io.tpcbench.workload.tpch.Tpch;
import java.util.ArrayList;
import java.util.List;

/** The one place that maps {@code workload=} to a workload: the only engine code that names one. */
public final class Workloads {
    private Workloads() {}

    /** Every workload, the default ({@code tpcc}) first. */
    public static List<Workload> all() {
        List<Workload> all = new ArrayList<>(List.of(new Tpcc()));
        all.addAll(Sysbench.all());
        all.add(new Tpch());
        all.add(new Lineitem());
        all.add(new Chbench());
        return List.copyOf(all);
    }

    /** Every workload's keys, the default's first. */
    public static List<WorkloadKeys> keys() {
        return all().stream().map(Workload::keys).toList();
    }

    /** The workload {@code name} selects (the config has validated it against {@link #all()}). */
    public static Workload of(String name) {
        return all().stream()
                .filter(w -> w.name().equals(name))
                .findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no workload " + name));
    }
}
