package io.tpcbench.workload.tpcc.summary;

import io.tpcbench.workload.SummaryPart;
import io.tpcbench.workload.Tally;
import io.tpcbench.workload.TypeLine;
import io.tpcbench.workload.tpcc.TransactionType;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.HdrHistogram.Histogram;

/**
 * TPC-C's part of a summary computed from the engine's tally: tpmC, the efficiency, the deferred
 * Delivery, the mix, the compliance and the verdicts. One driver's run ({@link TpccRun}) and a merge
 * of several drivers' ({@link TpccMerge}) both end here.
 */
public final class TpccParts {
    private TpccParts() {}

    /**
     * What a run of TPC-C knows besides the tally: the loaded warehouses and its terminals' homes,
     * the database audit (null when it could not be read), the run's NURand C constants, the mix
     * dealt, the props' departures from a TPC-C configuration, the counts behind the mix's
     * percentages, the deferred Deliveries that skipped districts and the New-Orders and Payments
     * committed over the whole session.
     */
    public record Inputs(
            int warehouses,
            int homeFrom,
            int homeTo,
            Sections.Audit audit,
            String nurandRun,
            Sections.MixPlan plan,
            List<Sections.Departure> configDepartures,
            Sections.MixCounts counts,
            long skippedDeliveries,
            long skippedDistricts,
            long committedNewOrders,
            long committedPayments) {}

    /**
     * TPC-C's part of one run, or of a merge ({@code deferred}: the deferred Deliveries' counts and
     * latencies; {@code drivers}: each driver's homes and tpmC, none for a run).
     */
    public static SummaryPart of(Inputs in, Tally tally, Tally.Deferred deferred, List<Sections.DriverHomes> drivers) {
        List<TypeLine> types = tally.types();
        double minutes = Math.max(tally.measuredSecs(), 1e-9) / 60;
        double tpmC = types.get(TransactionType.NEW_ORDER.ordinal()).completed() / minutes;
        Sections.DeferredDelivery delivery = deferred(deferred, in.skippedDeliveries(), in.skippedDistricts());
        TpccSummary s = new TpccSummary(
                in.warehouses(),
                tpmC,
                100 * tpmC / (TpccSummary.MAX_TPMC_PER_WAREHOUSE * in.warehouses()),
                delivery,
                TpccSummary.mix(types, in.counts()),
                in.audit(),
                in.counts(),
                in.plan(),
                compliance(in.configDepartures(), tally.measuredSecs(), tpmC, in.warehouses()),
                in.committedNewOrders(),
                in.committedPayments(),
                in.homeFrom(),
                in.homeTo(),
                in.nurandRun(),
                drivers);
        return s.part(s.verdicts(types, tally.terminals(), tally.partialCommits()));
    }

    /**
     * The deferred part of Delivery: its counts, the percentiles of its latencies (microseconds),
     * and its backlog; left over are the window's requests neither completed nor failed by its end.
     */
    static Sections.DeferredDelivery deferred(Tally.Deferred d, long skipped, long skippedDistricts) {
        Histogram latencies = d.latencies();
        return new Sections.DeferredDelivery(
                d.completed(),
                skipped,
                skippedDistricts,
                d.failed(),
                latencies.getValueAtPercentile(90) / 1000.0,
                latencies.getMaxValue() / 1000.0,
                d.handedOver(),
                Math.max(0, d.handedOver() - d.completed() - d.failed()),
                d.backlogAtStart(),
                d.backlogAtEnd(),
                d.workers());
    }

    /**
     * The configuration's departures from TPC-C (the props', found by the driver) and the
     * window's: shorter than 120 minutes (5.5.1), or more throughput per warehouse than keying and
     * think times allow (12.86 tpmC, 5.4).
     */
    static Sections.Compliance compliance(
            List<Sections.Departure> configDepartures, double measuredSecs, double tpmC, int warehouses) {
        List<Sections.Departure> d = new ArrayList<>(configDepartures == null ? List.of() : configDepartures);
        if (measuredSecs < 120 * 60) {
            d.add(new Sections.Departure(
                    "interval",
                    String.format(
                            Locale.ROOT, "a %.1f-minute measurement interval, not 120 (5.5.1)", measuredSecs / 60)));
        }
        double perWarehouse = tpmC / Math.max(1, warehouses);
        if (perWarehouse > TpccSummary.MAX_TPMC_PER_WAREHOUSE) {
            d.add(new Sections.Departure(
                    "ceiling",
                    String.format(
                            Locale.ROOT,
                            "%,.0f tpmC per warehouse," + " above the %.2f that keying and think times allow",
                            perWarehouse,
                            TpccSummary.MAX_TPMC_PER_WAREHOUSE)));
        }
        return new Sections.Compliance(d.isEmpty(), d);
    }
}
