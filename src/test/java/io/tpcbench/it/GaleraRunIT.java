package io.tpcbench.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;
import org.junit.jupiter.api.parallel.ResourceLock;

/**
 * Runs over the three nodes of a real Galera cluster (W=2, 6 terminals, the shipped defaults
 * otherwise): round-robin, where certification conflicts are the normal case, the database stays
 * consistent and its counters equal the driver's exactly; with warehouse affinity (the default)
 * failures stay under 0.1%; a node killed mid-run costs only its transactions in flight, its
 * terminals move to a live node and come back once it has rejoined.
 */
// beside the classes on the shared test database, one at a time with the others on servers of their own;
// its tests one after another (it.Lanes)
@Execution(ExecutionMode.CONCURRENT)
@ResourceLock(Lanes.OWN_SERVERS)
class GaleraRunIT {
    @TempDir
    static Path dir;

    private static GaleraCluster cluster;
    private static Path props;

    @BeforeAll
    static void built() throws Exception {
        cluster = GaleraCluster.shared();
        props = cluster.built(dir, "galera_run", 2);
    }

    private static JsonNode run(String name, String... extra) throws Exception {
        Path results = dir.resolve(name);
        String[] args = new String[extra.length + 8];
        String[] base = {
            "run",
            props.toString(),
            "endpoints=" + cluster.endpoints(),
            "terminals=6",
            "rampupMins=0",
            "reportIntervalSecs=5",
            "socketTimeoutSecs=20",
            "resultDirectory=" + results
        };
        System.arraycopy(base, 0, args, 0, base.length);
        System.arraycopy(extra, 0, args, base.length, extra.length);
        assertNull(GaleraCluster.tpcbench(args), "the run ends with exit 0");
        assertNull(GaleraCluster.tpcbench("check", props.toString()), "every consistency condition holds");
        return new ObjectMapper().readTree(results.resolve("summary.json").toFile());
    }

    private static long failed(JsonNode summary) {
        long failed = summary.get("delivery").get("failed").asLong();
        for (JsonNode t : summary.get("types")) {
            failed += t.get("failed").asLong();
        }
        return failed;
    }

    @Test
    @Execution(ExecutionMode.SAME_THREAD)
    void roundRobinOverThreeWritersStaysConsistentAndExact() throws Exception {
        // a count, not a time: 1,800 transactions meet certification conflicts on any machine (about
        // one in three conflicts with 6 terminals over 2 warehouses on 3 writers)
        JsonNode s = run("roundrobin", "endpointAffinity=roundrobin", "runTxnsPerTerminal=300");
        assertTrue(s.get("environment").get("commit").asText().startsWith("on its own trip"), s.toString());
        JsonNode audit = s.get("audit");
        JsonNode faults = s.get("faults");
        // the in-doubt commits and connection losses too, should the counts ever differ
        String counts = audit + " " + faults;
        // read before the first terminal and after the last: every committed write is in both counts
        assertEquals(
                faults.get("committedNewOrders").asLong(),
                audit.get("dbNewOrders").asLong(),
                counts);
        assertEquals(
                faults.get("committedPayments").asLong(),
                audit.get("dbPayments").asLong(),
                counts);
        assertEquals(0, faults.get("partialCommits").asLong(), counts);
        boolean conflictsRetried = false;
        for (JsonNode e : faults.get("errors")) {
            conflictsRetried |=
                    e.get("code").asInt() == 1213 && e.get("retried").asLong() > 0;
        }
        assertTrue(conflictsRetried, "certification conflicts (1213) were met and retried: " + faults);
    }

    @Test
    @Execution(ExecutionMode.SAME_THREAD)
    void partitionAffinityKeepsFailuresUnderOnePerThousand() throws Exception {
        JsonNode s = run("affinity", "runTxnsPerTerminal=1500");
        long total = s.get("transactionCount").asLong();
        assertTrue(total > 1000, "the terminals' 9,000 transactions: " + total);
        assertTrue(failed(s) * 1000 < total, failed(s) + " failed of " + total + ": " + s.get("faults"));
    }

    @Test
    @Execution(ExecutionMode.SAME_THREAD)
    void aKilledNodesTerminalsMoveToALiveOneAndComeBack() throws Exception {
        CompletableFuture<JsonNode> running = Cli.inBackground(() -> {
            try {
                return run("killed", "runMins=0.75");
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        });
        try {
            // node 2 dies once the window has measured an interval (5 s), down for 5 s, and rejoins
            Intervals.await(dir.resolve("killed"), 1, running, Duration.ofMinutes(3));
            cluster.kill(1);
            Thread.sleep(5_000);
            cluster.restart(1);
        } finally {
            // the run's files stay until it has ended, whatever happened to the node
            running.exceptionally(e -> null).get(3, TimeUnit.MINUTES);
        }
        JsonNode s = running.get();
        JsonNode node2 = s.get("endpoints").get(1);
        assertTrue(node2.get("connectionLosses").asLong() > 0, node2.toString());
        long total = s.get("transactionCount").asLong();
        // only the transactions in flight when the node died fail; its terminals go on elsewhere
        assertTrue(failed(s) <= 6 + total / 1000, failed(s) + " failed of " + total + ": " + s.get("endpoints"));
        assertTrue(Files.readString(dir.resolve("killed").resolve("summary.txt"))
                .contains("Endpoint 127.0.0.1:" + cluster.port(1)));
    }
}
