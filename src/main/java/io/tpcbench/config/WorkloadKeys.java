package io.tpcbench.config;

import java.util.List;

/**
 * A workload's props keys, as the config layer checks them: the {@code workload=} name, its own
 * keys (with defaults and help, documented in docs/properties.md; its scale among them, such as
 * TPC-C's {@code warehouses}), whether its terminals end on their own ({@code endsItself}: TPC-H's
 * query streams, so that neither {@code runMins} nor {@code runTxnsPerTerminal} is needed), the
 * check of its values, which adds every problem it finds, and a limit of its own that, when the
 * values set it, ends its terminals too (sysbench's {@code events}, a count over all terminals).
 */
public record WorkloadKeys(String name, List<KeyDef> keys, boolean endsItself, Check check, OwnLimit ownLimit) {
    /** The keys of a workload whose terminals run until {@code runMins} or {@code runTxnsPerTerminal} ends them. */
    public WorkloadKeys(String name, List<KeyDef> keys, Check check) {
        this(name, keys, false, check);
    }

    public WorkloadKeys(String name, List<KeyDef> keys, boolean endsItself, Check check) {
        this(name, keys, endsItself, check, values -> false);
    }

    /** Whether values set a limit of the workload's own, which ends its terminals. */
    public interface OwnLimit {
        boolean set(TypedProps values);
    }

    /** Whether the terminals end on their own with these values: always, or by the workload's own limit. */
    public boolean endsItself(TypedProps values) {
        return endsItself || ownLimit.set(values);
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
