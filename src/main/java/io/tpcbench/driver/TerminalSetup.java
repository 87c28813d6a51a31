package io.tpcbench.driver;

import io.tpcbench.config.WarehouseRange;
import io.tpcbench.metrics.RunStats;

/**
 * What every terminal of a run shares. {@code warehouses} is the database's (remote warehouses
 * are drawn from all of them), {@code homes} the driver's (its terminals' home warehouses).
 */
record TerminalSetup(
        RunControl control,
        RunStats stats,
        DeferredDelivery deliveries,
        ResultLog resultLog,
        Timing timing,
        int warehouses,
        WarehouseRange homes,
        boolean fixedWarehouse,
        long txnsPerTerminal,
        long limitTxnsPerMin,
        int terminals) {}
