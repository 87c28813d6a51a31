package io.tpcbench.workload.lineitem;

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
 * The storage-engine test's words on the report page, from its figures and summary.json's
 * {@code lineitemSizes} section: cards of its rate (rows/s or queries/s), raw/stored and the
 * sizes; the compression table and the stored bytes per index as tables and bars; queries/s per
 * kind for a query test. Its closing lines are the summary's.
 */
final class LineitemText extends PageText {
    private static final String QPS = "_qps";

    private final Map<String, Double> figures;
    private final Map<?, ?> sizes;

    private LineitemText(SummaryText closing, Map<String, Double> figures, Map<?, ?> sizes) {
        super(closing);
        this.figures = figures;
        this.sizes = sizes;
    }

    /** {@code part} (the closing lines, the figures) with these words, {@code sizes} in its sections (empty: none read). */
    static SummaryPart part(SummaryPart part, Map<?, ?> sizes) {
        return part.withText(
                new LineitemText(part.text(), part.figures(), sizes),
                sizes.isEmpty() ? Map.of() : Map.of(Sizes.SECTION, sizes));
    }

    private boolean inserts() {
        return figures.containsKey("rowsPerSecond");
    }

    /** The terminals are the report's threads. */
    @Override
    public String terminalsName() {
        return "thread(s)";
    }

    @Override
    public List<Card> cards(Overview o, List<Verdict> verdicts) {
        List<Card> cards = new ArrayList<>();
        if (inserts()) {
            cards.add(new Card("rows/s", whole(figures.get("rowsPerSecond")), ""));
            cards.add(new Card("rows inserted", whole(figures.getOrDefault("rowsInserted", 0.0)), ""));
        } else {
            cards.add(new Card("queries/s", whole(figures.getOrDefault("qps", 0.0)), ""));
            double missing = figures.getOrDefault("pointLookupsWithoutRow", 0.0);
            cards.add(new Card("lookups without their row", whole(missing), missing > 0 ? "fail" : "pass"));
        }
        if (!sizes.isEmpty()) {
            double ratio = figures.getOrDefault("compressionRatio", 0.0);
            cards.add(new Card("raw/stored", ratio > 0 ? String.format(Locale.ROOT, "%.2f", ratio) : "-", ""));
            cards.add(new Card("stored on disk", Sizes.mb(bytes("storedBytes")), ""));
            cards.add(new Card("raw", Sizes.mb(bytes("rawBytes")), ""));
        }
        cards.add(new Card("failed", Long.toString(o.failed()), o.failed() > 0 ? "fail" : "pass"));
        return cards;
    }

    @Override
    public List<PageTable> pageTables() {
        List<PageTable> tables = new ArrayList<>();
        if (!sizes.isEmpty()) {
            tables.add(new PageTable(
                    "Sizes",
                    List.of("engine", "raw", "stored on disk", "information_schema's estimate", "raw/stored"),
                    List.of(List.of(
                            String.valueOf(sizes.get("engine")),
                            Sizes.mb(bytes("rawBytes")),
                            Sizes.mb(bytes("storedBytes")),
                            Sizes.mb(bytes("estimatedBytes")),
                            String.format(Locale.ROOT, "%.2f", figures.getOrDefault("compressionRatio", 0.0)))),
                    "Stored: " + sizes.get("method") + "."));
            Map<String, Long> indexes = indexes();
            if (!indexes.isEmpty()) {
                long stored = bytes("storedBytes");
                List<List<String>> rows = new ArrayList<>();
                indexes.forEach((name, b) -> rows.add(List.of(name, Sizes.mb(b), share(b, stored))));
                long rest = bytes("unassignedBytes");
                if (rest != 0) {
                    rows.add(List.of("(free extents and headers)", Sizes.mb(rest), share(rest, stored)));
                }
                tables.add(
                        new PageTable("Stored per index", List.of("index (all tables)", "stored", "share"), rows, ""));
            }
        }
        Map<String, Double> qps = queriesPerKind();
        if (!qps.isEmpty()) {
            List<List<String>> rows = new ArrayList<>();
            qps.forEach((kind, v) -> rows.add(List.of(kind, whole(v))));
            tables.add(new PageTable("Queries per second by kind", List.of("query", "queries/s"), rows, ""));
        }
        return tables;
    }

    @Override
    public List<PageBars> pageBars() {
        List<PageBars> bars = new ArrayList<>();
        if (!sizes.isEmpty()) {
            Map<String, Double> totals = new LinkedHashMap<>();
            totals.put("raw", megabytes(bytes("rawBytes")));
            totals.put("stored on disk", megabytes(bytes("storedBytes")));
            totals.put("information_schema's estimate", megabytes(bytes("estimatedBytes")));
            bars.add(PageBars.of(
                    "sizes",
                    "Raw and stored size (" + sizes.get("engine") + ")",
                    "The rows' raw bytes as dbgen's text against the bytes the engine stores them in, measured on"
                            + " disk, and information_schema's estimate",
                    "MB",
                    totals));
            Map<String, Double> perIndex = new LinkedHashMap<>();
            indexes().forEach((name, b) -> perIndex.put(name, megabytes(b)));
            if (!perIndex.isEmpty()) {
                bars.add(PageBars.of(
                        "indexes",
                        "Stored size per index",
                        "Each index's stored bytes over every table (the primary key holds the rows)",
                        "MB",
                        perIndex));
            }
        }
        Map<String, Double> qps = queriesPerKind();
        if (!qps.isEmpty()) {
            bars.add(PageBars.of(
                    "qps", "Queries per second by kind", "Each query's rate over the window", "queries/s", qps));
        }
        return bars;
    }

    /** Its rate per second over time replaces the engine's units per minute. */
    @Override
    public Set<PageCommon> pageCommon() {
        return EnumSet.complementOf(EnumSet.of(PageCommon.THROUGHPUT));
    }

    /** Rows per second of an insert test, queries per second of a query test, interval by interval. */
    @Override
    public List<PageLines> pageLines() {
        return List.of(
                inserts()
                        ? new PageLines(
                                "rate",
                                "Rows per second",
                                "Rows inserted per second, report interval by report interval",
                                "rows/s",
                                List.of("rowsPerSec"),
                                List.of("rows/s"))
                        : new PageLines(
                                "rate",
                                "Queries per second",
                                "Queries per second of all kinds, report interval by report interval",
                                "queries/s",
                                List.of("qps"),
                                List.of("queries/s")));
    }

    /** Each query kind's queries/s, in the kinds' order (none for an insert test). */
    private Map<String, Double> queriesPerKind() {
        Map<String, Double> out = new LinkedHashMap<>();
        for (LineitemKind k : LineitemKind.QUERIES) {
            Double v = figures.get(k.name() + QPS);
            if (v != null) {
                out.put(k.displayName(), v);
            }
        }
        return out;
    }

    private Map<String, Long> indexes() {
        Map<String, Long> out = new LinkedHashMap<>();
        if (sizes.get("indexes") instanceof Map<?, ?> m) {
            m.forEach((k, v) -> out.put(String.valueOf(k), (long) SummaryPart.number(v)));
        }
        return out;
    }

    private long bytes(String key) {
        double v = SummaryPart.number(sizes.get(key));
        return Double.isNaN(v) ? 0 : (long) v;
    }

    private static String share(long bytes, long of) {
        return of == 0 ? "-" : String.format(Locale.ROOT, "%.1f%%", 100.0 * bytes / of);
    }

    private static double megabytes(long bytes) {
        return bytes / 1_048_576.0;
    }

    private static String whole(double v) {
        return String.format(Locale.ROOT, "%,.0f", v);
    }
}
