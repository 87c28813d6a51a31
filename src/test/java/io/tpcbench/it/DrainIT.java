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
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.parallel.ResourceLock;

/**
 * Every run ends: a side connection holds every district of the warehouse locked, so the run's
 * New-Orders and Payments hang in 50-s lock waits; the run still ends within its window plus
 * {@code drainSecs} (and the few seconds a cancelled statement gets), its hanging statements
 * cancelled with KILL QUERY and named, its summary, verdicts and result directory written.
 */
// not beside the servers' lane (it.Lanes): the run's end is timed against a lock wait's 50 s
@ResourceLock(Lanes.OWN_SERVERS)
class DrainIT {
    @TempDir
    Path dir;

    @Test
    void aRunWhoseStatementsHangEndsWithinItsWindowAndDrain() throws Exception {
        TestDatabase db = TestDatabase.get();
        Path props = db.built(dir, "it_drain", 1);
        Path results = dir.resolve("run");
        JsonNode cancelled = ranWithDistrictsLocked(
                db,
                "it_drain",
                results,
                () -> Cli.run(
                        "run",
                        props.toString(),
                        "terminals=3",
                        "runMins=0.1",
                        "drainSecs=3",
                        "reportIntervalSecs=2",
                        "resultDirectory=" + results));
        assertTrue(cancelled.get(0).asText().startsWith("Term-"), cancelled.toString());
        String text = Files.readString(results.resolve("summary.txt"));
        assertTrue(text.contains("Cancelled after the drain (drainSecs): Term-"), text);
        assertTrue(Files.size(results.resolve("report.html")) > 0);
        assertEquals(Main.OK, Cli.run("check", props.toString()).exitCode, "the cancelled transactions left nothing");
    }

    /**
     * Runs {@code run} (a 6-s window, {@code drainSecs=3}, into {@code results}) while a side
     * connection holds every district of warehouse 1 of {@code database} locked; asserts that it
     * ended well within a lock wait's 50 s; the statements the drain cancelled.
     */
    static JsonNode ranWithDistrictsLocked(TestDatabase db, String database, Path results, Supplier<Cli> run)
            throws Exception {
        try (Connection lock = db.connect(database);
                Statement s = lock.createStatement()) {
            lock.setAutoCommit(false);
            s.execute("SELECT * FROM bmsql_district WHERE d_w_id = 1 FOR UPDATE");
            long start = System.nanoTime();
            Cli ran = run.get();
            double secs = (System.nanoTime() - start) / 1e9;
            lock.rollback();
            assertEquals(Main.OK, ran.exitCode, ran.err);
            // 6 s of window, 3 s of drain, up to 5 s for the cancelled statements, and the start
            assertTrue(secs < 30, "the run took " + secs + " s, not the 50 s of a lock wait");
        }
        JsonNode cancelled = new ObjectMapper()
                .readTree(results.resolve("summary.json").toFile())
                .get("faults")
                .get("cancelled");
        assertTrue(cancelled.size() >= 1, "the hanging statements were cancelled: " + cancelled);
        return cancelled;
    }
}
