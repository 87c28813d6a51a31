package io.tpcbench.workload.tpcc.summary;

import io.tpcbench.workload.SummaryPart;
import io.tpcbench.workload.Tally;
import io.tpcbench.workload.tpcc.WarehouseRange;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.ToLongFunction;

/**
 * TPC-C's part of a merge of several drivers' results (docs/scaling.md): each driver ran its own
 * home warehouses of one database with the run's NURand constants, so their counts add up exactly
 * (the mix's counts, the deferred Deliveries, the audits of disjoint warehouses), and the
 * percentages, the compliance and the verdicts are computed again from the sums.
 */
public final class TpccMerge {
    private TpccMerge() {}

    /** Why the drivers' results ({@code names}: their directories' names) are not one TPC-C measurement. */
    public static List<String> problems(List<SummaryPart> parts, List<String> names) {
        List<TpccSummary> drivers = parts.stream().map(TpccSummary::of).toList();
        List<String> problems = new ArrayList<>();
        TpccSummary first = drivers.get(0);
        for (int i = 0; i < drivers.size(); i++) {
            TpccSummary d = drivers.get(i);
            if (d.mixCounts() == null) {
                problems.add(names.get(i) + " was written by a tpcbench that cannot merge (its summary.json lacks"
                        + " the driver's share and mix counts): run it again");
            } else if (d.warehouses() != first.warehouses()) {
                problems.add(names.get(i) + " ran on " + d.warehouses() + " warehouses, " + names.get(0) + " on "
                        + first.warehouses() + ": the drivers must run the same database");
            }
        }
        Set<String> constants = new TreeSet<>();
        drivers.stream().map(TpccSummary::nurandRun).filter(c -> !c.isEmpty()).forEach(constants::add);
        if (constants.size() > 1) {
            problems.add("the drivers ran with different NURand C constants (C_LAST/C_ID/OL_I_ID "
                    + String.join(", ", constants)
                    + "): TPC-C 2.1.6 wants one C-Run per measurement; give every driver the same startAt,"
                    + " from which they derive it");
        }
        for (int i = 0; i < drivers.size(); i++) {
            for (int j = i + 1; j < drivers.size(); j++) {
                WarehouseRange a = homes(drivers.get(i));
                WarehouseRange b = homes(drivers.get(j));
                if (a.overlaps(b)) {
                    problems.add(names.get(i) + "'s home warehouses " + a + " and " + names.get(j) + "'s " + b
                            + " overlap: give each driver a range of its own (runWarehouseFrom, runWarehouseTo),"
                            + " or its terminals and its audit would count another driver's warehouses");
                }
            }
        }
        return problems;
    }

    /** The merged part: the drivers' counts summed, over the merged tally (latencies, window, terminals). */
    public static SummaryPart merge(List<SummaryPart> parts, Tally merged) {
        List<TpccSummary> drivers = parts.stream().map(TpccSummary::of).toList();
        TpccSummary first = drivers.get(0);
        Sections.MixCounts counts = new Sections.MixCounts(
                sum(drivers, s -> s.mixCounts().orderLines()),
                sum(drivers, s -> s.mixCounts().remoteOrderLines()),
                sum(drivers, s -> s.mixCounts().remotePayments()),
                sum(drivers, s -> s.mixCounts().byNamePayments()),
                sum(drivers, s -> s.mixCounts().byNameOrderStatus()));
        TpccParts.Inputs in = new TpccParts.Inputs(
                first.warehouses(),
                drivers.stream().mapToInt(TpccSummary::warehouseFrom).min().orElseThrow(),
                drivers.stream().mapToInt(TpccSummary::warehouseTo).max().orElseThrow(),
                audit(drivers),
                first.nurandRun(),
                first.plan(),
                configDepartures(drivers),
                counts,
                sum(drivers, s -> s.delivery().skippedDeliveries()),
                sum(drivers, s -> s.delivery().skippedDistricts()),
                sum(drivers, TpccSummary::committedNewOrders),
                sum(drivers, TpccSummary::committedPayments));
        Tally.Deferred deliveries = new Tally.Deferred(
                sum(drivers, s -> s.delivery().completed()),
                sum(drivers, s -> s.delivery().failed()),
                sum(drivers, s -> s.delivery().queued()),
                sum(drivers, s -> s.delivery().backlogAtStart()),
                sum(drivers, s -> s.delivery().backlogAtEnd()),
                (int) sum(drivers, s -> s.delivery().workers()),
                merged.deferred().latencies());
        return TpccParts.of(
                in,
                merged,
                deliveries,
                drivers.stream()
                        .map(s -> new Sections.DriverHomes(s.warehouseFrom(), s.warehouseTo(), s.tpmC()))
                        .toList());
    }

    /** The drivers' departures from a TPC-C configuration that come from their props, each once. */
    private static List<Sections.Departure> configDepartures(List<TpccSummary> drivers) {
        Set<String> window = Set.of("interval", "ceiling");
        return drivers.stream()
                .filter(s -> s.compliance() != null)
                .flatMap(s -> s.compliance().departures().stream())
                .filter(d -> !window.contains(d.rule()))
                .distinct()
                .toList();
    }

    /**
     * The drivers' audits added up: each counted the New-Orders and Payments of its own warehouses
     * (the ranges are disjoint), and the transactions in flight at each driver's edges.
     */
    private static Sections.Audit audit(List<TpccSummary> drivers) {
        if (drivers.stream().anyMatch(s -> s.audit() == null)) {
            return null;
        }
        long dbNewOrders = sum(drivers, s -> s.audit().dbNewOrders());
        long driverNewOrders = sum(drivers, s -> s.audit().driverNewOrders());
        long dbPayments = sum(drivers, s -> s.audit().dbPayments());
        long driverPayments = sum(drivers, s -> s.audit().driverPayments());
        long tolerance = sum(drivers, s -> s.audit().tolerance());
        return new Sections.Audit(
                dbNewOrders,
                driverNewOrders,
                dbPayments,
                driverPayments,
                tolerance,
                Math.abs(dbNewOrders - driverNewOrders) <= tolerance
                        && Math.abs(dbPayments - driverPayments) <= tolerance);
    }

    private static WarehouseRange homes(TpccSummary s) {
        return new WarehouseRange(s.warehouseFrom(), s.warehouseTo());
    }

    private static long sum(List<TpccSummary> drivers, ToLongFunction<TpccSummary> f) {
        return drivers.stream().mapToLong(f).sum();
    }
}
