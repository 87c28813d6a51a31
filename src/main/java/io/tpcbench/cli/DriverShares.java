package io.tpcbench.cli;

import io.tpcbench.config.ConfigException;
import java.util.ArrayList;
import java.util.List;

/**
 * How several driver machines share one run or load: contiguous, disjoint warehouse ranges as even
 * as they can be (the first drivers take the one left over), and the terminals in proportion to
 * each range (together exactly the props' {@code terminals}). A workload without warehouses
 * splits its terminals only.
 */
final class DriverShares {
    /** One driver's share: warehouses {@code from..to} (0..0 for a workload without them) and its terminals. */
    record Share(int from, int to, int terminals) {
        int warehouses() {
            return to - from + 1;
        }
    }

    private DriverShares() {}

    /** {@code drivers} shares of warehouses {@code from..to} and of {@code terminals}. */
    static List<Share> of(int drivers, int from, int to, int terminals) {
        int warehouses = to - from + 1;
        if (drivers > warehouses) {
            throw new ConfigException(drivers + " drivers cannot share " + warehouses + " warehouse(s) (" + from + "-"
                    + to + "): each driver needs a home warehouse of its own; name fewer hosts");
        }
        if (drivers > terminals) {
            throw new ConfigException(drivers + " drivers cannot share terminals=" + terminals + ": each needs one");
        }
        List<Share> shares = new ArrayList<>();
        int next = from;
        int given = 0;
        for (int i = 0; i < drivers; i++) {
            int size = warehouses / drivers + (i < warehouses % drivers ? 1 : 0);
            int upTo = next + size - 1;
            // terminals in proportion to the warehouses so far, so that the rounding never adds up wrong
            int until = (int) Math.round((double) terminals * (upTo - from + 1) / warehouses);
            int t = Math.max(1, Math.min(until - given, terminals - given - (drivers - i - 1)));
            shares.add(new Share(next, upTo, t));
            given += t;
            next = upTo + 1;
        }
        return shares;
    }

    /** {@code drivers} shares of {@code terminals} alone, for a workload without warehouses. */
    static List<Share> terminalsOnly(int drivers, int terminals) {
        if (drivers > terminals) {
            throw new ConfigException(drivers + " drivers cannot share terminals=" + terminals + ": each needs one");
        }
        List<Share> shares = new ArrayList<>();
        for (int i = 0; i < drivers; i++) {
            shares.add(new Share(0, 0, terminals / drivers + (i < terminals % drivers ? 1 : 0)));
        }
        return shares;
    }
}
