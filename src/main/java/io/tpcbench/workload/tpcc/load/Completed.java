package io.tpcbench.workload.tpcc.load;

import java.util.List;

/** What an earlier, interrupted load already completed in the destination (nothing for a fresh one). */
public record Completed(boolean items, List<Integer> warehouses) {
    public static final Completed NOTHING = new Completed(false, List.of());

    public Completed {
        warehouses = List.copyOf(warehouses);
    }

    public boolean isEmpty() {
        return !items && warehouses.isEmpty();
    }
}
