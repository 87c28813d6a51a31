package io.tpcbench.workload.tpch;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.DoubleSummaryStatistics;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.OptionalDouble;

/**
 * The throughput test's table (TPC-H 5.3.4): each query's mean, fastest and slowest seconds across
 * the query streams, each refresh pair's RF1 and RF2 (5.3.7.5: reported one by one), Ts from the
 * first request to the last end (5.3.6), and Throughput@Size (5.4.2) once every query of every
 * stream and every refresh pair completed.
 */
final class ThroughputTable {
    private final TpchOptions options;
    private final double sf;
    private final int streams;
    /** The refresh pairs: the whole test's S, which a driver sharing the test may run more streams of than its own. */
    private final int pairs;

    private final boolean refreshStream;
    private final double ts;
    private final List<TestRecord.Finished> queries;
    private final List<TestRecord.Failure> failures;
    private final List<TestRecord.Refreshed> refreshed;
    private final List<TestRecord.RefreshFailure> refreshFailures;

    ThroughputTable(
            TpchOptions options, double sf, int streams, TestRecord record, boolean refreshStream, double tsSeconds) {
        this.options = options;
        this.sf = sf;
        this.streams = streams;
        this.pairs = options.streams(streams);
        this.refreshStream = refreshStream;
        this.ts = tsSeconds;
        this.queries = record.finished().stream().filter(f -> f.stream() > 0).toList();
        this.failures = record.failures().stream().filter(f -> f.stream() > 0).toList();
        this.refreshed = record.refreshed().stream()
                .filter(r -> r.pair() > 0)
                .sorted(Comparator.comparingInt(TestRecord.Refreshed::pair).thenComparing(TestRecord.Refreshed::kind))
                .toList();
        this.refreshFailures =
                record.refreshFailures().stream().filter(r -> r.pair() > 0).toList();
    }

    private DoubleSummaryStatistics seconds(TpchKind k) {
        return queries.stream()
                .filter(f -> f.query().number() == k.number())
                .mapToDouble(TestRecord.Finished::seconds)
                .summaryStatistics();
    }

    List<String> lines() {
        List<String> lines = new ArrayList<>();
        lines.add(String.format(
                Locale.ROOT,
                "Throughput test (TPC-H 5.3.4): %d query streams (%d..%d)%s",
                streams,
                options.firstStream(),
                options.firstStream() + streams - 1,
                refreshStream ? " and a refresh stream of " + pairs + " RF1/RF2 pairs" : ", no refresh stream"));
        lines.add(
                String.format(Locale.ROOT, "%-6s %10s %10s %10s %8s", "Query", "Mean s", "Min s", "Max s", "Streams"));
        for (TpchKind k : TpchKind.QUERIES) {
            DoubleSummaryStatistics s = seconds(k);
            long failed = failures.stream()
                    .filter(f -> f.query().number() == k.number())
                    .count();
            lines.add(
                    s.getCount() == 0
                            ? String.format(Locale.ROOT, "%-6s %10s", k.name(), failed == 0 ? "not run" : "failed")
                            : String.format(
                                    Locale.ROOT,
                                    "%-6s %10.2f %10.2f %10.2f %8s",
                                    k.name(),
                                    s.getAverage(),
                                    s.getMin(),
                                    s.getMax(),
                                    s.getCount() + (failed == 0 ? "" : " +" + failed + " failed")));
        }
        for (TestRecord.Refreshed r : refreshed) {
            lines.add(String.format(
                    Locale.ROOT,
                    "%-6s %10.2f   pair %d, update set %d: %,d orders, %,d lines",
                    r.kind(),
                    r.seconds(),
                    r.pair(),
                    r.set(),
                    r.orders(),
                    r.lines()));
        }
        for (TestRecord.RefreshFailure r : refreshFailures) {
            lines.add(String.format(
                    Locale.ROOT,
                    "%-6s %10s   pair %d, update set %d: %s",
                    r.kind(),
                    "failed",
                    r.pair(),
                    r.set(),
                    r.message()));
        }
        lines.add(String.format(
                Locale.ROOT,
                "Ts = %.2f s (the first query or refresh request to the last end, TPC-H 5.3.6); %d of %d queries"
                        + " completed%s",
                TpchMetrics.throughputInterval(ts),
                queries.size(),
                streams * 22,
                refreshStream
                        ? String.format(Locale.ROOT, ", %d of %d refresh functions", refreshed.size(), 2 * pairs)
                        : ""));
        OptionalDouble t = throughputAtSize();
        lines.add(
                t.isPresent()
                        ? String.format(
                                Locale.ROOT,
                                "Throughput@Size = %d x 22 x 3600 / Ts x SF %s = %,.1f (TPC-H 5.4.2)%s",
                                streams,
                                options.scaleText(),
                                TpchMetrics.reported(t.getAsDouble()),
                                pairs != streams
                                        ? "; this driver's " + streams + " of the test's " + pairs
                                                + " streams: the merged result has the test's"
                                        : refreshStream ? "" : "; query streams only, without the refresh stream")
                        : "Throughput@Size: not computed: not every query"
                                + (refreshStream ? " and refresh function" : "") + " of the throughput test completed");
        return lines;
    }

    /** Throughput@Size, once every query of every stream (and every refresh pair of this driver's stream) completed. */
    OptionalDouble throughputAtSize() {
        boolean complete = queries.size() == streams * 22 && (!refreshStream || refreshed.size() == 2 * pairs);
        return complete ? OptionalDouble.of(TpchMetrics.throughput(sf, streams, ts)) : OptionalDouble.empty();
    }

    /** Ts and the counts; with {@code perQuery}, each query's and refresh function's mean seconds too. */
    Map<String, Double> figures(boolean perQuery) {
        Map<String, Double> figures = new LinkedHashMap<>();
        if (perQuery) {
            for (TpchKind k : TpchKind.QUERIES) {
                DoubleSummaryStatistics s = seconds(k);
                if (s.getCount() > 0) {
                    figures.put(k.name(), s.getAverage());
                }
            }
            for (TpchKind k : List.of(TpchKind.RF1, TpchKind.RF2)) {
                refreshed.stream()
                        .filter(r -> r.kind() == k)
                        .mapToDouble(TestRecord.Refreshed::seconds)
                        .average()
                        .ifPresent(mean -> figures.put(k.name(), mean));
            }
            figures.put("totalSeconds", ts);
            long timedOut =
                    failures.stream().filter(TestRecord.Failure::timedOut).count();
            figures.put("queriesCompleted", (double) queries.size());
            figures.put("queriesFailed", (double) (failures.size() - timedOut));
            figures.put("queriesTimedOut", (double) timedOut);
        }
        figures.put("throughputSeconds", TpchMetrics.throughputInterval(ts));
        figures.put("refreshPairs", (double)
                refreshed.stream().filter(r -> r.kind() == TpchKind.RF2).count());
        return figures;
    }
}
