package io.tpcbench.workload.tpcc.tx;

import io.tpcbench.gen.TpccRandom;
import java.util.Arrays;

/** The terminal's New-Order input (TPC-C 2.4.1). Arrays are per order line, in entry order. */
public record NewOrderInput(int wId, int dId, int cId, int[] itemIds, int[] supplyWIds, int[] quantities) {
    /** An item id no ITEM row has: the 1% of orders that must roll back use it (TPC-C 2.4.1.4). */
    public static final int UNUSED_ITEM_ID = 100_001;
    /** TPC-C 2.4.1.3: at most 15 order lines. */
    static final int MAX_LINES = 15;

    public int lines() {
        return itemIds.length;
    }

    public int remoteLines() {
        return (int) Arrays.stream(supplyWIds).filter(w -> w != wId).count();
    }

    /** TPC-C 2.4.1: random district, NURand customer and items, 1% remote lines, 1% rollbacks. */
    public static NewOrderInput generate(TpccRandom r, int wId, int warehouses) {
        int dId = r.uniform(1, 10);
        int cId = r.customerId();
        int lines = r.uniform(5, 15);
        boolean rollback = r.uniform(1, 100) == 1;
        int[] items = new int[lines];
        int[] supply = new int[lines];
        int[] quantity = new int[lines];
        for (int i = 0; i < lines; i++) {
            items[i] = rollback && i == lines - 1 ? UNUSED_ITEM_ID : r.itemId();
            // TPC-C 2.4.1.5: 1% of lines come from a remote warehouse (none when there is only one)
            supply[i] = r.uniform(1, 100) > 1 || warehouses == 1 ? wId : otherWarehouse(r, wId, warehouses);
            quantity[i] = r.uniform(1, 10);
        }
        return new NewOrderInput(wId, dId, cId, items, supply, quantity);
    }

    /** A warehouse other than {@code home}, uniformly. */
    static int otherWarehouse(TpccRandom r, int home, int warehouses) {
        int w = r.uniform(1, warehouses - 1);
        return w >= home ? w + 1 : w;
    }
}
