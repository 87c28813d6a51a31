package io.tpcbench.workload.tpch;

import io.tpcbench.workload.PageBars;
import io.tpcbench.workload.PageCommon;
import io.tpcbench.workload.PageTable;
import io.tpcbench.workload.PageText;
import io.tpcbench.workload.PageTimeline;
import io.tpcbench.workload.SummaryPart;
import io.tpcbench.workload.SummaryText;
import io.tpcbench.workload.Verdict;
import java.util.ArrayList;
import java.util.DoubleSummaryStatistics;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * TPC-H's words on the report page: cards of its metrics (QphH@Size, Power@Size and
 * Throughput@Size as the test computed them, else queries per hour), the power test's total and
 * geometric mean, Ts, failures and answers; the power test's seconds per query and refresh
 * function as a table (with rows and answers) and bars in the whitepaper's order; the throughput
 * test's fastest, mean and slowest seconds per query across its streams; and a timeline of every
 * stream's units. None of the engine's per-kind percentiles, mix or per-minute throughput: a
 * query that ran once has no percentile. Its closing lines stay the summary's.
 */
final class TpchText extends PageText {
    private final Map<String, Double> figures;
    private final List<TpchUnits.Unit> units;

    private TpchText(SummaryText closing, Map<String, Double> figures, List<TpchUnits.Unit> units) {
        super(closing);
        this.figures = figures;
        this.units = units;
    }

    /** {@code part} (the closing lines, the figures) with these words, {@code units} in its sections (empty: none). */
    static SummaryPart part(SummaryPart part, List<TpchUnits.Unit> units) {
        return part.withText(
                new TpchText(part.text(), part.figures(), units),
                units.isEmpty() ? Map.of() : Map.of(TpchUnits.SECTION, TpchUnits.section(units)));
    }

    @Override
    public Set<PageCommon> pageCommon() {
        return EnumSet.noneOf(PageCommon.class);
    }

    /** The terminals are TPC-H's streams (the power test runs on the first). */
    @Override
    public String terminalsName() {
        return "query stream(s)";
    }

    @Override
    public List<Card> cards(Overview o, List<Verdict> verdicts) {
        List<Card> cards = new ArrayList<>();
        metric(cards, "qphH", "QphH@Size");
        metric(cards, "powerAtSize", "Power@Size");
        metric(cards, "throughputAtSize", "Throughput@Size");
        if (cards.isEmpty()) {
            cards.add(new Card("queries per hour", f("%,.1f", get("queriesPerHour")), ""));
        }
        List<TpchUnits.Unit> power = lane(TpchUnits.POWER);
        if (!power.isEmpty()) {
            cards.add(new Card("power test total (s)", f("%,.2f", seconds(power)), ""));
            if (figures.containsKey("geometricMeanSeconds")) {
                cards.add(new Card("geometric mean (s)", f("%,.2f", get("geometricMeanSeconds")), ""));
            }
        }
        if (figures.containsKey("throughputSeconds")) {
            cards.add(new Card("Ts (s)", f("%,.2f", get("throughputSeconds")), ""));
        }
        // every query and refresh function that did not complete, counted once: the units say so
        // one by one; a summary without them (an older one) has the counts and the engine's failures
        long failed = units.isEmpty()
                ? Math.max(o.failed(), Math.round(get("queriesFailed") + get("queriesTimedOut")))
                : units.stream().filter(u -> !u.completed()).count();
        cards.add(new Card("failed or timed out", Long.toString(failed), failed > 0 ? "fail" : "pass"));
        if (figures.containsKey("answersPassed")) {
            double passed = get("answersPassed");
            cards.add(new Card("answers", f("%.0f of 22 PASS", passed), passed == 22 ? "pass" : "fail"));
        }
        return cards;
    }

    /** A metric's card: its value, or "not computed" when the test could not compute it (TPC-H 5.4). */
    private void metric(List<Card> cards, String figure, String name) {
        if (figures.containsKey(figure)) {
            double v = get(figure);
            cards.add(new Card(name, Double.isNaN(v) ? "not computed" : f("%,.1f", v), ""));
        }
    }

    @Override
    public List<PageTable> pageTables() {
        List<PageTable> tables = new ArrayList<>();
        List<TpchUnits.Unit> power = lane(TpchUnits.POWER);
        if (!power.isEmpty()) {
            boolean answers = power.stream().anyMatch(u -> !u.answer().isEmpty());
            List<String> headers = new ArrayList<>(List.of("unit", "seconds", "rows", "outcome"));
            if (answers) {
                headers.add("answer");
            }
            List<List<String>> rows = new ArrayList<>();
            for (TpchKind k : TpchKind.ALL) {
                for (TpchUnits.Unit u : power) {
                    if (u.kind().equals(k.name())) {
                        List<String> row = new ArrayList<>(
                                List.of(u.kind(), f("%,.2f", u.seconds()), f("%,d", u.rows()), u.outcome()));
                        if (answers) {
                            row.add(u.answer().isEmpty() ? "-" : u.answer());
                        }
                        rows.add(row);
                    }
                }
            }
            List<String> total = new ArrayList<>(List.of("total", f("%,.2f", seconds(power)), "", ""));
            if (answers) {
                total.add("");
            }
            rows.add(total);
            tables.add(new PageTable(
                    "Power test: seconds per query and refresh function",
                    headers,
                    rows,
                    "Stream 0's queries in their order of TPC-H 2.1.2 (the whitepapers' order), with RF1 and"
                            + " RF2 (TPC-H 5.3.3); a refresh function's rows are the orders and lines it inserted or"
                            + " deleted."));
        }
        Map<String, DoubleSummaryStatistics> across = acrossStreams();
        if (!across.isEmpty()) {
            List<List<String>> rows = new ArrayList<>();
            across.forEach((kind, s) -> rows.add(List.of(
                    kind,
                    Long.toString(s.getCount()),
                    f("%,.2f", s.getMin()),
                    f("%,.2f", s.getAverage()),
                    f("%,.2f", s.getMax()))));
            tables.add(new PageTable(
                    "Throughput test: seconds per query across the streams",
                    List.of("unit", "completed", "fastest", "mean", "slowest"),
                    rows,
                    "Each query over the query streams (TPC-H 5.3.4), each refresh function over the refresh"
                            + " stream's pairs; Ts is the test's interval from the first query's start to the last"
                            + " unit's end (5.3.6)."));
        }
        return tables;
    }

    @Override
    public List<PageBars> pageBars() {
        List<PageBars> bars = new ArrayList<>();
        List<TpchUnits.Unit> power = lane(TpchUnits.POWER);
        if (!power.isEmpty()) {
            Map<String, Double> seconds = new LinkedHashMap<>();
            for (TpchKind k : TpchKind.ALL) {
                power.stream()
                        .filter(u -> u.kind().equals(k.name()) && u.completed())
                        .forEach(u -> seconds.put(u.kind(), u.seconds()));
            }
            bars.add(PageBars.of(
                    "power",
                    "Power test: seconds per query",
                    "Each query's and refresh function's seconds in the power test, in the whitepapers' order",
                    "seconds",
                    seconds));
        }
        Map<String, DoubleSummaryStatistics> across = acrossStreams();
        if (!across.isEmpty()) {
            Map<String, Map<String, Double>> series = new LinkedHashMap<>();
            series.put("fastest", new LinkedHashMap<>());
            series.put("mean", new LinkedHashMap<>());
            series.put("slowest", new LinkedHashMap<>());
            across.forEach((kind, s) -> {
                series.get("fastest").put(kind, s.getMin());
                series.get("mean").put(kind, s.getAverage());
                series.get("slowest").put(kind, s.getMax());
            });
            bars.add(new PageBars(
                    "throughput",
                    "Throughput test: seconds per query across the streams",
                    "Each query's fastest, mean and slowest seconds over the query streams, each refresh"
                            + " function's over the refresh pairs",
                    "seconds",
                    series));
        }
        return bars;
    }

    /** Every stream's units from its start to its end: the power test's, the query streams', the refresh stream's. */
    @Override
    public List<PageTimeline> pageTimelines() {
        List<String> lanes = new ArrayList<>();
        if (!lane(TpchUnits.POWER).isEmpty()) {
            lanes.add(TpchUnits.POWER);
        }
        units.stream()
                .map(TpchUnits.Unit::lane)
                .filter(l -> l.startsWith("stream "))
                .distinct()
                .sorted((a, b) -> Integer.compare(stream(a), stream(b)))
                .forEach(lanes::add);
        if (!lane(TpchUnits.REFRESH).isEmpty()) {
            lanes.add(TpchUnits.REFRESH);
        }
        if (lanes.size() < 2) {
            return List.of(); // the power test alone: its bars say it all
        }
        List<PageTimeline.Bar> bars = units.stream()
                .map(u -> new PageTimeline.Bar(
                        lanes.indexOf(u.lane()), u.kind(), u.startSecs(), u.startSecs() + u.seconds(), !u.completed()))
                .toList();
        return List.of(new PageTimeline(
                "timeline",
                "Every stream's queries and refresh functions",
                "Each unit from its start to its end, a lane per stream; red: failed or timed out",
                lanes,
                bars));
    }

    /** The throughput test's queries over its streams and refresh functions over its pairs, in the whitepapers' order. */
    private Map<String, DoubleSummaryStatistics> acrossStreams() {
        Map<String, DoubleSummaryStatistics> out = new LinkedHashMap<>();
        for (TpchKind k : TpchKind.ALL) {
            DoubleSummaryStatistics s = units.stream()
                    .filter(u -> !u.lane().equals(TpchUnits.POWER)
                            && u.completed()
                            && u.kind().equals(k.name()))
                    .mapToDouble(TpchUnits.Unit::seconds)
                    .summaryStatistics();
            if (s.getCount() > 0) {
                out.put(k.name(), s);
            }
        }
        return out;
    }

    private List<TpchUnits.Unit> lane(String lane) {
        return units.stream().filter(u -> u.lane().equals(lane)).toList();
    }

    private static int stream(String lane) {
        return Integer.parseInt(lane.substring("stream ".length()));
    }

    /** The completed units' seconds, as the closing block's total. */
    private static double seconds(List<TpchUnits.Unit> units) {
        return units.stream()
                .filter(TpchUnits.Unit::completed)
                .mapToDouble(TpchUnits.Unit::seconds)
                .sum();
    }

    private double get(String figure) {
        return figures.getOrDefault(figure, 0.0);
    }

    private static String f(String format, Object... args) {
        return String.format(Locale.ROOT, format, args);
    }
}
