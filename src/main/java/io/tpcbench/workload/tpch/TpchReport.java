package io.tpcbench.workload.tpch;

import io.tpcbench.workload.SummaryPart;
import java.util.ArrayList;
import java.util.DoubleSummaryStatistics;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The closing block of a TPC-H test as users publish it: a table of seconds per query (the
 * PolarDB-X whitepaper's "Q01 55.82 ... total 386.77"), the total and geometric mean, the answer
 * verdicts in validation mode, and the throughput test's Throughput@Size (TPC-H 5.4.2).
 */
final class TpchReport {
    private final TpchOptions options;
    private final double sf;
    private final long seed;
    private final int streams;

    TpchReport(TpchOptions options, double sf, long seed, int streams) {
        this.options = options;
        this.sf = sf;
        this.seed = seed;
        this.streams = streams;
    }

    SummaryPart part(
            List<TpchRun.Finished> outcomes,
            List<TpchRun.Failure> failures,
            Map<String, String> answers,
            double measuredSecs) {
        boolean power = options.test() == TpchOptions.Test.POWER;
        Map<String, Double> figures = new LinkedHashMap<>();
        figures.put("queriesPerHour", outcomes.size() * 3600 / Math.max(measuredSecs, 1e-9));
        List<String> lines = new ArrayList<>();
        lines.add(String.format(
                Locale.ROOT,
                "TPC-H %s test at SF %s: %s, querySeed %d%s",
                power ? "power" : "throughput",
                options.scaleText(),
                power
                        ? "stream 0"
                        : streams + " streams (" + options.firstStream() + ".." + (options.firstStream() + streams - 1)
                                + ")",
                seed,
                options.validate() ? ", validation parameters (2.4.N.4)" : ""));
        lines.add(
                power
                        ? String.format(
                                Locale.ROOT,
                                "%-6s %10s %10s  %s",
                                "Query",
                                "Seconds",
                                "Rows",
                                options.validate() ? "Answer" : "")
                        : String.format(
                                Locale.ROOT,
                                "%-6s %10s %10s %10s %8s",
                                "Query",
                                "Mean s",
                                "Min s",
                                "Max s",
                                "Streams"));
        double total = 0;
        double logSum = 0;
        int timed = 0;
        for (TpchKind k : TpchKind.ALL) {
            DoubleSummaryStatistics s = outcomes.stream()
                    .filter(o -> o.query().number() == k.number())
                    .mapToDouble(TpchRun.Finished::seconds)
                    .summaryStatistics();
            List<TpchRun.Failure> failed = failures.stream()
                    .filter(f -> f.query().number() == k.number())
                    .toList();
            if (s.getCount() > 0) {
                figures.put(k.name(), s.getAverage());
                total += s.getSum();
                logSum += Math.log(Math.max(s.getAverage(), 1e-6));
                timed++;
            }
            lines.add(power ? powerLine(k, s, outcomes, failed, answers) : throughputLine(k, s, failed));
        }
        long timedOut = failures.stream().filter(TpchRun.Failure::timedOut).count();
        int expected = streams * 22;
        long failed = failures.size() - timedOut;
        lines.add(String.format(
                Locale.ROOT,
                "%-6s %10.2f   (%d of %d queries completed%s%s)",
                "Total",
                total,
                outcomes.size(),
                expected,
                failed == 0 ? "" : ", " + failed + " failed",
                timedOut == 0 ? "" : ", " + timedOut + " timed out"));
        double geomean = timed == 0 ? 0 : Math.exp(logSum / timed);
        lines.add(String.format(Locale.ROOT, "Geometric mean of the query times: %.2f s", geomean));
        if (power) {
            lines.add("Power@Size: not computed: the refresh functions RF1 and RF2 do not run in tpcbench's power test"
                    + " (TPC-H 5.4.1 takes their times too)");
        } else {
            double throughput =
                    outcomes.size() == expected ? streams * 22 * 3600 / Math.max(measuredSecs, 1e-9) * sf : 0;
            figures.put("throughputAtSize", throughput);
            lines.add(
                    outcomes.size() == expected
                            ? String.format(
                                    Locale.ROOT,
                                    "Throughput@Size = %d x 22 x 3600 /"
                                            + " %.2f s x SF %s = %,.2f (query streams only: no refresh stream ran, so not a TPC-H"
                                            + " Throughput@Size to publish)",
                                    streams,
                                    measuredSecs,
                                    options.scaleText(),
                                    throughput)
                            : "Throughput@Size: not computed: not every query of every stream completed");
        }
        figures.put("totalSeconds", power ? total : measuredSecs);
        figures.put("geometricMeanSeconds", geomean);
        figures.put("queriesCompleted", (double) outcomes.size());
        figures.put("queriesFailed", (double) failed);
        figures.put("queriesTimedOut", (double) timedOut);
        figures.put("streams", (double) streams);
        figures.put("scaleFactor", sf);
        if (options.validate()) {
            long passed = answers.values().stream().filter("PASS"::equals).count();
            figures.put("answersPassed", (double) passed);
            figures.put("answersFailed", (double) (answers.size() - passed));
            lines.add(String.format(
                    Locale.ROOT,
                    "Answers (TPC-H 2.1.3.5, against the SF 1 qualification answers):" + " %d of 22 PASS%s",
                    passed,
                    passed == 22 ? "" : ", " + (22 - passed) + " FAIL or not run"));
        }
        return SummaryPart.of(lines.stream().map(String::stripTrailing).toList(), figures, 0);
    }

    private String powerLine(
            TpchKind k,
            DoubleSummaryStatistics s,
            List<TpchRun.Finished> outcomes,
            List<TpchRun.Failure> failed,
            Map<String, String> answers) {
        if (s.getCount() == 0) {
            return String.format(
                    Locale.ROOT,
                    "%-6s %10s",
                    k.name(),
                    failed.isEmpty() ? "not run" : failed.get(0).timedOut() ? "timed out" : "failed");
        }
        long rows = outcomes.stream()
                .filter(o -> o.query().number() == k.number())
                .mapToLong(TpchRun.Finished::rows)
                .sum();
        return String.format(
                Locale.ROOT,
                "%-6s %10.2f %10d  %s",
                k.name(),
                s.getSum(),
                rows,
                answers.getOrDefault("Q" + k.number(), ""));
    }

    private String throughputLine(TpchKind k, DoubleSummaryStatistics s, List<TpchRun.Failure> failed) {
        if (s.getCount() == 0) {
            return String.format(Locale.ROOT, "%-6s %10s", k.name(), failed.isEmpty() ? "not run" : "failed");
        }
        return String.format(
                Locale.ROOT,
                "%-6s %10.2f %10.2f %10.2f %8s",
                k.name(),
                s.getAverage(),
                s.getMin(),
                s.getMax(),
                s.getCount() + (failed.isEmpty() ? "" : " +" + failed.size() + " failed"));
    }

    /**
     * The part of a result merged from several drivers' ({@code mergeResults.sh}: streams of one
     * throughput test on several machines): each query's mean seconds over all their streams,
     * the queries completed, failed and timed out summed, and Throughput@Size over the merged
     * window when every stream completed.
     */
    static SummaryPart merged(List<Map<String, Double>> drivers, double windowSecs) {
        Map<String, Double> figures = new LinkedHashMap<>();
        double completed = sum(drivers, "queriesCompleted");
        double streams = sum(drivers, "streams");
        double sf = drivers.get(0).getOrDefault("scaleFactor", 0.0);
        figures.put("queriesPerHour", completed * 3600 / Math.max(windowSecs, 1e-9));
        List<String> lines = new ArrayList<>();
        lines.add(String.format(
                Locale.ROOT,
                "TPC-H merged from %d drivers: %.0f streams, SF %s",
                drivers.size(),
                streams,
                TpchOptions.scaleText(sf)));
        lines.add(String.format(Locale.ROOT, "%-6s %10s", "Query", "Mean s"));
        for (TpchKind k : TpchKind.ALL) {
            double weighted = 0;
            double weight = 0;
            for (Map<String, Double> d : drivers) {
                if (d.containsKey(k.name())) {
                    weighted += d.get(k.name()) * d.getOrDefault("streams", 1.0);
                    weight += d.getOrDefault("streams", 1.0);
                }
            }
            if (weight > 0) {
                figures.put(k.name(), weighted / weight);
            }
            lines.add(
                    weight > 0
                            ? String.format(Locale.ROOT, "%-6s %10.2f", k.name(), weighted / weight)
                            : String.format(Locale.ROOT, "%-6s %10s", k.name(), "not run"));
        }
        lines.add(String.format(
                Locale.ROOT,
                "%.0f of %.0f queries completed, %.0f failed, %.0f timed out",
                completed,
                streams * 22,
                sum(drivers, "queriesFailed"),
                sum(drivers, "queriesTimedOut")));
        if (completed == streams * 22) {
            double throughput = streams * 22 * 3600 / Math.max(windowSecs, 1e-9) * sf;
            figures.put("throughputAtSize", throughput);
            lines.add(String.format(
                    Locale.ROOT,
                    "Throughput@Size = %.0f x 22 x 3600 / %.2f s x SF = %,.2f (query streams" + " only)",
                    streams,
                    windowSecs,
                    throughput));
        }
        for (String key : List.of("queriesCompleted", "queriesFailed", "queriesTimedOut", "streams")) {
            figures.put(key, sum(drivers, key));
        }
        figures.put("scaleFactor", sf);
        return SummaryPart.of(lines, figures, 0);
    }

    private static double sum(List<Map<String, Double>> drivers, String key) {
        return drivers.stream().mapToDouble(d -> d.getOrDefault(key, 0.0)).sum();
    }
}
