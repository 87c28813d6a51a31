package io.tpcbench.workload.chbench;

import io.tpcbench.workload.Tally;
import io.tpcbench.workload.TypeLine;
import java.util.List;
import org.HdrHistogram.Histogram;

/**
 * The analytical side of a CH-benCHmark run, {@code summary.json}'s {@code chAnalytical}: its
 * streams and their permutations, CH's QphH (the queries completed in the window per hour of it,
 * the paper's throughput metric: every query that started and ended inside the window, none still
 * running at its end) and per query its count, failures and seconds; and what the TPC-C side's
 * words quote of the window apart from the queries (its terminals, transactions and failures).
 */
public record AnalyticalSide(
        int streams,
        double queriesPerHour,
        long completed,
        long failed,
        List<QueryLine> queries,
        List<List<Integer>> orders,
        int tpccTerminals,
        long transactions,
        long transactionsFailed,
        List<FreshnessLine> freshness) {
    public AnalyticalSide {
        queries = List.copyOf(queries);
        orders = orders.stream().map(List::copyOf).toList();
        freshness = freshness == null ? List.of() : List.copyOf(freshness);
    }

    /**
     * The freshness of the queries counted in the window, measured at each one's start ({@link
     * Freshness}), as the streams reading {@code endpoint} saw it (one line per driver in a merge):
     * seconds behind the primary and orders missed.
     */
    public record FreshnessLine(
            String endpoint,
            long readings,
            double p50Secs,
            double p90Secs,
            double p99Secs,
            double maxSecs,
            long ordersP50,
            long ordersMax) {
        /** The line of {@code secs} (microseconds) and {@code orders}, recorded once per query. */
        static FreshnessLine of(String endpoint, Histogram secs, Histogram orders) {
            return new FreshnessLine(
                    endpoint,
                    secs.getTotalCount(),
                    secs.getValueAtPercentile(50) / 1e6,
                    secs.getValueAtPercentile(90) / 1e6,
                    secs.getValueAtPercentile(99) / 1e6,
                    secs.getMaxValue() / 1e6,
                    orders.getValueAtPercentile(50),
                    orders.getMaxValue());
        }
    }

    /** One query's line: completed in the window, failed in it, mean, p90 and max seconds. */
    public record QueryLine(
            int number, String name, long count, long failed, double meanSecs, double p90Secs, double maxSecs) {}

    /** The side as the engine's {@code tally} of the window holds it (latencies in microseconds). */
    static AnalyticalSide of(
            Tally tally,
            List<QueryKind> kinds,
            int streams,
            List<List<Integer>> orders,
            Tally transactions,
            List<FreshnessLine> freshness) {
        List<QueryLine> lines = kinds.stream()
                .map(k -> {
                    Histogram h = tally.latencies(k);
                    boolean any = h.getTotalCount() > 0;
                    return new QueryLine(
                            k.query().number(),
                            k.query().name(),
                            tally.completed(k),
                            tally.types().get(k.ordinal()).failed(),
                            any ? h.getMean() / 1e6 : 0,
                            any ? h.getValueAtPercentile(90) / 1e6 : 0,
                            any ? h.getMaxValue() / 1e6 : 0);
                })
                .toList();
        long completed = lines.stream().mapToLong(QueryLine::count).sum();
        long failed = lines.stream().mapToLong(QueryLine::failed).sum();
        return new AnalyticalSide(
                streams,
                completed * 3600 / Math.max(tally.measuredSecs(), 1e-9),
                completed,
                failed,
                lines,
                orders,
                transactions.terminals(),
                transactions.types().stream().mapToLong(TypeLine::completed).sum(),
                transactions.types().stream().mapToLong(TypeLine::failed).sum(),
                freshness);
    }
}
