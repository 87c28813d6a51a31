package io.tpcbench.workload.sysbench;

import io.tpcbench.workload.PageBars;
import io.tpcbench.workload.PageCommon;
import io.tpcbench.workload.PageLines;
import io.tpcbench.workload.PageTable;
import io.tpcbench.workload.PageText;
import io.tpcbench.workload.SummaryPart;
import io.tpcbench.workload.SummaryText;
import io.tpcbench.workload.Verdict;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * sysbench's words on the report page, in its units (per second): cards of tps, qps, the chosen
 * latency percentile and the errors; its closing block as tables under sysbench's own headings
 * (SQL statistics, general statistics, latency, threads fairness, and with {@code histogram=on}
 * the latency histogram as it prints it); reads, writes and other per second as bars; tps, qps
 * and the percentile over time from its interval lines. Its closing lines stay the summary's.
 */
final class SbText extends PageText {
    /** summary.json's key of the {@code histogram=on} buckets: each {@code ms} and {@code count}. */
    static final String HISTOGRAM = "sysbenchHistogram";

    private final Map<String, Double> figures;
    private final List<?> histogram;

    private SbText(SummaryText closing, Map<String, Double> figures, List<?> histogram) {
        super(closing);
        this.figures = figures;
        this.histogram = histogram;
    }

    /** {@code part} (the closing lines, the figures) with these words, the histogram's buckets in its sections (empty: none). */
    static SummaryPart part(SummaryPart part, List<?> histogram) {
        return part.withText(
                new SbText(part.text(), part.figures(), histogram),
                histogram.isEmpty() ? Map.of() : Map.of(HISTOGRAM, histogram));
    }

    @Override
    public String tableNote() {
        return f(
                "%.2f statements per transaction; sysbench's counts and rates follow", get("statementsPerTransaction"));
    }

    /** The terminals are sysbench's --threads. */
    @Override
    public String terminalsName() {
        return "thread(s)";
    }

    @Override
    public List<Card> cards(Overview o, List<Verdict> verdicts) {
        List<Card> cards = new ArrayList<>();
        cards.add(new Card("tps", f("%,.2f", get("tps")), ""));
        cards.add(new Card("qps", f("%,.2f", get("qps")), ""));
        cards.add(
                percentile() == 0
                        ? new Card("latency avg (ms)", shown("%,.2f", SbReport.AVG_MS), "")
                        : new Card(percentile() + "th percentile (ms)", shown("%,.2f", SbReport.PERCENTILE_MS), ""));
        double ignored = get("ignoredErrors");
        cards.add(new Card("ignored errors", f("%,.0f", ignored), ""));
        cards.add(new Card("reconnects", f("%,.0f", get("reconnects")), ""));
        cards.add(new Card("failed", Long.toString(o.failed()), o.failed() > 0 ? "fail" : "pass"));
        return cards;
    }

    @Override
    public List<PageTable> pageTables() {
        List<PageTable> tables = new ArrayList<>();
        double secs = secs();
        double queries = get("reads") + get("writes") + get("other");
        List<List<String>> sql = new ArrayList<>();
        sql.add(List.of("queries performed: read", count(get("reads")), ""));
        sql.add(List.of("queries performed: write", count(get("writes")), ""));
        sql.add(List.of("queries performed: other", count(get("other")), ""));
        sql.add(List.of("queries performed: total", count(queries), ""));
        sql.add(List.of("transactions", count(get("transactions")), perSec(get("transactions"), secs)));
        sql.add(List.of("queries", count(queries), perSec(queries, secs)));
        sql.add(List.of("ignored errors", count(get("ignoredErrors")), perSec(get("ignoredErrors"), secs)));
        sql.add(List.of("reconnects", count(get("reconnects")), perSec(get("reconnects"), secs)));
        tables.add(new PageTable("SQL statistics", List.of("", "count", "per sec."), sql, ""));
        tables.add(new PageTable(
                "General statistics",
                List.of("", ""),
                List.of(
                        List.of("total time", shown("%.4fs", "totalTimeSecs")),
                        List.of("total number of events", count(get("transactions")))),
                ""));
        List<List<String>> latency = new ArrayList<>();
        latency.add(List.of("min", shown("%.2f", SbReport.MIN_MS)));
        latency.add(List.of("avg", shown("%.2f", SbReport.AVG_MS)));
        latency.add(List.of("max", shown("%.2f", SbReport.MAX_MS)));
        latency.add(
                percentile() == 0
                        ? List.of("percentile stats", "disabled")
                        : List.of(percentile() + "th percentile", shown("%.2f", SbReport.PERCENTILE_MS)));
        latency.add(List.of("sum", shown("%.2f", SbReport.SUM_MS)));
        tables.add(new PageTable("Latency (ms)", List.of("", "ms"), latency, ""));
        tables.add(new PageTable(
                "Threads fairness",
                List.of("", "avg", "stddev"),
                List.of(
                        List.of("events", shown("%.4f", SbReport.EVENTS_AVG), shown("%.2f", SbReport.EVENTS_STDDEV)),
                        List.of(
                                "execution time (s)",
                                shown("%.4f", SbReport.BUSY_AVG_SECS),
                                shown("%.2f", SbReport.BUSY_STDDEV_SECS))),
                "How evenly the threads were served: each thread's events and its seconds inside them."));
        if (!histogram.isEmpty()) {
            long max = 0;
            for (Object b : histogram) {
                max = Math.max(max, (long) bucket(b, "count"));
            }
            List<List<String>> rows = new ArrayList<>();
            for (Object b : histogram) {
                long c = (long) bucket(b, "count");
                rows.add(List.of(f("%.3f", bucket(b, "ms")), SbHistogram.stars(c, max), Long.toString(c)));
            }
            tables.add(new PageTable(
                    "Latency histogram (values are in milliseconds)",
                    List.of("value", "distribution", "count"),
                    rows,
                    "sysbench's histogram=on block: its 1,024 logarithmic buckets from 0.001 to 100,000 ms, the"
                            + " non-empty ones.",
                    true));
        }
        return tables;
    }

    @Override
    public List<PageBars> pageBars() {
        double secs = secs();
        if (Double.isNaN(secs)) {
            return List.of();
        }
        Map<String, Double> rw = new LinkedHashMap<>();
        rw.put("read", get("reads") / secs);
        rw.put("write", get("writes") / secs);
        rw.put("other", get("other") / secs);
        return List.of(PageBars.of(
                "queries",
                "Queries per second: read, write, other",
                "sysbench's r/w/o over the window: reads are SELECTs, writes INSERT, UPDATE, DELETE and REPLACE,"
                        + " other BEGIN and COMMIT",
                "queries/s",
                rw));
    }

    /** sysbench's interval lines replace the engine's units per minute and percentiles over time. */
    @Override
    public Set<PageCommon> pageCommon() {
        return EnumSet.of(PageCommon.KINDS_TABLE, PageCommon.LATENCY_DISTRIBUTION);
    }

    /** tps, qps (with r/w/o), the percentile, the errors when there were any, and --rate's queue: per second, as its interval lines. */
    @Override
    public List<PageLines> pageLines() {
        List<PageLines> lines = new ArrayList<>();
        lines.add(new PageLines(
                "tps", "Transactions per second", "tps of sysbench's interval lines", "tps", List.of("tps")));
        lines.add(new PageLines(
                "qps",
                "Queries per second",
                "qps and its r/w/o of sysbench's interval lines",
                "qps",
                List.of("qps", "readsPerSec", "writesPerSec", "otherPerSec"),
                List.of("qps", "read", "write", "other")));
        if (percentile() != 0) {
            lines.add(new PageLines(
                    "latency",
                    "Latency (ms, " + percentile() + "th percentile)",
                    "lat (ms," + percentile() + "%) of sysbench's interval lines: the percentile of each interval's"
                            + " events",
                    "ms",
                    List.of("latencyMs"),
                    List.of("lat (ms," + percentile() + "%)")));
        }
        if (get("ignoredErrors") + get("reconnects") > 0) {
            lines.add(new PageLines(
                    "errors",
                    "Errors and reconnects per second",
                    "err/s and reconn/s of sysbench's interval lines",
                    "per second",
                    List.of("errorsPerSec", "reconnectsPerSec"),
                    List.of("err/s", "reconn/s")));
        }
        // under --rate (only then do the lines carry these)
        lines.add(new PageLines(
                "queue",
                "Queue length and concurrency",
                "Under rate: the events waiting for a thread and the threads busy, at each interval's end",
                "events",
                List.of("queueLength", "concurrency"),
                List.of("queue length", "concurrency")));
        return lines;
    }

    /**
     * The window's seconds: {@code totalTimeSecs}, or for a summary of an older tpcbench (which
     * kept no latency or fairness figures either) the transactions over their rate.
     */
    private double secs() {
        if (figures.containsKey("totalTimeSecs")) {
            return Math.max(get("totalTimeSecs"), 1e-9);
        }
        return get("tps") > 0 ? get("transactions") / get("tps") : Double.NaN;
    }

    /** A figure as {@code format} shows it, {@code -} when the summary has none (an older tpcbench's). */
    private String shown(String format, String figure) {
        return figures.containsKey(figure) ? f(format, get(figure)) : "-";
    }

    private int percentile() {
        return (int) Math.round(get("percentile"));
    }

    private double get(String figure) {
        return figures.getOrDefault(figure, 0.0);
    }

    private static double bucket(Object bucket, String key) {
        return bucket instanceof Map<?, ?> m ? SummaryPart.number(m.get(key)) : 0;
    }

    private static String perSec(double count, double secs) {
        return Double.isNaN(secs) ? "-" : f("%.2f", count / secs);
    }

    private static String count(double v) {
        return f("%.0f", v);
    }

    private static String f(String format, Object... args) {
        return String.format(Locale.ROOT, format, args);
    }
}
