package io.tpcbench.driver;

import io.tpcbench.config.RunConfig;
import io.tpcbench.config.WarehouseRange;
import io.tpcbench.workload.tpcc.tx.Home;

/**
 * Where a run's terminals live and what connections each endpoint needs for them: the homes of
 * TPC-C 2.2.1 and 2.8.1.1, and the pools sized for the terminals and delivery workers each
 * endpoint serves.
 */
public final class Seating {
    private Seating() {}

    /**
     * The connections endpoint {@code i} of {@code n} needs: those of its terminals and delivery
     * workers (terminal and worker j use endpoint j mod n, or with warehouse affinity the terminals
     * of the warehouses it serves), or its even share of
     * {@code connectionPoolSize} and its workers' when the terminals share fewer connections; the
     * workload's {@code deferredWorkers} are its background workers.
     */
    public static int connectionsOn(RunConfig run, int deferredWorkers, int i, int n) {
        int terminals = run.dedicatedConnections() && run.cluster().warehouseAffinity() && n > 1
                ? terminalsOn(run, i, n) : evenShare(run.dedicatedConnections() ? run.terminals() : run.poolSize(), i, n);
        return Math.max(1, terminals) + evenShare(deferredWorkers, i, n);
    }

    /** With warehouse affinity, the terminals whose home warehouse lives on endpoint {@code i} of {@code n}. */
    private static int terminalsOn(RunConfig run, int i, int n) {
        int count = 0;
        for (int t = 0; t < run.terminals(); t++) {
            if (Math.floorMod(homeOf(t, run.homes()).warehouseId() - 1, n) == i) {
                count++;
            }
        }
        return count;
    }

    /** How many of {@code count} things numbered 0.. fall on {@code i} when taken mod {@code n}. */
    static int evenShare(int count, int i, int n) {
        return count / n + (i < count % n ? 1 : 0);
    }

    /**
     * Homes spread so that every warehouse of the driver's range gets a terminal once terminals >=
     * warehouses, and the terminals of a warehouse get different districts (TPC-C 2.2.1, 2.8.1.1).
     */
    public static Home homeOf(int terminal, WarehouseRange homes) {
        return new Home(homes.from() + terminal % homes.size(), terminal / homes.size() % 10 + 1);
    }
}
