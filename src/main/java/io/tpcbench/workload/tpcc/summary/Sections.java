package io.tpcbench.workload.tpcc.summary;

import java.util.List;

/** TPC-C's sections of a run's summary ({@code summary.json}'s keys of the same names). */
public final class Sections {
    private Sections() {}

    /**
     * The deferred part of Delivery over the window: completed (queued and done in it), skipped
     * and failed; the requests the terminals queued in it and those of them left over, not
     * completed by its end; the queue's length when it started and ended; the workers.
     */
    public record DeferredDelivery(
            long completed,
            long skippedDeliveries,
            long skippedDistricts,
            long failed,
            double p90Ms,
            double maxMs,
            long queued,
            long leftOver,
            long backlogAtStart,
            long backlogAtEnd,
            int workers) {}

    /** The percentages the spec fixes on average. */
    public record Mix(
            double newOrderRollbackPct, double remoteOrderLinePct, double remotePaymentPct, double byNamePct) {}

    /**
     * The counts the {@link Mix} percentages are computed from, kept so that the results of several
     * drivers merge exactly (their percentages cannot be averaged).
     */
    public record MixCounts(
            long orderLines, long remoteOrderLines, long remotePayments, long byNamePayments, long byNameOrderStatus) {}

    /**
     * The mix the terminals were dealt: the five weights in percent (New-Order, Payment,
     * Order-Status, Delivery, Stock-Level) and the cards of each terminal's deck (TPC-C 5.2.4.2);
     * none in older summaries.
     */
    public record MixPlan(List<Double> weights, int deckCards) {
        public MixPlan {
            weights = weights == null ? List.of() : List.copyOf(weights);
        }
    }

    /**
     * Whether the run's configuration is a TPC-C one (clause 5.5.1 and the terminal model of 2.2
     * and 5.2.5): every way it departs, each under the rule it breaks ({@code keying}, {@code think},
     * {@code terminals}, {@code rampup} from the props; {@code interval}, {@code ceiling} from the
     * window). Apart from the verdicts, which judge the measurement: a throughput test passes
     * them too, and is still not a TPC-C result.
     */
    public record Compliance(boolean tpcc, List<Departure> departures) {
        public Compliance {
            departures = departures == null ? List.of() : List.copyOf(departures);
        }

        /** The one line the summary and the report show. */
        public String statement() {
            return tpcc
                    ? "a TPC-C configuration (keying and think times 1.0, 10 terminals per warehouse, a ramp-up,"
                            + " a window of 120 minutes or more, within 12.86 tpmC per warehouse)"
                    : "a throughput test, not a TPC-C result: "
                            + String.join(
                                    "; ",
                                    departures.stream().map(Departure::text).toList());
        }
    }

    /** One way a run departs from a TPC-C configuration. */
    public record Departure(String rule, String text) {}

    /** The database's counters against the driver's counts. */
    public record Audit(
            long dbNewOrders,
            long driverNewOrders,
            long dbPayments,
            long driverPayments,
            long tolerance,
            boolean consistent) {}

    /** One driver of a merged result, as TPC-C's part of its summary says: its home warehouses and tpmC. */
    public record DriverHomes(int warehouseFrom, int warehouseTo, double tpmC) {}
}
