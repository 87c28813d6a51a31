package io.tpcbench.it;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.ServerSocket;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Debian's {@code prometheus} on a free loopback port with a data directory of the test's own,
 * scraping one target every second from the moment {@link #start} returns; queried through its
 * HTTP API; stopped on close.
 */
final class LocalPrometheus implements AutoCloseable {
    private static final Path BINARY =
            Path.of(System.getenv().getOrDefault("TPCBENCH_IT_PROMETHEUS", "/usr/bin/prometheus"));
    private static final ObjectMapper JSON = new ObjectMapper();

    private final Process process;
    private final int port;
    private final HttpClient http = HttpClient.newHttpClient();

    private LocalPrometheus(Process process, int port) {
        this.process = process;
        this.port = port;
    }

    /** Starts Prometheus in {@code dir}, scraping {@code 127.0.0.1:targetPort/metrics} every second. */
    static LocalPrometheus start(Path dir, int targetPort) throws Exception {
        if (!Files.isExecutable(BINARY)) {
            throw new IllegalStateException(BINARY + " is missing: run/test.sh installs Debian's prometheus package");
        }
        int port = freePort();
        Path config = dir.resolve("prometheus.yml");
        Files.writeString(
                config,
                String.join(
                        "\n",
                        "global:",
                        "  scrape_interval: 1s",
                        "  scrape_timeout: 1s",
                        "scrape_configs:",
                        "  - job_name: tpcbench",
                        "    static_configs:",
                        "      - targets: ['127.0.0.1:" + targetPort + "']",
                        ""));
        Process p = new ProcessBuilder(
                        BINARY.toString(),
                        "--config.file=" + config,
                        "--storage.tsdb.path=" + dir.resolve("prometheus-data"),
                        "--web.listen-address=127.0.0.1:" + port)
                .redirectErrorStream(true)
                .redirectOutput(dir.resolve("prometheus.log").toFile())
                .start();
        LocalPrometheus prometheus = new LocalPrometheus(p, port);
        prometheus.awaitReady(dir);
        return prometheus;
    }

    private static int freePort() throws IOException {
        try (ServerSocket s = new ServerSocket(0)) {
            return s.getLocalPort();
        }
    }

    private void awaitReady(Path dir) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (System.nanoTime() < deadline) {
            if (!process.isAlive()) {
                throw new IllegalStateException(
                        "prometheus exited: " + Files.readString(dir.resolve("prometheus.log")));
            }
            try {
                // ready, and its scrape loop started (target discovery hands targets over every 5 s):
                // the target was tried once, down as long as nothing serves it
                if (get("/-/ready").statusCode() == 200 && scraping()) {
                    return;
                }
            } catch (IOException e) {
                // not listening yet
            }
            Thread.sleep(200);
        }
        throw new IllegalStateException(
                "prometheus was not ready in 60 s: " + Files.readString(dir.resolve("prometheus.log")));
    }

    private boolean scraping() throws IOException, InterruptedException {
        JsonNode targets =
                JSON.readTree(get("/api/v1/targets").body()).path("data").path("activeTargets");
        return !targets.isEmpty() && !targets.get(0).path("lastScrape").asText().startsWith("0001-");
    }

    private HttpResponse<String> get(String path) throws IOException, InterruptedException {
        return http.send(
                HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path))
                        .timeout(Duration.ofSeconds(30))
                        .build(),
                HttpResponse.BodyHandlers.ofString());
    }

    /**
     * The result of an instant query at {@code epochSecs}: its {@code data.result} array; an error
     * status (a query that does not parse) fails.
     */
    JsonNode query(String promql, double epochSecs) throws Exception {
        HttpResponse<String> r =
                get("/api/v1/query?query=" + URLEncoder.encode(promql, StandardCharsets.UTF_8) + "&time=" + epochSecs);
        JsonNode body = JSON.readTree(r.body());
        if (r.statusCode() != 200 || !"success".equals(body.path("status").asText())) {
            throw new AssertionError("Prometheus refused " + promql + ": " + r.body());
        }
        return body.path("data").path("result");
    }

    /** The single value an instant query gives (one series), or NaN when it gives none. */
    double value(String promql, double epochSecs) throws Exception {
        JsonNode result = query(promql, epochSecs);
        if (result.isEmpty()) {
            return Double.NaN;
        }
        if (result.size() > 1) {
            throw new AssertionError(promql + " gave " + result.size() + " series: " + result);
        }
        return Double.parseDouble(result.get(0).path("value").get(1).asText());
    }

    /** Every metric name Prometheus holds. */
    List<String> names() throws Exception {
        JsonNode body = JSON.readTree(get("/api/v1/label/__name__/values").body());
        List<String> names = new ArrayList<>();
        body.path("data").forEach(n -> names.add(n.asText()));
        return names;
    }

    @Override
    public void close() throws InterruptedException {
        process.destroy();
        if (!process.waitFor(30, TimeUnit.SECONDS)) {
            process.destroyForcibly().waitFor();
        }
    }
}
