package io.tpcbench.workload;

import io.tpcbench.config.ConfigException;
import java.util.ArrayList;
import java.util.List;

/**
 * One driver machine's part of a run or a build that {@code runDrivers.sh} splits among several
 * ({@link Workload#splitRun}, {@link Workload#splitLoad}).
 *
 * @param settings the {@code key=value} overrides that give the driver its part (TPC-C's
 *     {@code runWarehouseFrom=5}, {@code runWarehouseTo=8}); none when only the terminals are split
 * @param scope what the part covers, as the console names it ({@code warehouses 5-8}); empty when
 *     only the terminals are split
 * @param also what else the part does, said when it starts (TPC-C's first loader: {@code and ITEM});
 *     empty for nothing
 * @param terminals the driver's terminals (a build's are unused)
 */
public record DriverShare(List<String> settings, String scope, String also, int terminals) {
    public DriverShare {
        settings = List.copyOf(settings);
    }

    /** {@code drivers} shares of {@code terminals} alone, the first drivers taking the ones left over. */
    public static List<DriverShare> terminalsOnly(int drivers, int terminals) {
        if (drivers > terminals) {
            throw new ConfigException(drivers + " drivers cannot share terminals=" + terminals + ": each needs one");
        }
        List<DriverShare> shares = new ArrayList<>();
        for (int i = 0; i < drivers; i++) {
            shares.add(new DriverShare(List.of(), "", "", terminals / drivers + (i < terminals % drivers ? 1 : 0)));
        }
        return shares;
    }
}
