package io.tpcbench.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.tpcbench.cli.Main;
import io.tpcbench.workload.tpcc.TransactionType;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A real Prometheus (Debian's) scrapes a TPC-C build and run served with {@code metricsPort}
 * every second: what it stored agrees with the summary (every kind's count, the errors, the load's
 * rows), its tpmC and p90 queries give the summary's figures, every query of the Grafana dashboard
 * in docs/ parses and names only metrics a real scrape has, and intervals.jsonl holds the printed
 * lines' numbers.
 */
class LiveMetricsIT {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Path DASHBOARD = Path.of("docs/grafana/tpcbench-live.json");
    private static final double RUN_SECS = 30;

    @TempDir
    Path dir;

    @Test
    void aRealPrometheusStoresWhatTheSummarySays() throws Exception {
        int metricsPort;
        try (ServerSocket s = new ServerSocket(0)) {
            metricsPort = s.getLocalPort();
        }
        TestDatabase db = TestDatabase.get();
        db.freshDatabase("it_live");
        Path props = db.props(
                dir, "it_live", "warehouses=1", "loadWorkers=2", "metricsPort=" + metricsPort, "metricsDriver=it");
        Path results = dir.resolve("run");
        try (LocalPrometheus prometheus = LocalPrometheus.start(dir, metricsPort)) {
            Cli build = Cli.run("build", props.toString());
            assertEquals(Main.OK, build.exitCode, build.err);
            double afterBuild = now();
            CompletableFuture<Cli> running = Cli.start(
                    "run",
                    props.toString(),
                    "terminals=4",
                    "runMins=" + RUN_SECS / 60,
                    "rampupMins=0.1",
                    "reportIntervalSecs=5",
                    "dataSource.sessionVariables=innodb_lock_wait_timeout=1",
                    "resultDirectory=" + results);
            Intervals.await(results, 1, running, Duration.ofMinutes(3));
            holdALock(db);
            Cli run = running.get(3, TimeUnit.MINUTES);
            assertEquals(Main.OK, run.exitCode, run.err);
            double end = now();
            JsonNode summary = JSON.readTree(results.resolve("summary.json").toFile());

            countsAgree(prometheus, summary, end);
            errorsAgree(prometheus, summary, end);
            assertEquals(
                    100_000, // STOCK: 100,000 rows a warehouse (TPC-C 4.3.3.1), written by the build's load
                    prometheus.value(
                            "max_over_time(tpcbench_load_rows_total{table=\"bmsql_stock\",driver=\"it\"}[10m])", end));
            assertEquals(1, prometheus.value("max_over_time(tpcbench_load_jobs_total{driver=\"it\"}[10m])", end));
            ratesAgree(prometheus, summary);
            dashboardResolves(prometheus, (afterBuild + end) / 2);
        }
        intervalLinesHoldThePrintedNumbers(results.resolve("intervals.jsonl"));
    }

    /** Every kind's completed and failed units, as Prometheus last saw them, are the summary's. */
    private static void countsAgree(LocalPrometheus prometheus, JsonNode summary, double end) throws Exception {
        for (JsonNode type : summary.path("types")) {
            String kind = kindOf(type.path("name").asText());
            long completed = type.path("completed").asLong();
            // the server lives until the command ends, after the summary: the last scrape has the final counts
            assertEquals(
                    completed,
                    prometheus.value(
                            "last_over_time(tpcbench_completed_total{kind=\"" + kind + "\",driver=\"it\"}[10m])", end),
                    kind);
            assertEquals(
                    type.path("failed").asLong(),
                    prometheus.value(
                            "last_over_time(tpcbench_failed_total{kind=\"" + kind + "\",driver=\"it\"}[10m])", end),
                    kind);
            assertEquals(
                    completed,
                    prometheus.value(
                            "last_over_time(tpcbench_latency_seconds_count{kind=\"" + kind + "\",driver=\"it\"}[10m])",
                            end),
                    kind + ": the histogram holds every completed unit");
        }
        assertEquals(
                1.0,
                prometheus.value("last_over_time(tpcbench_phase{phase=\"ended\",driver=\"it\"}[10m])", end),
                "the last scrape saw the run ended");
    }

    /** The lock waits mid-run show as errors by code, as in the summary. */
    private static void errorsAgree(LocalPrometheus prometheus, JsonNode summary, double end) throws Exception {
        long errors = 0;
        for (JsonNode e : summary.path("faults").path("errors")) {
            errors += e.path("retried").asLong() + e.path("failed").asLong();
        }
        assertTrue(errors > 0, "the lock waits are errors of the summary: " + summary.path("faults"));
        assertEquals(
                errors,
                prometheus.value("sum(last_over_time(tpcbench_errors_total{driver=\"it\"}[10m]))", end),
                summary.path("faults").toString());
        assertEquals(
                summary.path("faults").path("connectionLosses").asLong(),
                prometheus.value("last_over_time(tpcbench_connections_lost_total{driver=\"it\"}[10m])", end));
    }

    /**
     * tpmC as docs/results.md computes it live (a rate over a minute of the window) is the summary's
     * within a fifth; the New-Order p90 from the buckets lies in the bucket that holds the summary's.
     */
    private static void ratesAgree(LocalPrometheus prometheus, JsonNode summary) throws Exception {
        JsonNode window = summary.path("window");
        double windowEnd = window.path("endEpochMillis").asLong() / 1000.0;
        double windowSecs = (window.path("endEpochMillis").asLong()
                        - window.path("startEpochMillis").asLong())
                / 1000.0;
        double tpmC = summary.path("tpmC").asDouble();
        // the increase over the whole window, at its end: the summary's count per window minute
        double live = prometheus.value(
                "sum without (driver) (increase(tpcbench_completed_total{kind=\"NEW_ORDER\",driver=\"it\"}["
                        + Math.round(windowSecs - 2) + "s])) * 60 / " + Math.round(windowSecs - 2),
                windowEnd);
        assertEquals(tpmC, live, tpmC / 5, "tpmC from Prometheus against the summary's");
        double p90 = prometheus.value(
                "histogram_quantile(0.9, sum by (le) (last_over_time(tpcbench_latency_seconds_bucket{kind=\"NEW_ORDER\","
                        + "driver=\"it\"}[10m])))",
                windowEnd + 30);
        double summaryP90 = summary.path("types").get(0).path("p90Ms").asDouble() / 1000.0;
        double[] bounds = {0, 0.001, 0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1, 2, 5, 10};
        int bucket = 1;
        while (bucket < bounds.length - 1 && bounds[bucket] < summaryP90) {
            bucket++;
        }
        assertTrue(
                p90 >= bounds[bucket - 1] && p90 <= bounds[bucket],
                "p90 " + p90 + " s from the buckets, the summary's " + summaryP90 + " s");
    }

    /**
     * Every expression of the dashboard parses in Prometheus with Grafana's variables set, and every
     * metric it names is one a real scrape had.
     */
    private static void dashboardResolves(LocalPrometheus prometheus, double midRun) throws Exception {
        JsonNode dashboard = JSON.readTree(DASHBOARD.toFile());
        List<String> exprs = new ArrayList<>();
        dashboard
                .path("panels")
                .forEach(p ->
                        p.path("targets").forEach(t -> exprs.add(t.path("expr").asText())));
        dashboard.path("templating").path("list").forEach(v -> {
            if (v.path("type").asText().equals("query")) {
                exprs.add(v.path("definition").asText().replaceFirst("^label_values\\((.*), *[a-z_]+\\)$", "$1"));
            }
        });
        assertTrue(exprs.size() >= 15, exprs.toString());
        Set<String> stored = new TreeSet<>(prometheus.names());
        Pattern metric = Pattern.compile("tpcbench_[a-z_]+");
        int withData = 0;
        for (String expr : exprs) {
            String query = expr.replace("$__rate_interval", "10s")
                    .replace("$workload", ".*")
                    .replace("$driver", ".*");
            Matcher m = metric.matcher(query);
            while (m.find()) {
                assertTrue(
                        stored.contains(m.group()), m.group() + " of the dashboard is not in a real scrape: " + stored);
            }
            if (!prometheus.query(query, midRun).isEmpty()) {
                withData++;
            }
        }
        assertTrue(
                withData >= exprs.size() / 2,
                withData + " of " + exprs.size() + " dashboard queries have data mid-run");
    }

    /** Each JSON line holds its printed line and the same tpmC, the kinds' counts adding up to tpmTOTAL. */
    private static void intervalLinesHoldThePrintedNumbers(Path file) throws Exception {
        List<String> lines = Files.readAllLines(file);
        assertTrue(lines.size() >= RUN_SECS / 5 - 1, lines.size() + " lines for a " + RUN_SECS + " s window at 5 s");
        for (String line : lines) {
            JsonNode o = JSON.readTree(line);
            String text = o.path("line").asText();
            double tpmC = o.path("figures").path("tpmC").asDouble();
            assertTrue(text.contains(String.format(Locale.ROOT, "tpmC %,.0f ", tpmC)), text + " / " + tpmC);
            long count = 0;
            for (JsonNode k : o.path("kinds")) {
                count += k.path("count").asLong();
            }
            // intervalSecs is written to the millisecond: the rate agrees to a thousandth
            double tpmTotal = o.path("figures").path("tpmTOTAL").asDouble();
            assertEquals(tpmTotal, count * 60 / o.path("intervalSecs").asDouble(), Math.max(1, tpmTotal / 1000), line);
            assertEquals("sum", o.path("merge").path("tpmC").asText());
            assertFalse(o.path("startEpochMs").asLong() >= o.path("endEpochMs").asLong(), line);
        }
    }

    private static String kindOf(String displayName) {
        for (TransactionType t : TransactionType.values()) {
            if (t.displayName().equals(displayName)) {
                return t.name();
            }
        }
        throw new AssertionError(displayName);
    }

    /**
     * Holds district (1, 1) locked for 4 s, once the window has measured its first interval: the
     * terminals' New-Orders and Payments of it wait 1 s each (innodb_lock_wait_timeout=1 in their
     * sessions), fail with 1205 and are retried: errors counted by code, none lost.
     */
    private static void holdALock(TestDatabase db) throws Exception {
        try (Connection c = db.connect("it_live");
                Statement s = c.createStatement()) {
            c.setAutoCommit(false);
            s.executeQuery("SELECT d_id FROM bmsql_district WHERE d_w_id = 1 AND d_id = 1 FOR UPDATE")
                    .close();
            Thread.sleep(4_000);
            c.rollback();
        }
    }

    private static double now() {
        return System.currentTimeMillis() / 1000.0;
    }
}
