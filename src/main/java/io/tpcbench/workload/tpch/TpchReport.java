package io.tpcbench.workload.tpch;

import io.tpcbench.workload.SummaryPart;
import io.tpcbench.workload.SummaryText;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.OptionalDouble;

/**
 * The closing block of a TPC-H run as vendors publish it: the power test's seconds per query and
 * refresh function (the PolarDB-X whitepaper's "Q01 55.82 ... total 386.77", with RF1 and RF2) and
 * Power@Size, the throughput test's per-query seconds across its streams, its refresh pairs, Ts and
 * Throughput@Size, QphH@Size when both ran (TPC-H 5.4), the compliance line, and the answers'
 * verdicts in validation mode. The headline, first of the figures, is the run's TPC-H metric.
 */
final class TpchReport {
    private final TpchOptions options;
    private final double sf;
    private final long seed;
    private final int streams;
    private final boolean refreshes;
    private final boolean refreshStream;

    TpchReport(TpchOptions options, double sf, long seed, int streams, boolean refreshes, boolean refreshStream) {
        this.options = options;
        this.sf = sf;
        this.seed = seed;
        this.streams = streams;
        this.refreshes = refreshes;
        this.refreshStream = refreshStream;
    }

    SummaryPart part(TestRecord record, OptionalDouble tsSeconds, double measuredSecs) {
        TpchOptions.Test test = options.test();
        List<String> lines = new ArrayList<>();
        lines.add(String.format(
                Locale.ROOT,
                "TPC-H %s test at SF %s: %s, querySeed %d%s",
                test.key(),
                options.scaleText(),
                switch (test) {
                    case POWER -> "stream 0";
                    case THROUGHPUT -> streams + " query streams (" + streamRange() + ")";
                    case FULL -> "the power test, then the throughput test with " + streams + " query streams";
                },
                seed,
                options.validate() ? ", validation parameters (2.4.N.4), no refresh functions (2.1.3)" : ""));
        Map<String, Double> metrics = new LinkedHashMap<>();
        Map<String, Double> figures = new LinkedHashMap<>();
        OptionalDouble power = OptionalDouble.empty();
        OptionalDouble throughput = OptionalDouble.empty();
        if (test != TpchOptions.Test.THROUGHPUT) {
            PowerTable table = new PowerTable(options, sf, record, refreshes);
            lines.addAll(table.lines());
            power = table.powerAtSize();
            figures.putAll(table.figures());
        }
        if (test != TpchOptions.Test.POWER) {
            double ts = tsSeconds.orElse(measuredSecs);
            ThroughputTable table = new ThroughputTable(options, sf, streams, record, refreshStream, ts);
            lines.addAll(table.lines());
            throughput = table.throughputAtSize();
            figures.putAll(table.figures(test == TpchOptions.Test.THROUGHPUT));
        }
        OptionalDouble qphH = TpchMetrics.qphH(power, throughput);
        if (test == TpchOptions.Test.FULL) {
            lines.add(
                    qphH.isPresent()
                            ? String.format(
                                    Locale.ROOT,
                                    "QphH@Size = sqrt(Power@Size x Throughput@Size) = %,.1f (TPC-H 5.4.3)",
                                    TpchMetrics.reported(qphH.getAsDouble()))
                            : "QphH@Size: not computed: it takes both Power@Size and Throughput@Size");
            metrics.put("qphH", value(qphH));
        }
        if (test != TpchOptions.Test.THROUGHPUT) {
            metrics.put("powerAtSize", value(power));
        }
        if (test != TpchOptions.Test.POWER) {
            metrics.put("throughputAtSize", value(throughput));
            lines.add(compliance());
        }
        lines.addAll(record.notes());
        if (options.validate()) {
            Map<String, String> answers = record.answers();
            long passed = answers.values().stream().filter("PASS"::equals).count();
            figures.put("answersPassed", (double) passed);
            figures.put("answersFailed", (double) (answers.size() - passed));
            lines.add(String.format(
                    Locale.ROOT,
                    "Answers (TPC-H 2.1.3.5, against the SF 1 qualification answers): %d of 22 PASS%s",
                    passed,
                    passed == 22 ? "" : ", " + (22 - passed) + " FAIL or not run"));
        }
        double perHour = record.finished().size() * 3600 / Math.max(measuredSecs, 1e-9);
        // the headline comes first: the TPC-H metric, or without refresh functions the queries per hour
        Map<String, Double> all = new LinkedHashMap<>();
        if (!refreshes) {
            all.put("queriesPerHour", perHour);
        }
        all.putAll(metrics);
        all.put("queriesPerHour", perHour);
        all.putAll(figures);
        all.put("streams", (double) streams);
        all.put("scaleFactor", sf);
        List<String> text = lines.stream().map(String::stripTrailing).toList();
        String headline = all.keySet().iterator().next();
        return TpchText.part(
                new SummaryPart(
                        headline,
                        all.get(headline),
                        all,
                        List.of(),
                        Map.of(SummaryPart.LINES, text),
                        SummaryText.closing(text),
                        false),
                TpchUnits.of(record));
    }

    private String streamRange() {
        return options.firstStream() + ".." + (options.firstStream() + streams - 1);
    }

    private static double value(OptionalDouble metric) {
        return metric.isPresent() ? TpchMetrics.reported(metric.getAsDouble()) : Double.NaN;
    }

    /** S against 5.3.4's minimum, and the scale factor against 4.1.3.1's. */
    private String compliance() {
        int min = TpchMetrics.minStreams(sf);
        int testStreams = options.streams(streams);
        boolean permitted = List.of(1.0, 10.0, 30.0, 100.0, 300.0, 1000.0, 3000.0, 10_000.0, 30_000.0, 100_000.0)
                .contains(sf);
        return String.format(
                Locale.ROOT,
                "Compliance: S=%d %s 5.3.4's minimum of %d query streams at SF %s%s%s",
                testStreams,
                testStreams >= min ? "meets" : "is below",
                min,
                options.scaleText(),
                permitted ? "" : "; SF " + options.scaleText() + " is not one of 4.1.3.1's scale factors",
                refreshStream
                        ? ""
                        : options.firstStream() == 1
                                ? "; no refresh stream ran (5.3.4.4 takes one)"
                                : "; the refresh stream runs on the driver of stream 1");
    }
}
