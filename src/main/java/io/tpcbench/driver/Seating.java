package io.tpcbench.driver;

import io.tpcbench.config.RunConfig;
import io.tpcbench.workload.Seats;

/**
 * What connections each endpoint needs for a run's terminals: the pools sized for the terminals
 * and background workers each endpoint serves, the terminals placed where the workload seats them
 * ({@link Seats}) under endpoint affinity.
 */
public final class Seating {
    private Seating() {}

    /**
     * The connections endpoint {@code i} of {@code n} needs: those of its terminals and background
     * workers (terminal and worker j use endpoint j mod n, or with endpoint affinity the terminals
     * the workload seats on the partitions it serves), or its even share of
     * {@code connectionPoolSize} and its workers' when the terminals share fewer connections; the
     * workload's {@code deferredWorkers} are its background workers.
     */
    public static int connectionsOn(RunConfig run, Seats seats, int deferredWorkers, int i, int n) {
        int terminals = run.dedicatedConnections() && run.cluster().partitionAffinity() && n > 1
                ? terminalsOn(run.terminals(), seats, i, n)
                : evenShare(run.dedicatedConnections() ? run.terminals() : run.poolSize(), i, n);
        return Math.max(1, terminals) + evenShare(deferredWorkers, i, n);
    }

    /**
     * With endpoint affinity, the terminals seated on a partition of endpoint {@code i} of {@code n}
     * (partition p on endpoint (p - 1) mod n, as {@link Lanes} routes). Terminals of no partition are
     * counted on the first endpoint, as they were before the workload seated them (issue 35 changed
     * no pool size); their work goes round-robin, and the pools grow to it under affinity.
     */
    private static int terminalsOn(int terminals, Seats seats, int i, int n) {
        int count = 0;
        for (int t = 0; t < terminals; t++) {
            int partition = seats.partitionOf(t);
            if ((partition > 0 ? Math.floorMod(partition - 1, n) : 0) == i) {
                count++;
            }
        }
        return count;
    }

    /** How many of {@code count} things numbered 0.. fall on {@code i} when taken mod {@code n}. */
    static int evenShare(int count, int i, int n) {
        return count / n + (i < count % n ? 1 : 0);
    }
}
