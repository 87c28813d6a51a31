package io.tpcbench.workload.chbench;

import io.tpcbench.workload.DriverLine;
import io.tpcbench.workload.PageBars;
import io.tpcbench.workload.PageCommon;
import io.tpcbench.workload.PageLines;
import io.tpcbench.workload.PageTable;
import io.tpcbench.workload.PageTimeline;
import io.tpcbench.workload.SummaryText;
import io.tpcbench.workload.TypeLine;
import io.tpcbench.workload.Verdict;
import io.tpcbench.workload.tpcc.TransactionType;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * CH-benCHmark's words: TPC-C's, quoting the window's TPC-C terminals and transactions only (its
 * tpmTOTAL and Transaction Count are TPC-C's, as BenchmarkSQL's users read them), then the
 * analytical side: its streams and QphH, and the 22 queries' table.
 */
final class ChText implements SummaryText {
    private final SummaryText tpcc;
    private final AnalyticalSide side;

    ChText(SummaryText tpcc, AnalyticalSide side) {
        this.tpcc = tpcc;
        this.side = side;
    }

    /** The overview as TPC-C's words quote it: its terminals, its five transactions, their failures. */
    private Overview transactions(Overview o) {
        int n = TransactionType.values().length;
        List<TypeLine> types = o.types().size() > n ? o.types().subList(0, n) : o.types();
        return new Overview(
                o.workload(),
                o.sessionStart(),
                o.sessionEnd(),
                o.measuredSecs(),
                o.interrupted(),
                side.tpccTerminals(),
                side.transactions() * 60 / Math.max(o.measuredSecs(), 1e-9),
                side.transactions(),
                types,
                side.transactionsFailed() + tpcc.deferredFailed(),
                o.startAt(),
                o.merged());
    }

    @Override
    public List<String> opening(Overview o) {
        List<String> l = new ArrayList<>(tpcc.opening(transactions(o)));
        if (side.streams() == 0) {
            l.add("Analytical side: none (analyticalStreams=0): TPC-C alone on the CH-benCHmark build");
            return l;
        }
        l.add(String.format(
                Locale.ROOT,
                "Analytical side: %d stream(s) beside the %d TPC-C terminal(s); %d queries completed in the window,"
                        + " %d failed: QphH %,.1f (CH-benCHmark's queries per hour)",
                side.streams(),
                side.tpccTerminals(),
                side.completed(),
                side.failed(),
                side.queriesPerHour()));
        side.freshness().forEach(f -> l.add(freshness(f)));
        return l;
    }

    /** A freshness line: how far behind the primary the streams' queries read, at their starts. */
    static String freshness(AnalyticalSide.FreshnessLine f) {
        return String.format(
                Locale.ROOT,
                "Freshness at the queries' starts on %s: %d reading(s); behind the primary p50 %.3f s, p90 %.3f s,"
                        + " p99 %.3f s, max %.3f s; orders not yet seen p50 %,d, max %,d",
                f.endpoint(),
                f.readings(),
                f.p50Secs(),
                f.p90Secs(),
                f.p99Secs(),
                f.maxSecs(),
                f.ordersP50(),
                f.ordersMax());
    }

    /** TPC-C's lines after the table, then the queries' table, in seconds, and each stream's order. */
    @Override
    public List<String> afterTable() {
        List<String> l = new ArrayList<>(tpcc.afterTable());
        if (side.streams() == 0) {
            return l;
        }
        l.add("");
        l.add(String.format(
                Locale.ROOT,
                "%-5s %-36s %7s %7s %10s %10s %10s",
                "query",
                "",
                "count",
                "failed",
                "mean s",
                "p90 s",
                "max s"));
        for (AnalyticalSide.QueryLine q : side.queries()) {
            l.add(String.format(
                    Locale.ROOT,
                    "%-5s %-36s %7d %7d %10.3f %10.3f %10.3f",
                    "Q" + q.number(),
                    q.name(),
                    q.count(),
                    q.failed(),
                    q.meanSecs(),
                    q.p90Secs(),
                    q.maxSecs()));
        }
        for (int i = 0; i < side.orders().size(); i++) {
            l.add("Stream " + (i + 1) + "'s order: "
                    + String.join(
                            " ", side.orders().get(i).stream().map(n -> "Q" + n).toList()));
        }
        return l;
    }

    @Override
    public List<Card> cards(Overview o, List<Verdict> verdicts) {
        List<Card> cards = new ArrayList<>(tpcc.cards(transactions(o), verdicts));
        // one name in every run: a sweep's table and a comparison line the runs up by it
        cards.add(new Card(
                "QphH", String.format(Locale.ROOT, "%,.1f", side.queriesPerHour()), side.failed() > 0 ? "fail" : ""));
        cards.add(new Card("analytical streams", Integer.toString(side.streams()), ""));
        return cards;
    }

    @Override
    public List<PageTable> pageTables() {
        List<PageTable> tables = new ArrayList<>(tpcc.pageTables());
        if (side.streams() > 0) {
            tables.add(new PageTable(
                    "Analytical queries",
                    List.of("query", "count", "failed", "mean s", "p90 s", "max s"),
                    side.queries().stream()
                            .map(q -> List.of(
                                    "Q" + q.number() + " " + q.name(),
                                    Long.toString(q.count()),
                                    Long.toString(q.failed()),
                                    seconds(q.meanSecs()),
                                    seconds(q.p90Secs()),
                                    seconds(q.maxSecs())))
                            .toList(),
                    String.format(
                            Locale.ROOT,
                            "%d stream(s), each its own permutation of the 22 queries, over and over; QphH %,.1f:"
                                    + " the queries that started and ended inside the window, per hour of it",
                            side.streams(),
                            side.queriesPerHour())));
        }
        if (!side.freshness().isEmpty()) {
            tables.add(new PageTable(
                    "Freshness",
                    List.of("streams read", "readings", "p50 s", "p90 s", "p99 s", "max s", "orders p50", "orders max"),
                    side.freshness().stream()
                            .map(f -> List.of(
                                    f.endpoint(),
                                    Long.toString(f.readings()),
                                    seconds(f.p50Secs()),
                                    seconds(f.p90Secs()),
                                    seconds(f.p99Secs()),
                                    seconds(f.maxSecs()),
                                    String.format(Locale.ROOT, "%,d", f.ordersP50()),
                                    String.format(Locale.ROOT, "%,d", f.ordersMax())))
                            .toList(),
                    "how far behind the primary each counted query read, at its start: from when the primary first"
                            + " held an order the query's snapshot does not see (to within 0.1 s, never above), and"
                            + " the orders it does not see; 0 when it sees all the primary held"));
        }
        return tables;
    }

    private static String seconds(double s) {
        return String.format(Locale.ROOT, "%.3f", s);
    }

    @Override
    public List<PageBars> pageBars() {
        List<PageBars> bars = new ArrayList<>(tpcc.pageBars());
        if (side.completed() > 0) {
            Map<String, Double> means = new LinkedHashMap<>();
            side.queries().stream().filter(q -> q.count() > 0).forEach(q -> means.put("Q" + q.number(), q.meanSecs()));
            bars.add(new PageBars(
                    "ch_query_seconds",
                    "Mean seconds per query",
                    "each analytical query's mean seconds over the window, while the TPC-C terminals ran",
                    "s",
                    Map.of("mean", means)));
        }
        return bars;
    }

    @Override
    public List<PageLines> pageLines() {
        return tpcc.pageLines();
    }

    @Override
    public List<PageTimeline> pageTimelines() {
        return tpcc.pageTimelines();
    }

    @Override
    public String terminalsName() {
        return tpcc.terminalsName();
    }

    @Override
    public Set<PageCommon> pageCommon() {
        return tpcc.pageCommon();
    }

    @Override
    public String coverage() {
        return tpcc.coverage();
    }

    @Override
    public String faultsNote() {
        return tpcc.faultsNote();
    }

    @Override
    public String driverLine(int index, DriverLine d, String firstKind) {
        return tpcc.driverLine(index, d, firstKind);
    }

    @Override
    public List<String> beforeVerdicts() {
        return tpcc.beforeVerdicts();
    }

    @Override
    public List<String> block() {
        return tpcc.block();
    }

    @Override
    public long deferredCompleted() {
        return tpcc.deferredCompleted();
    }

    @Override
    public long deferredFailed() {
        return tpcc.deferredFailed();
    }

    @Override
    public String scale() {
        return tpcc.scale();
    }

    @Override
    public String firstKindRate() {
        return tpcc.firstKindRate();
    }

    @Override
    public String firstKindKey() {
        return tpcc.firstKindKey();
    }

    /** TPC-C's transactions and deferred Delivery: the queries, seconds against milliseconds, have their own table and bars. */
    @Override
    public boolean charted(String kind) {
        return !QueryKind.named(kind) && tpcc.charted(kind);
    }

    /** QphH beside tpmC: a sweep over analyticalStreams or terminals draws what each side costs the other. */
    @Override
    public Map<String, String> sweepFigures() {
        Map<String, String> figures = new LinkedHashMap<>(tpcc.sweepFigures());
        figures.put("queriesPerHour", "QphH");
        return figures;
    }

    @Override
    public String verdictsNote() {
        return tpcc.verdictsNote();
    }

    @Override
    public List<List<String>> moreTypeRows() {
        return tpcc.moreTypeRows();
    }

    @Override
    public String tableNote() {
        return tpcc.tableNote();
    }

    @Override
    public List<List<String>> environmentRows() {
        return tpcc.environmentRows();
    }

    @Override
    public String driverRow(int index, DriverLine d, String firstKind, String p90) {
        return tpcc.driverRow(index, d, firstKind, p90);
    }
}
