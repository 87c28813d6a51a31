package io.tpcbench.config;

import java.util.List;

/**
 * A workload's props keys, as the config layer checks them: the {@code workload=} name, its own
 * keys (with defaults and help, documented in docs/properties.md), whether it is scaled by
 * {@code warehouses} (then {@code warehouses} is required and the terminals live in warehouses),
 * whether its terminals end on their own ({@code endsItself}: TPC-H's query streams, so that
 * neither {@code runMins} nor {@code runTxnsPerTerminal} is needed), and the check of its values,
 * which adds every problem it finds.
 */
public record WorkloadKeys(String name, List<KeyDef> keys, boolean warehouseScaled, boolean endsItself, Check check) {
    /** The keys of a workload whose terminals run until {@code runMins} or {@code runTxnsPerTerminal} ends them. */
    public WorkloadKeys(String name, List<KeyDef> keys, boolean warehouseScaled, Check check) {
        this(name, keys, warehouseScaled, false, check);
    }

    /**
     * Checks the workload's values (read through {@code values}) against each other and the
     * engine's {@code build} and {@code run}, adding what is wrong to {@code problems}.
     */
    public interface Check {
        void run(TypedProps values, BuildConfig build, RunConfig run, List<String> problems);
    }

    public WorkloadKeys {
        keys = List.copyOf(keys);
    }
}
