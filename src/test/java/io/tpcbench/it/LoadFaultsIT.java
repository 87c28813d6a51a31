package io.tpcbench.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tpcbench.cli.Main;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Faults during a load: the database dies, or the user presses Ctrl-C or sends SIGTERM. Each time
 * the build fails saying which warehouses are complete, and running it again resumes: complete
 * warehouses are kept, partial ones cleared and loaded again, and the result passes every
 * consistency condition with the exact cardinalities of TPC-C 4.3.3.1.
 */
class LoadFaultsIT {
    private static final Duration LOAD_TIMEOUT = Duration.ofMinutes(4);

    @TempDir
    Path dir;

    @Test
    void databaseDiesMidLoadThenTheBuildResumes() throws Exception {
        try (PrivateServer server = new PrivateServer("load-dies", "load_dies")) {
            Path props = server.props(dir, "warehouses=3", "loadWorkers=2", "loadCommitRows=5000");
            Subprocess build = Subprocess.start(dir, "build", props.toString());
            awaitCompleteWarehouses(server.url(), 1);
            server.stop();
            assertEquals(Main.DATABASE, build.exitCode(LOAD_TIMEOUT), build.output());
            String out = build.output();
            assertTrue(out.contains("load failed"), out);
            assertTrue(out.contains("incomplete: warehouses "), out);
            assertTrue(out.contains("run the same command again to resume"), out);
            assertFalse(out.contains("\tat "), out);

            server.start();
            assertResumes(props, server.url(), true);
        }
    }

    @Test
    void ctrlCDuringALoadStopsAfterTheCurrentWarehouseAndTheBuildResumes() throws Exception {
        TestDatabase db = TestDatabase.get();
        db.freshDatabase("it_load_int");
        Path props = db.props(dir, "it_load_int", "warehouses=3", "loadWorkers=1");
        Subprocess build = Subprocess.start(dir, "build", props.toString());
        awaitCompleteWarehouses(db.urlWithAccount("it_load_int"), 1);
        build.signal("INT");
        assertEquals(Main.INTERRUPTED, build.exitCode(LOAD_TIMEOUT), build.output());
        String out = build.output();
        assertTrue(out.contains("load interrupted"), out);
        assertTrue(out.contains("incomplete: warehouses 3"), out);
        assertResumes(props, db.urlWithAccount("it_load_int"), true);
    }

    @Test
    void sigtermDuringALoadStopsWithTheSameMessage() throws Exception {
        TestDatabase db = TestDatabase.get();
        db.freshDatabase("it_load_term");
        Path props = db.props(dir, "it_load_term", "warehouses=1", "loadWorkers=1");
        Subprocess build = Subprocess.start(dir, "build", props.toString());
        build.awaitOutput("Loading warehouses 1..1", LOAD_TIMEOUT);
        build.signal("TERM");
        assertEquals(Main.INTERRUPTED, build.exitCode(LOAD_TIMEOUT), build.output());
        String out = build.output();
        assertTrue(out.contains("load interrupted"), out);
        assertTrue(out.contains("incomplete: warehouses 1"), out);
        // the signal may come before the worker took ITEM: then nothing is complete to keep
        assertResumes(props, db.urlWithAccount("it_load_term"), out.contains("complete: ITEM"));
    }

    /**
     * The build runs again, resumes (keeping what was complete, when {@code kept}), and leaves
     * exactly the rows TPC-C 4.3.3.1 prescribes.
     */
    private void assertResumes(Path props, String url, boolean kept) throws Exception {
        Subprocess again = Subprocess.start(dir, "build", props.toString());
        assertEquals(Main.OK, again.exitCode(LOAD_TIMEOUT), again.output());
        String out = again.output();
        assertTrue(out.contains("resuming the load"), out);
        assertEquals(kept, out.contains("Resuming an earlier load: complete and kept: "), out);
        assertTrue(out.contains("Consistency check: PASS"), out);
        int w = Integer.parseInt(out.replaceAll(
                "(?s).*Checking the consistency conditions of TPC-C 3.3.2 on ([0-9]+)" + " warehouse.*", "$1"));
        try (Connection c = DriverManager.getConnection(url)) {
            Map<String, Long> expected = Map.of(
                    "bmsql_item",
                    100_000L,
                    "bmsql_warehouse",
                    (long) w,
                    "bmsql_district",
                    10L * w,
                    "bmsql_customer",
                    30_000L * w,
                    "bmsql_history",
                    30_000L * w,
                    "bmsql_oorder",
                    30_000L * w,
                    "bmsql_new_order",
                    9_000L * w,
                    "bmsql_stock",
                    100_000L * w);
            for (Map.Entry<String, Long> e : expected.entrySet()) {
                assertEquals(e.getValue(), TestDatabase.count(c, "SELECT COUNT(*) FROM " + e.getKey()), e.getKey());
            }
            assertEquals(
                    TestDatabase.count(c, "SELECT SUM(o_ol_cnt) FROM bmsql_oorder"),
                    TestDatabase.count(c, "SELECT COUNT(*) FROM bmsql_order_line"));
        }
    }

    /** Polls the database until {@code n} warehouses are completely loaded. */
    private static void awaitCompleteWarehouses(String url, int n) throws InterruptedException {
        long deadline = System.nanoTime() + LOAD_TIMEOUT.toNanos();
        while (System.nanoTime() < deadline) {
            try (Connection c = DriverManager.getConnection(url)) {
                if (TestDatabase.count(c, "SELECT COUNT(*) FROM bmsql_warehouse") >= n) {
                    return;
                }
            } catch (SQLException notYet) {
                // the tables do not exist yet
            }
            Thread.sleep(200);
        }
        throw new AssertionError("no complete warehouse within " + LOAD_TIMEOUT);
    }
}
