package io.tpcbench.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.tpcbench.cli.Main;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.Statement;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Deferred Delivery cannot inflate tpmC unseen: with one worker slowed down (a trigger sleeps
 * 20 ms for every NEW-ORDER row a Delivery deletes) the queue grows through the window, most of
 * the window's deliveries are not completed by its end, and the backlog verdict fails, naming both.
 */
class DeliveryBacklogIT {
    @TempDir
    Path dir;

    @Test
    void aDeliveryWorkerThatCannotKeepUpFailsTheBacklogVerdict() throws Exception {
        TestDatabase db = TestDatabase.get();
        Path props = db.built(dir, "it_backlog", 1);
        try (Connection c = db.connect("it_backlog");
                Statement s = c.createStatement()) {
            s.execute("CREATE TRIGGER slow_delivery BEFORE DELETE ON bmsql_new_order FOR EACH ROW DO SLEEP(0.02)");
        }
        Path results = dir.resolve("run");
        // READ COMMITTED: the sleeping Delivery holds its NEW-ORDER rows' locks only, no gaps New-Orders insert into
        Cli run = Cli.run(
                "run",
                props.toString(),
                "terminals=4",
                "runMins=0.2",
                "maxDeliveryBGThreads=1",
                "isolationLevel=READ_COMMITTED",
                "drainSecs=2",
                "reportIntervalSecs=2",
                "resultDirectory=" + results);
        assertEquals(Main.OK, run.exitCode, run.err);
        JsonNode summary =
                new ObjectMapper().readTree(results.resolve("summary.json").toFile());
        JsonNode d = summary.get("delivery");
        assertTrue(d.get("leftOver").asLong() * 100 > d.get("queued").asLong(), d.toString());
        assertTrue(d.get("backlogAtEnd").asLong() > d.get("backlogAtStart").asLong() + 1, d.toString());
        JsonNode verdict = null;
        for (JsonNode v : summary.get("verdicts")) {
            if (v.get("name").asText().equals("deferred Delivery backlog")) {
                verdict = v;
            }
        }
        assertTrue(verdict != null && verdict.get("status").asText().equals("FAIL"), String.valueOf(verdict));
        String text = Files.readString(results.resolve("summary.txt"));
        assertTrue(text.contains("Deferred Delivery: " + d.get("queued").asLong() + " queued in the window"), text);
        try (Connection c = db.connect("it_backlog");
                Statement s = c.createStatement()) {
            s.execute("DROP TRIGGER slow_delivery");
        }
        assertEquals(Main.OK, Cli.run("check", props.toString()).exitCode, "the unfinished deliveries left nothing");
    }
}
