package io.tpcbench.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tpcbench.cli.Main;
import io.tpcbench.cli.WorkloadParts;
import io.tpcbench.report.RunResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The report, a comparison and a sweep page of real runs, opened in headless Chromium as a person
 * would: every chart laid out and showing its data series, the headline figures those of
 * summary.json, no console error, no request beyond the file. Screenshots go to
 * target/screenshots/.
 */
class PagesInBrowserIT {
    /**
     * Fewer series-coloured pixels (exact or blended, {@link Browser#seriesPixels}) than this is a
     * chart without its data: a legend alone has about 60 (three 10-pixel entries), the thinnest
     * drawn chart here about 650; a flat line between pixel rows shows in blended pixels only.
     */
    private static final int MIN_SERIES_PIXELS = 150;

    private static final Path SCREENSHOTS = Path.of(System.getProperty("tpcbench.home", "."), "target", "screenshots");
    private static Browser browser;

    @TempDir
    Path dir;

    @BeforeAll
    static void startBrowser() {
        browser = new Browser();
    }

    @AfterAll
    static void stopBrowser() {
        if (browser != null) {
            browser.close();
        }
    }

    private static void run(Path props, Path results, String... extra) {
        List<String> args = new ArrayList<>(List.of(
                "run",
                props.toString(),
                "terminals=4",
                "runMins=0.12",
                "rampupMins=0.03",
                "reportIntervalSecs=1",
                "resultDirectory=" + results));
        args.addAll(List.of(extra));
        Cli run = Cli.run(args.toArray(String[]::new));
        assertEquals(Main.OK, run.exitCode, run.err);
    }

    private static Browser.Seen assertRendered(Path page, String screenshot, int expectedCharts) throws Exception {
        Browser.Seen seen = browser.open(page, SCREENSHOTS.resolve(screenshot));
        assertEquals(List.of(), seen.problems(), page + ": requests " + seen.requests());
        assertEquals(expectedCharts, seen.chartIds().size(), "charts of " + page + ": " + seen.chartIds());
        for (int i = 0; i < seen.chartIds().size(); i++) {
            assertTrue(
                    seen.seriesPixels().get(i) >= MIN_SERIES_PIXELS,
                    "chart " + seen.chartIds().get(i) + " of " + page + " shows "
                            + seen.seriesPixels().get(i) + " pixels of its series: its data is not drawn");
        }
        return seen;
    }

    @Test
    void reportComparisonAndSweepRenderOfflineWithTheirData() throws Exception {
        Path props = TestDatabase.get().built(dir, "it_pages", 2);
        Path first = dir.resolve("first");
        Path second = dir.resolve("second");
        run(props, first);
        run(props, second, "terminals=8");

        // report.html: throughput, mean by kind, six latency-over-time and six distribution charts, four OS charts,
        // three of the database server
        Browser.Seen report = assertRendered(first.resolve("report.html"), "report.png", 21);
        double tpmC = RunResult.read(new WorkloadParts(), first).summary().headline();
        assertTrue(report.text().contains(String.format(Locale.ROOT, "%,.0f", tpmC)), report.text());
        assertTrue(report.text().contains("Run parameters"), report.text());
        try (Stream<Path> files = Files.list(first.resolve("charts"))) {
            assertEquals(
                    42,
                    files.filter(f -> f.toString().endsWith(".svg")
                                    || f.toString().endsWith(".png"))
                            .count(),
                    "an SVG and a PNG per chart");
        }

        // the check can fail: with the series painted white, no chart shows its data
        Path blank = Files.writeString(
                dir.resolve("blank.html"),
                Browser.withoutSeriesColours(Files.readString(first.resolve("report.html"))));
        Browser.Seen control = browser.open(blank, SCREENSHOTS.resolve("control-no-series.png"));
        assertEquals(21, control.seriesPixels().size());
        assertTrue(
                control.seriesPixels().stream().allMatch(n -> n < MIN_SERIES_PIXELS),
                control.seriesPixels().toString());
        System.out.println(
                "series pixels per chart: drawn " + report.seriesPixels() + ", control " + control.seriesPixels());

        // the report drawn again from the directory alone is the same page
        Files.delete(first.resolve("report.html"));
        Cli again = Cli.run("report", first.toString());
        assertEquals(Main.OK, again.exitCode, again.err);
        assertRendered(first.resolve("report.html"), "report-regenerated.png", 21);

        Path compare = dir.resolve("compare.html");
        Cli cmp = Cli.run("compare", first.toString(), second.toString(), "output=" + compare);
        assertEquals(Main.OK, cmp.exitCode, cmp.err);
        Browser.Seen compared = assertRendered(compare, "compare.png", 5);
        assertTrue(compared.text().contains("terminals"), "the differing parameter is listed: " + compared.text());

        Path sweepDir = dir.resolve("sweep");
        // a grid: one curve per value of a server variable against the terminals
        Cli sweep = Cli.run(
                "sweep",
                props.toString(),
                "server.innodb_flush_log_at_trx_commit=1,2",
                "terminals=2,6",
                "runMins=0.08",
                "rampupMins=0.02",
                "reportIntervalSecs=1",
                "sweepDirectory=" + sweepDir);
        assertEquals(Main.OK, sweep.exitCode, sweep.err);
        Browser.Seen swept = assertRendered(sweepDir.resolve("sweep.html"), "sweep.png", 2);
        assertTrue(
                swept.text().contains("01_server.innodb_flush_log_at_trx_commit-1_terminals-2")
                        && swept.text().contains("04_server.innodb_flush_log_at_trx_commit-2_terminals-6"),
                swept.text());
        assertEquals(5, Files.readAllLines(sweepDir.resolve("sweep.csv")).size());
        assertEquals(Main.OK, Cli.run("check", props.toString()).exitCode);
    }

    /**
     * The storage-engine test's pages in its own terms: an insert test's page shows rows/s,
     * raw/stored and the sizes as tables (the compression table, the stored bytes per index) and
     * bars; a query test's, queries/s per kind; neither names warehouses or tpmC.
     */
    @Test
    void theStorageEngineTestsPagesShowItsSizesAndRates() throws Exception {
        Path props = built(
                "it_pages_lineitem",
                "workload=lineitem",
                "tables=2",
                "rowsPerTable=15000",
                "commentLength=100",
                "buildFill=empty",
                "reportIntervalSecs=1",
                "rampupMins=0",
                "runTxnsPerTerminal=0");
        Path insert = dir.resolve("lineitem-insert");
        Cli inserted = Cli.run(
                "run",
                props.toString(),
                "lineitemTest=insert_random",
                "terminals=4",
                "runMins=0",
                "resultDirectory=" + insert);
        assertEquals(Main.OK, inserted.exitCode, inserted.err);
        Browser.Seen page = assertRendered(insert.resolve("report.html"), "lineitem-insert.png", charts(insert));
        assertTrue(
                page.chartIds().containsAll(List.of("workload_sizes", "workload_indexes", "workload_rate")),
                page.chartIds().toString());
        // its rows/s replace the units per minute; one kind's mean compares nothing
        assertTrue(
                !page.chartIds().contains("throughput") && !page.chartIds().contains("bykind_mean"),
                page.chartIds().toString());
        for (String shown :
                List.of("rows/s", "raw/stored", "stored on disk", "Stored per index", "PRIMARY", "L_ORDER")) {
            assertTrue(page.text().contains(shown), shown + " in " + page.text());
        }
        Path mix = dir.resolve("lineitem-mix");
        Cli queried = Cli.run(
                "run", props.toString(), "lineitemTest=mix", "terminals=2", "runMins=0.2", "resultDirectory=" + mix);
        assertEquals(Main.OK, queried.exitCode, queried.err);
        Browser.Seen queries = assertRendered(mix.resolve("report.html"), "lineitem-mix.png", charts(mix));
        assertTrue(
                queries.chartIds().containsAll(List.of("workload_qps", "workload_rate")),
                queries.chartIds().toString());
        assertTrue(
                queries.text().contains("Queries per second by kind")
                        && queries.text().contains("Suppkey <="),
                queries.text());
        for (Browser.Seen p : List.of(page, queries)) {
            assertTrue(!p.text().contains("warehouse(s)") && !p.text().contains("tpmC"), "no TPC-C words: " + p.text());
        }
    }

    /**
     * A sysbench run's page in sysbench's terms: tps, qps, the percentile and the errors as cards;
     * tps, qps and the percentile per second over time; r/w/o as bars; the closing block as tables
     * (with histogram=on, the histogram as it prints it); no warehouses, tpmC or per-minute chart.
     */
    @Test
    void aSysbenchRunsPageReadsLikeSysbench() throws Exception {
        Path props =
                built("it_pages_sysbench", "workload=oltp_read_write", "tables=1", "table_size=1000", "loadWorkers=1");
        Path results = dir.resolve("sysbench");
        run(props, results, "terminals=2", "histogram=on", "percentile=99");
        Browser.Seen page = assertRendered(results.resolve("report.html"), "sysbench.png", charts(results));
        assertTrue(
                page.chartIds()
                                .containsAll(
                                        List.of("workload_tps", "workload_qps", "workload_latency", "workload_queries"))
                        && !page.chartIds().contains("throughput")
                        && !page.chartIds().contains("bykind_mean")
                        && page.chartIds().stream().noneMatch(id -> id.startsWith("latency_")),
                page.chartIds().toString());
        for (String shown : List.of(
                "tps",
                "qps",
                "99th percentile (ms)",
                "SQL statistics",
                "queries performed: read",
                "General statistics",
                "Threads fairness",
                "Latency histogram (values are in milliseconds)",
                "2 thread(s)")) {
            assertTrue(page.text().contains(shown), shown + " in " + page.text());
        }
        assertServerNamed(page);
        for (String tpcc : List.of("warehouse(s)", "tpmC", "tpmTOTAL", "per minute")) {
            assertTrue(!page.text().contains(tpcc), "no " + tpcc + ": " + page.text());
        }

        // compared with a second run: sysbench's figures and lines side by side, no per-minute chart
        Path second = dir.resolve("sysbench-4");
        run(props, second, "terminals=4", "histogram=on", "percentile=99");
        Path compare = dir.resolve("sysbench-compare.html");
        Cli cmp = Cli.run("compare", results.toString(), second.toString(), "output=" + compare);
        assertEquals(Main.OK, cmp.exitCode, cmp.err);
        Browser.Seen compared = browser.open(compare, SCREENSHOTS.resolve("sysbench-compare.png"));
        assertEquals(List.of(), compared.problems());
        assertTrue(
                compared.chartIds()
                                .containsAll(List.of(
                                        "compare_workload_tps",
                                        "compare_workload_qps",
                                        "compare_workload_latency",
                                        "compare_workload_queries"))
                        && !compared.chartIds().contains("compare_tpmc")
                        && !compared.chartIds().contains("compare_tpmtotal"),
                compared.chartIds().toString());
        for (String row : List.of("qps", "99th percentile (ms)", "ignored errors", "reconnects")) {
            assertTrue(compared.text().contains(row), row + " in " + compared.text());
        }
        assertTrue(!compared.text().contains("tpmTOTAL") && !compared.text().contains("efficiency"), compared.text());
    }

    /**
     * A TPC-H run's page in TPC-H's terms: its metrics as cards; the power test's seconds per query
     * and refresh function as a table and bars in the whitepapers' order; the throughput test's
     * fastest, mean and slowest per query; a timeline of every stream; no percentiles of single
     * runs, no mix, no warehouses or tpmC.
     */
    @Test
    void aTpchRunsPageReadsLikeTpch() throws Exception {
        Path props = built(
                "it_pages_tpch",
                "workload=tpch",
                "scaleFactor=0.01",
                "loadWorkers=2",
                "explain=false",
                "socketTimeoutSecs=0",
                "runMins=0");
        Path results = dir.resolve("tpch");
        // a test of seconds: the OS sampled four times a second draws its lines (once a second, a line of 2 points)
        Cli ran = Cli.run(
                "run",
                props.toString(),
                "tpchTest=full",
                "terminals=2",
                "querySeed=1",
                "osCollectorInterval=0.25",
                "resultDirectory=" + results);
        assertEquals(Main.OK, ran.exitCode, ran.err);
        Browser.Seen page = assertRendered(results.resolve("report.html"), "tpch.png", charts(results));
        assertTrue(
                page.chartIds().containsAll(List.of("workload_power", "workload_throughput", "workload_timeline"))
                        && page.chartIds().stream()
                                .noneMatch(id -> id.equals("throughput")
                                        || id.startsWith("bykind_")
                                        || id.startsWith("latency_")
                                        || id.startsWith("distribution_")),
                page.chartIds().toString());
        for (String shown : List.of(
                "QphH@Size",
                "Power@Size",
                "Throughput@Size",
                "geometric mean (s)",
                "Power test: seconds per query and refresh function",
                "Throughput test: seconds per query across the streams",
                "RF2",
                "2 query stream(s)")) {
            assertTrue(page.text().contains(shown), shown + " in " + page.text());
        }
        assertServerNamed(page);
        for (String tpcc : List.of("warehouse(s)", "tpmC", "tpmTOTAL", "p95", "mix %")) {
            assertTrue(!page.text().contains(tpcc), "no " + tpcc + ": " + page.text());
        }
    }

    /**
     * A CH-benCHmark run's page: TPC-C's cards, verdicts and charts, and the analytical side beside
     * them: a QphH card, the queries' table and their mean seconds as bars.
     */
    @Test
    void aChbenchRunsPageShowsBothSides() throws Exception {
        Path props = built("it_pages_ch", "workload=chbench", "warehouses=1", "loadWorkers=2");
        Path results = dir.resolve("chbench");
        // one TPC-C terminal: the query chart needs a query that starts and ends in the 24 s window,
        // and on CI's slow box one query can take most of it
        run(props, results, "terminals=1", "analyticalStreams=1", "runMins=0.4", "rampupMins=0");
        Browser.Seen page = assertRendered(results.resolve("report.html"), "chbench.png", charts(results));
        assertTrue(
                page.chartIds().containsAll(List.of("throughput", "workload_ch_query_seconds")),
                page.chartIds().toString());
        for (String shown : List.of(
                "tpmC",
                "QphH",
                "analytical streams",
                "Verdicts",
                "PASS",
                "Analytical queries",
                "Q1 Pricing Summary Report",
                "Mean seconds per query")) {
            assertTrue(page.text().contains(shown), shown + " in " + page.text());
        }
        assertServerNamed(page);
    }

    /** The page names the server as it names itself ("MariaDB 11.4.5"), not by the protocol's "5.5.5-" prefix. */
    private static void assertServerNamed(Browser.Seen page) {
        assertTrue(
                Pattern.compile("; MariaDB \\d+\\.\\d+\\.\\d+")
                                .matcher(page.text())
                                .find()
                        && !page.text().contains("5.5.5-"),
                page.text());
    }

    /** The props of a fresh database {@code db} with {@code keys}, built. */
    private Path built(String db, String... keys) throws Exception {
        TestDatabase.get().freshDatabase(db);
        Path props = TestDatabase.get().props(dir, db, keys);
        Cli build = Cli.run("build", props.toString());
        assertEquals(Main.OK, build.exitCode, build.err);
        return props;
    }

    /** The charts a result's page shows: one SVG each in charts/. */
    private static int charts(Path results) throws Exception {
        try (Stream<Path> files = Files.list(results.resolve("charts"))) {
            return (int) files.filter(f -> f.toString().endsWith(".svg")).count();
        }
    }
}
