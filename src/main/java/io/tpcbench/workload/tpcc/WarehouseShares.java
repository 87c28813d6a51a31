package io.tpcbench.workload.tpcc;

import io.tpcbench.config.ConfigException;
import io.tpcbench.config.TpcConfig;
import io.tpcbench.workload.DriverShare;
import java.util.ArrayList;
import java.util.List;

/**
 * How several driver machines share one TPC-C run or load ({@code runDrivers.sh}): contiguous,
 * disjoint warehouse ranges as even as they can be (the first drivers take the one left over), and
 * the terminals in proportion to each range (together exactly the props' {@code terminals}).
 */
final class WarehouseShares {
    /** One driver's share: warehouses {@code from..to} and its terminals. */
    record Share(int from, int to, int terminals) {
        int warehouses() {
            return to - from + 1;
        }

        String scope() {
            return "warehouses " + from + "-" + to;
        }
    }

    private WarehouseShares() {}

    /** A run's shares: the terminals' homes ({@code runWarehouseFrom..runWarehouseTo}) and the terminals. */
    static List<DriverShare> ofRun(TpcConfig config, int drivers) {
        WarehouseRange homes = TpccOptions.of(config).warehouses().homes();
        return of(drivers, homes.from(), homes.to(), config.run().terminals()).stream()
                .map(s -> new DriverShare(
                        List.of("runWarehouseFrom=" + s.from(), "runWarehouseTo=" + s.to()),
                        s.scope(),
                        "",
                        s.terminals()))
                .toList();
    }

    /** A load's shares: the warehouses to load ({@code loadWarehouseFrom..loadWarehouseTo}); the first also loads ITEM. */
    static List<DriverShare> ofLoad(TpcConfig config, int drivers) {
        WarehouseRange load = TpccOptions.of(config).warehouses().load();
        return of(drivers, load.from(), load.to(), drivers).stream()
                .map(s -> new DriverShare(
                        List.of("loadWarehouseFrom=" + s.from(), "loadWarehouseTo=" + s.to()),
                        s.scope(),
                        s.from() == 1 ? "and ITEM" : "",
                        s.terminals()))
                .toList();
    }

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
}
