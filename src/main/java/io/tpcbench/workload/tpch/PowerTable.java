package io.tpcbench.workload.tpch;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;

/**
 * The power test's table (TPC-H 5.3.3.3): each query's and refresh function's interval of stream 0
 * (the whitepaper's Query/Seconds table with RF1 and RF2), the total, the geometric mean of the
 * queries, and Power@Size (5.4.1) once all 24 intervals exist.
 */
final class PowerTable {
    private final TpchOptions options;
    private final double sf;
    private final boolean refreshes;
    private final List<TestRecord.Finished> queries;
    private final List<TestRecord.Failure> failures;
    private final List<TestRecord.Refreshed> refreshed;
    private final List<TestRecord.RefreshFailure> refreshFailures;
    private final Map<String, String> answers;

    PowerTable(TpchOptions options, double sf, TestRecord record, boolean refreshes) {
        this.options = options;
        this.sf = sf;
        this.refreshes = refreshes;
        this.queries = record.finished().stream().filter(f -> f.stream() == 0).toList();
        this.failures = record.failures().stream().filter(f -> f.stream() == 0).toList();
        this.refreshed = record.refreshed().stream().filter(r -> r.pair() == 0).toList();
        this.refreshFailures =
                record.refreshFailures().stream().filter(r -> r.pair() == 0).toList();
        this.answers = record.answers();
    }

    private Optional<TestRecord.Finished> query(TpchKind k) {
        return queries.stream().filter(f -> f.query().number() == k.number()).findFirst();
    }

    private Optional<TestRecord.Refreshed> refresh(TpchKind k) {
        return refreshed.stream().filter(r -> r.kind() == k).findFirst();
    }

    List<String> lines() {
        List<String> lines = new ArrayList<>();
        lines.add(
                refreshes
                        ? "Power test (TPC-H 5.3.3): RF1, stream 0's 22 queries, RF2"
                        : "Power test (TPC-H 5.3.3): stream 0's 22 queries, no refresh functions");
        lines.add(String.format(
                Locale.ROOT, "%-6s %10s %10s  %s", "Query", "Seconds", "Rows", options.validate() ? "Answer" : ""));
        double total = 0;
        for (TpchKind k : TpchKind.QUERIES) {
            Optional<TestRecord.Finished> f = query(k);
            if (f.isPresent()) {
                total += f.get().seconds();
                lines.add(String.format(
                        Locale.ROOT,
                        "%-6s %10.2f %10d  %s",
                        k.name(),
                        f.get().seconds(),
                        f.get().rows(),
                        answers.getOrDefault("Q" + k.number(), "")));
            } else {
                lines.add(String.format(Locale.ROOT, "%-6s %10s", k.name(), missing(k)));
            }
        }
        if (refreshes) {
            for (TpchKind k : List.of(TpchKind.RF1, TpchKind.RF2)) {
                Optional<TestRecord.Refreshed> r = refresh(k);
                lines.add(
                        r.isPresent()
                                ? String.format(
                                        Locale.ROOT,
                                        "%-6s %10.2f %10s  update set %d: %,d orders, %,d lines",
                                        k.name(),
                                        r.get().seconds(),
                                        "",
                                        r.get().set(),
                                        r.get().orders(),
                                        r.get().lines())
                                : String.format(Locale.ROOT, "%-6s %10s", k.name(), missing(k)));
            }
        }
        long timedOut = failures.stream().filter(TestRecord.Failure::timedOut).count();
        long failed = failures.size() - timedOut;
        lines.add(String.format(
                Locale.ROOT,
                "%-6s %10.2f   (%d of 22 queries completed%s%s)",
                "Total",
                total
                        + refreshed.stream()
                                .mapToDouble(TestRecord.Refreshed::seconds)
                                .sum(),
                queries.size(),
                failed == 0 ? "" : ", " + failed + " failed",
                timedOut == 0 ? "" : ", " + timedOut + " timed out"));
        lines.add(String.format(Locale.ROOT, "Geometric mean of the query times: %.2f s", geometricMean()));
        lines.add(powerLine());
        return lines;
    }

    private String missing(TpchKind k) {
        if (k == TpchKind.RF1 || k == TpchKind.RF2) {
            return refreshFailures.stream().anyMatch(r -> r.kind() == k) ? "failed" : "not run";
        }
        return failures.stream()
                .filter(f -> f.query().number() == k.number())
                .findFirst()
                .map(f -> f.timedOut() ? "timed out" : "failed")
                .orElse("not run");
    }

    private double geometricMean() {
        return queries.isEmpty()
                ? 0
                : Math.exp(queries.stream()
                        .mapToDouble(f -> Math.log(Math.max(f.seconds(), 1e-6)))
                        .average()
                        .orElse(0));
    }

    /** Power@Size, when every query and both refresh functions completed. */
    OptionalDouble powerAtSize() {
        if (!refreshes || queries.size() != 22 || refreshed.size() != 2) {
            return OptionalDouble.empty();
        }
        double[] q = TpchKind.QUERIES.stream()
                .mapToDouble(k -> query(k).orElseThrow().seconds())
                .toArray();
        return OptionalDouble.of(TpchMetrics.power(
                sf,
                q,
                refresh(TpchKind.RF1).orElseThrow().seconds(),
                refresh(TpchKind.RF2).orElseThrow().seconds()));
    }

    private String powerLine() {
        OptionalDouble power = powerAtSize();
        if (power.isPresent()) {
            return String.format(
                    Locale.ROOT,
                    "Power@Size = 3600 x SF %s / geometric mean of the 22 query and 2 refresh intervals = %,.1f"
                            + " (TPC-H 5.4.1)",
                    options.scaleText(),
                    TpchMetrics.reported(power.getAsDouble()));
        }
        if (!refreshes) {
            return "Power@Size: not computed: no refresh functions ran ("
                    + (options.validate() ? "validation mode" : "tpchRefresh=false")
                    + "); TPC-H 5.4.1 takes RF1's and RF2's intervals too";
        }
        return "Power@Size: not computed: not every query and refresh function of the power test completed";
    }

    /** Each query's and refresh function's seconds, the total and the geometric mean. */
    Map<String, Double> figures() {
        Map<String, Double> figures = new LinkedHashMap<>();
        for (TpchKind k : TpchKind.ALL) {
            if (k == TpchKind.RF1 || k == TpchKind.RF2) {
                refresh(k).ifPresent(r -> figures.put(k.name(), r.seconds()));
            } else {
                query(k).ifPresent(f -> figures.put(k.name(), f.seconds()));
            }
        }
        figures.put(
                "totalSeconds",
                queries.stream().mapToDouble(TestRecord.Finished::seconds).sum()
                        + refreshed.stream()
                                .mapToDouble(TestRecord.Refreshed::seconds)
                                .sum());
        figures.put("geometricMeanSeconds", geometricMean());
        long timedOut = failures.stream().filter(TestRecord.Failure::timedOut).count();
        figures.put("queriesCompleted", (double) queries.size());
        figures.put("queriesFailed", (double) (failures.size() - timedOut));
        figures.put("queriesTimedOut", (double) timedOut);
        return figures;
    }
}
