package io.tpcbench.metrics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tpcbench.config.ConfigException;
import io.tpcbench.config.MetricsConfig;
import io.tpcbench.workload.LoadCounts;
import io.tpcbench.workload.tpcc.TransactionType;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The metrics server as Prometheus scrapes it: names, labels and values from the engine's counts. */
class LiveMetricsTest {
    private static int freePort() throws Exception {
        try (ServerSocket s = new ServerSocket(0)) {
            return s.getLocalPort();
        }
    }

    private static String scrape(int port) throws Exception {
        return HttpClient.newHttpClient()
                .send(
                        HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/metrics"))
                                .build(),
                        HttpResponse.BodyHandlers.ofString())
                .body();
    }

    @Test
    void aRunsCountsAreServedWithTheirLabels() throws Exception {
        int port = freePort();
        try (LiveMetrics live = LiveMetrics.serve(new MetricsConfig(port, "127.0.0.1", "d1"), "tpcc")) {
            assertEquals(
                    "http://127.0.0.1:" + port + "/metrics",
                    live.address(new MetricsConfig(port, "127.0.0.1", "d1")).orElseThrow());
            List<TransactionType> kinds = List.of(TransactionType.values());
            RunStats stats = new RunStats(kinds, List.of("db1:3306"), 0, live.latencies(kinds));
            stats.completed(TransactionType.NEW_ORDER, 3_000, false);
            stats.completed(TransactionType.NEW_ORDER, 7_000_000, true);
            stats.failed(TransactionType.PAYMENT);
            stats.faults().errors().failed(1205);
            live.watchRun(new RunView(stats, 8, () -> 3, () -> 5, () -> RunView.Phase.MEASURING));
            live.watchLoad(new LoadCounts() {
                @Override
                public Map<String, Long> rowsByTable() {
                    return Map.of("bmsql_stock", 100_000L);
                }

                @Override
                public long jobsDone() {
                    return 1;
                }
            });
            String text = scrape(port);
            String labels = "driver=\"d1\",kind=\"NEW_ORDER\",workload=\"tpcc\"";
            for (String line : List.of(
                    "tpcbench_completed_total{" + labels + "} 2.0",
                    "tpcbench_rolled_back_total{" + labels + "} 1.0",
                    "tpcbench_late_total{" + labels + "} 1.0",
                    "tpcbench_failed_total{driver=\"d1\",kind=\"PAYMENT\",workload=\"tpcc\"} 1.0",
                    "tpcbench_latency_seconds_count{" + labels + "} 2",
                    "tpcbench_latency_seconds_bucket{" + labels + ",le=\"0.005\"} 1",
                    "tpcbench_latency_seconds_bucket{" + labels + ",le=\"10.0\"} 2",
                    "tpcbench_errors_total{code=\"1205\",driver=\"d1\",outcome=\"failed\",workload=\"tpcc\"} 1.0",
                    "tpcbench_terminals{driver=\"d1\",workload=\"tpcc\"} 8.0",
                    "tpcbench_terminals_busy{driver=\"d1\",workload=\"tpcc\"} 3.0",
                    "tpcbench_deferred_backlog{driver=\"d1\",workload=\"tpcc\"} 5.0",
                    "tpcbench_phase{driver=\"d1\",phase=\"measuring\",workload=\"tpcc\"} 1.0",
                    "tpcbench_phase{driver=\"d1\",phase=\"rampup\",workload=\"tpcc\"} 0.0",
                    "tpcbench_endpoint_completed_total{driver=\"d1\",endpoint=\"db1:3306\",workload=\"tpcc\"} 0.0",
                    "tpcbench_load_rows_total{driver=\"d1\",table=\"bmsql_stock\",workload=\"tpcc\"} 100000.0",
                    "tpcbench_load_jobs_total{driver=\"d1\",workload=\"tpcc\"} 1.0")) {
                assertTrue(text.lines().anyMatch(line::equals), line + " in\n" + text);
            }
            // the next run of the command (a sweep's point) replaces the run's series
            RunStats next = new RunStats(kinds, List.of("db1:3306"), 0, live.latencies(kinds));
            live.watchRun(new RunView(next, 4, () -> 0, () -> 0, () -> RunView.Phase.RAMPUP));
            String again = scrape(port);
            assertTrue(again.contains("tpcbench_completed_total{" + labels + "} 0.0"), again);
            assertTrue(again.contains("tpcbench_terminals{driver=\"d1\",workload=\"tpcc\"} 4.0"), again);
        }
    }

    @Test
    void theCommandWaitsForOneMoreScrapeBeforeItStopsServing() throws Exception {
        int port = freePort();
        LiveMetrics live = LiveMetrics.serve(new MetricsConfig(port, "127.0.0.1", "d1"), "tpcc");
        scrape(port);
        Thread.sleep(300);
        assertTrue(scrape(port).contains("tpcbench_scrapes_total{driver=\"d1\",workload=\"tpcc\"} 2.0"));
        // a scraper 300 ms apart: the next scrape comes 200 ms into the close, which waits for it
        Thread scraper = Thread.ofPlatform().start(() -> {
            try {
                Thread.sleep(200);
                scrape(port);
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        });
        long t0 = System.nanoTime();
        live.close();
        long waitedMs = (System.nanoTime() - t0) / 1_000_000;
        scraper.join();
        assertTrue(waitedMs >= 150 && waitedMs < 3000, "waited " + waitedMs + " ms for the last scrape");
    }

    @Test
    void aScraperThatStoppedHoldsTheCommandAtMostTwoGaps() throws Exception {
        int port = freePort();
        LiveMetrics live = LiveMetrics.serve(new MetricsConfig(port, "127.0.0.1", "d1"), "tpcc");
        scrape(port);
        Thread.sleep(300);
        scrape(port);
        long t0 = System.nanoTime();
        live.close();
        long waitedMs = (System.nanoTime() - t0) / 1_000_000;
        assertTrue(waitedMs >= 500 && waitedMs < 3000, "waited " + waitedMs + " ms: twice the 300 ms gap, then ends");
    }

    /** A scrape over a connection of its own, left open (keep-alive) for the caller to close. */
    private static Socket scrapeKeepingTheConnection(int port) throws Exception {
        Socket socket = new Socket("127.0.0.1", port);
        socket.getOutputStream()
                .write("GET /metrics HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".getBytes(StandardCharsets.US_ASCII));
        BufferedReader in =
                new BufferedReader(new InputStreamReader(socket.getInputStream(), StandardCharsets.US_ASCII));
        for (String line = in.readLine(); line != null; line = in.readLine()) {
            if (line.startsWith("tpcbench_scrapes_total")) {
                return socket;
            }
        }
        throw new AssertionError("no scrape counter in the answer");
    }

    @Test
    void aConnectionClosingIsNoScrape() throws Exception {
        int port = freePort();
        LiveMetrics live = LiveMetrics.serve(new MetricsConfig(port, "127.0.0.1", "d1"), "tpcc");
        scrapeKeepingTheConnection(port).close();
        Thread.sleep(300);
        Socket second = scrapeKeepingTheConnection(port);
        // the idle connection closes while the command ends: the server runs an exchange for it
        Thread closer = Thread.ofPlatform().start(() -> {
            try {
                Thread.sleep(50);
                second.close();
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        });
        long t0 = System.nanoTime();
        live.close();
        long waitedMs = (System.nanoTime() - t0) / 1_000_000;
        closer.join();
        assertTrue(waitedMs >= 500, "waited " + waitedMs + " ms: a closing connection ended the wait");
    }

    @Test
    void withoutTwoScrapesTheCommandEndsAtOnce() throws Exception {
        int port = freePort();
        LiveMetrics live = LiveMetrics.serve(new MetricsConfig(port, "127.0.0.1", "d1"), "tpcc");
        scrape(port);
        long t0 = System.nanoTime();
        live.close();
        long waitedMs = (System.nanoTime() - t0) / 1_000_000;
        assertTrue(waitedMs < 400, "one scrape is no watcher to wait for: " + waitedMs + " ms");
    }

    @Test
    void aTakenPortIsAConfigurationErrorNamingIt() throws Exception {
        try (ServerSocket taken = new ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
            ConfigException e = assertThrows(
                    ConfigException.class,
                    () -> LiveMetrics.serve(new MetricsConfig(taken.getLocalPort(), "127.0.0.1", ""), "tpcc"));
            assertTrue(
                    e.getMessage()
                            .startsWith("metricsPort=" + taken.getLocalPort() + ": cannot serve metrics on 127.0.0.1:"),
                    e.getMessage());
        }
    }

    @Test
    void offServesNothingAndAddsNothingToTheHotPath() {
        try (LiveMetrics live = LiveMetrics.serve(new MetricsConfig(0, "127.0.0.1", ""), "tpcc")) {
            assertEquals(false, live.enabled());
            assertSame(LatencySink.NONE, live.latencies(List.of(TransactionType.values())));
        }
    }
}
