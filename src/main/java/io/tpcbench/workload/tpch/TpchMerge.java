package io.tpcbench.workload.tpch;

import io.tpcbench.workload.SummaryPart;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The TPC-H part of a result merged from several drivers' ({@code mergeResults.sh}): streams of one
 * throughput test run from several machines.
 */
final class TpchMerge {
    private TpchMerge() {}

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
        for (TpchKind k : TpchKind.QUERIES) {
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
            double pairs = sum(drivers, "refreshPairs");
            lines.add(String.format(
                    Locale.ROOT,
                    "Throughput@Size = %.0f x 22 x 3600 / %.2f s x SF = %,.2f%s",
                    streams,
                    windowSecs,
                    throughput,
                    pairs == streams
                            ? ""
                            : String.format(
                                    Locale.ROOT,
                                    " (%.0f of the %.0f refresh pairs TPC-H 5.3.7.7 takes ran: not TPC-H's"
                                            + " Throughput@Size)",
                                    pairs,
                                    streams)));
        }
        for (String key : List.of("queriesCompleted", "queriesFailed", "queriesTimedOut", "streams", "refreshPairs")) {
            figures.put(key, sum(drivers, key));
        }
        figures.put("scaleFactor", sf);
        return SummaryPart.of(lines, figures, 0);
    }

    private static double sum(List<Map<String, Double>> drivers, String key) {
        return drivers.stream().mapToDouble(d -> d.getOrDefault(key, 0.0)).sum();
    }
}
