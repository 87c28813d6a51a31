package io.tpcbench.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.tpcbench.cli.Main;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * endpoints=A,B with endpointAffinity=roundrobin: two TCP proxies in front of one database stand
 * for two compute nodes. The terminals spread over both; when B dies mid-run only B's terminals
 * fail, A's carry on without an error, and the summary shows each endpoint's throughput, failures
 * and lost connections.
 */
class EndpointsIT {
    @TempDir
    Path dir;

    @Test
    void connectionsSpreadOverTheEndpointsAndADeadOneCostsOnlyItsOwn() throws Exception {
        TestDatabase db = TestDatabase.get();
        Path props = db.built(dir, "it_endpoints", 2);
        Path results = dir.resolve("run");
        String nameA;
        String nameB;
        try (FaultProxy a = new FaultProxy(db.host, db.port);
                FaultProxy b = new FaultProxy(db.host, db.port)) {
            nameA = "127.0.0.1:" + a.port();
            nameB = "127.0.0.1:" + b.port();
            String endpoints = "endpoints=" + nameA + "," + nameB;
            // round-robin: B's terminals stay on B, so its death costs them every transaction (the
            // default, warehouse affinity, moves them to A: GaleraRunIT)
            CompletableFuture<Cli> run = Cli.start(
                    "run",
                    props.toString(),
                    endpoints,
                    "endpointAffinity=roundrobin",
                    "terminals=6",
                    "runMins=0.25",
                    "reportIntervalSecs=2",
                    "socketTimeoutSecs=5",
                    "resultDirectory=" + results);
            // B dies once the window has counted a whole interval, on every machine a few seconds
            // into its 15 s: B has served, A serves on alone for most of the window
            Intervals.await(results, 1, run, Duration.ofMinutes(3));
            b.close();
            Cli done = run.get(3, TimeUnit.MINUTES);
            assertEquals(Main.OK, done.exitCode, done.err);
        }
        JsonNode summary =
                new ObjectMapper().readTree(results.resolve("summary.json").toFile());
        JsonNode endpoints = summary.get("endpoints");
        assertEquals(2, endpoints.size(), endpoints.toString());
        JsonNode a = endpoints.get(0);
        JsonNode b = endpoints.get(1);
        assertEquals(nameA, a.get("name").asText());
        assertEquals(nameB, b.get("name").asText());
        assertEquals(0, a.get("failed").asLong(), "the live endpoint's terminals never failed: " + endpoints);
        assertEquals(0, a.get("connectionLosses").asLong(), endpoints.toString());
        assertTrue(b.get("completed").asLong() > 0, "B served until it died: " + endpoints);
        // B's terminals lost what they had in flight: a failure, or, where every one of them was in
        // its COMMIT (a box whose commits wait for a slow fsync), a commit left in doubt, since B
        // never answered again to say whether it committed
        JsonNode faults = summary.get("faults");
        assertTrue(
                b.get("connectionLosses").asLong() > 0
                        && (b.get("failed").asLong() > 0
                                || faults.get("inDoubtUnresolved").asLong() > 0),
                endpoints + " " + faults);
        assertTrue(
                a.get("completed").asLong() > 2 * b.get("completed").asLong(),
                "A served the whole window, B a quarter of it: " + endpoints);
        assertEquals(
                summary.get("transactionCount").asLong(),
                a.get("completed").asLong() + b.get("completed").asLong());
        String text = Files.readString(results.resolve("summary.txt"));
        assertTrue(text.contains("Endpoint " + nameA + ": ") && text.contains("Endpoint " + nameB + ": "), text);
        assertEquals(Main.OK, Cli.run("check", props.toString()).exitCode);
    }
}
