package io.tpcbench.driver;

import io.tpcbench.config.OutputFailures;
import io.tpcbench.db.ConnectionFactory;
import io.tpcbench.metrics.ServerStatus;
import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Consumer;

/**
 * Samples the server's global status every report interval on a thread and connection of its own
 * and writes {@code data/server_status_intervals.csv}: per sample the milliseconds since the
 * session started, the rate per second of each of {@link ServerStatus#COUNTERS} since the sample
 * before, and the thread gauges. A server that cannot be read is said once and the run goes on; a
 * row that cannot be written (disk full) is the run's {@link OutputFailures}, which stop it.
 */
final class ServerSampler implements AutoCloseable {
    static final String CSV = "server_status_intervals.csv";

    private final ConnectionFactory server;
    private final Path csv;
    private final long intervalMillis;
    private final long sessionStartMillis;
    private final Consumer<String> out;
    private final OutputFailures failures;
    private final Thread thread;
    private volatile boolean closing;

    private ServerSampler(
            ConnectionFactory server,
            Path csv,
            long intervalMillis,
            long sessionStartMillis,
            Consumer<String> out,
            OutputFailures failures) {
        this.server = server;
        this.failures = failures;
        this.csv = csv;
        this.intervalMillis = intervalMillis;
        this.sessionStartMillis = sessionStartMillis;
        this.out = out;
        this.thread = Thread.ofPlatform().daemon().name("server-sampler").unstarted(this::sample);
    }

    static ServerSampler start(
            ConnectionFactory server,
            Path dataDir,
            long intervalMillis,
            long sessionStartMillis,
            Consumer<String> out,
            OutputFailures failures) {
        ServerSampler s =
                new ServerSampler(server, dataDir.resolve(CSV), intervalMillis, sessionStartMillis, out, failures);
        s.thread.start();
        return s;
    }

    static List<String> header() {
        List<String> h = new ArrayList<>(List.of("elapsedMillis"));
        ServerStatus.COUNTERS.forEach(c -> h.add(c + "_per_sec"));
        h.addAll(ServerStatus.GAUGES);
        return h;
    }

    private void sample() {
        try (Connection c = server.open(30);
                BufferedWriter w = Files.newBufferedWriter(csv, StandardCharsets.UTF_8)) {
            w.write(String.join(",", header()) + "\n");
            Map<String, Long> last = ServerStatus.numeric(ServerLoad.status(c));
            long lastMillis = System.currentTimeMillis();
            while (!closing) {
                Thread.sleep(intervalMillis);
                Map<String, Long> now = ServerStatus.numeric(ServerLoad.status(c));
                long millis = System.currentTimeMillis();
                w.write(line(last, now, millis - sessionStartMillis, (millis - lastMillis) / 1000.0) + "\n");
                w.flush();
                last = now;
                lastMillis = millis;
            }
        } catch (SQLException e) {
            if (!closing) {
                out.accept("The server's status is no longer sampled (" + e.getMessage() + "); the run goes on");
            }
        } catch (IOException e) {
            if (!closing) {
                failures.failed(csv, e);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** One CSV row: the counters' rates (empty where the server lacks one) and the gauges. */
    static String line(Map<String, Long> last, Map<String, Long> now, long elapsedMillis, double secs) {
        StringBuilder sb = new StringBuilder(Long.toString(elapsedMillis));
        for (String c : ServerStatus.COUNTERS) {
            sb.append(',');
            if (last.containsKey(c) && now.containsKey(c)) {
                sb.append(String.format(Locale.ROOT, "%.2f", (now.get(c) - last.get(c)) / Math.max(secs, 1e-3)));
            }
        }
        for (String g : ServerStatus.GAUGES) {
            sb.append(',').append(now.containsKey(g) ? Long.toString(now.get(g)) : "");
        }
        return sb.toString();
    }

    @Override
    public void close() throws InterruptedException {
        closing = true;
        thread.interrupt();
        thread.join(10_000);
    }
}
