package io.tpcbench.it;

import static io.tpcbench.it.SummaryFigures.figure;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tpcbench.cli.Main;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.Statement;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.io.TempDir;

/**
 * TPC-H's refresh functions and metric end to end at SF 0.01: a full run (the power test with RF1
 * and RF2, the throughput test of two streams with its refresh stream of two pairs) prints and
 * writes Power@Size, Throughput@Size and QphH@Size, uses update sets 1..3 and leaves a database
 * the check passes; an RF1 that fails half way is reported by name, its RF2 does not run, the
 * check fails on it, and the next run completes both before its own pair; runLoader.sh writes
 * update sets as dbgen does.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class TpchRefreshIT {
    private static final String DB = "it_tpch_refresh";
    private Path dir;
    private Path props;

    @BeforeAll
    void build(@TempDir Path classDir) throws Exception {
        dir = classDir;
        TestDatabase db = TestDatabase.get();
        db.freshDatabase(DB);
        props = db.props(
                dir,
                DB,
                "workload=tpch",
                "scaleFactor=0.01",
                "loadWorkers=2",
                "runMins=0",
                "reportIntervalSecs=1",
                "querySeed=7",
                "socketTimeoutSecs=0",
                "explain=false");
        Cli build = Cli.run("build", props.toString());
        assertEquals(Main.OK, build.exitCode, build.err);
    }

    @Test
    @Order(1)
    void aFullRunPrintsTpchsThreeMetricsAndTheCheckPassesAfterIt() throws Exception {
        Path results = dir.resolve("full");
        Cli run = Cli.run("run", props.toString(), "tpchTest=full", "terminals=2", "resultDirectory=" + results);
        assertEquals(Main.OK, run.exitCode, run.err);
        String json = Files.readString(results.resolve("summary.json"));
        for (String metric : List.of("qphH", "powerAtSize", "throughputAtSize", "RF1", "RF2")) {
            assertTrue(figure(json, metric) > 0, metric + " in " + json);
        }
        assertEquals(
                Math.sqrt(figure(json, "powerAtSize") * figure(json, "throughputAtSize")),
                figure(json, "qphH"),
                0.1,
                json);
        assertEquals(2, figure(json, "refreshPairs"), json);
        String summary = Files.readString(results.resolve("summary.txt"));
        for (String line : List.of(
                "Power test (TPC-H 5.3.3): RF1, stream 0's 22 queries, RF2",
                "update set 1: 10 orders, 37 lines",
                "pair 1, update set 2: 10 orders, 44 lines",
                "pair 2, update set 3: 10 orders, 37 lines",
                "Power@Size = 3600 x SF 0.01",
                "Throughput@Size = 2 x 22 x 3600 / Ts x SF 0.01",
                "QphH@Size = sqrt(Power@Size x Throughput@Size)",
                "Compliance: S=2 meets 5.3.4's minimum of 2 query streams")) {
            assertTrue(summary.contains(line), line + " in\n" + summary);
        }
        assertTrue(Files.readString(results.resolve("report.html")).contains("QphH@Size"));
        assertTrue(Files.readString(results.resolve("run.properties")).contains("tpch.firstUpdateSet=1"));
        assertWholePairs(3);
        Cli check = Cli.run("check", props.toString());
        assertEquals(Main.OK, check.exitCode, check.err);
    }

    /**
     * A trigger fails the sixth order of update set 4: RF1 commits five orders, then fails by name;
     * its RF2 does not run; the check fails on it; the next run completes RF1 and RF2 of set 4
     * before its own pair, set 5, and the check passes again.
     */
    @Test
    @Order(2)
    void anInterruptedRefreshIsNamedAndTheNextRunCompletesIt() throws Exception {
        try (Connection c = TestDatabase.get().connect(DB);
                Statement s = c.createStatement()) {
            // set 4 at SF 0.01 holds orders 31..40 of the update sequence: keys 111, 136..143, 168; the sixth is 140
            s.execute("CREATE TRIGGER it_rf1_fails BEFORE INSERT ON lineitem FOR EACH ROW"
                    + " IF NEW.l_orderkey = 140 THEN SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = 'it: RF1 fails here';"
                    + " END IF");
        }
        Path failed = dir.resolve("failed");
        Cli run = Cli.run("run", props.toString(), "refreshOrdersPerTxn=1", "resultDirectory=" + failed);
        assertTrue(run.exitCode != Main.OK, run.err);
        String summary = Files.readString(failed.resolve("summary.txt"));
        assertTrue(summary.matches("(?s).*\\nRF1 +failed\\n.*"), summary);
        assertTrue(summary.contains("Power@Size: not computed"), summary);
        assertTrue(
                run.err.contains("RF2 of update set 4 does not run: RF1 of update set 4 was stopped before its last"
                        + " transaction committed"),
                run.err);
        try (Connection c = TestDatabase.get().connect(DB);
                Statement s = c.createStatement()) {
            s.execute("DROP TRIGGER it_rf1_fails");
            assertEquals(
                    "RF1 4", TestDatabase.string(c, "SELECT value FROM tpch_build WHERE name = 'refresh.running'"));
            assertEquals(15_005, TestDatabase.count(c, "SELECT COUNT(*) FROM orders"), "five of set 4's orders");
        }
        Cli check = Cli.run("check", props.toString());
        assertEquals(Main.CHECK_FAILED, check.exitCode, check.err);
        assertTrue(
                check.err.contains("RF1 of update set 4 was stopped before its last transaction committed"), check.err);
        Path next = dir.resolve("next");
        Cli again = Cli.run("run", props.toString(), "resultDirectory=" + next);
        assertEquals(Main.OK, again.exitCode, again.err);
        assertTrue(Files.readString(next.resolve("summary.txt")).contains("update set 5: 10 orders"));
        assertWholePairs(5);
        Cli passes = Cli.run("check", props.toString());
        assertEquals(Main.OK, passes.exitCode, passes.err);
    }

    /**
     * Ctrl-C while the power test of a full run is held (a query waits for a lock on REGION): the
     * throughput streams waiting for the power test end at once, not at the drain's deadline
     * ({@code drainSecs=60}); the command ends as soon as the power test's query in flight does,
     * with its results. Last: the stopped power test leaves its refresh pair for the next run.
     */
    @Test
    @Order(4)
    void ctrlCDuringThePowerTestEndsWithoutWaitingForTheDrain() throws Exception {
        Path stopped = dir.resolve("stopped");
        try (Connection lock = TestDatabase.get().connect(DB);
                Statement s = lock.createStatement()) {
            s.execute("LOCK TABLES region WRITE");
            Subprocess p = Subprocess.start(
                    dir,
                    "run",
                    props.toString(),
                    "tpchTest=full",
                    "terminals=2",
                    "drainSecs=60",
                    "resultDirectory=" + stopped);
            awaitAQueryWaitingForRegion(p);
            long signalled = System.nanoTime();
            p.signal("INT");
            Thread.sleep(1000);
            s.execute("UNLOCK TABLES");
            p.exitCode(Duration.ofSeconds(90));
            long secs = TimeUnit.NANOSECONDS.toSeconds(System.nanoTime() - signalled);
            // waiting for the drain would take 60 s and more; the rest (the query in flight, the summary
            // and the report in a cold JVM) a few seconds here (the whole test 8.4 s), several times that on a slow box
            assertTrue(secs < 40, "ended " + secs + " s after Ctrl-C (drainSecs=60):\n" + p.output());
            assertTrue(Files.readString(stopped.resolve("summary.txt")).contains("Power@Size: not computed"));
        }
    }

    /** Waits until a power-test query of {@code p} waits for the lock on REGION. */
    private static void awaitAQueryWaitingForRegion(Subprocess p) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
        try (Connection c = TestDatabase.get().connect(DB)) {
            while (TestDatabase.count(
                            c,
                            "SELECT COUNT(*) FROM information_schema.processlist WHERE info LIKE '%region%'"
                                    + " AND state LIKE 'Waiting for table%' AND id <> CONNECTION_ID()")
                    == 0) {
                if (System.nanoTime() > deadline) {
                    throw new AssertionError("no query waited for REGION's lock:\n" + p.output());
                }
                Thread.sleep(100);
            }
        }
    }

    /** The database records {@code pairs} whole refresh pairs, none running, and holds SF 0.01's orders. */
    private static void assertWholePairs(int pairs) throws Exception {
        try (Connection c = TestDatabase.get().connect(DB)) {
            for (String name : List.of("refresh.RF1", "refresh.RF2")) {
                assertEquals(
                        pairs + "", TestDatabase.string(c, "SELECT value FROM tpch_build WHERE name = '" + name + "'"));
            }
            assertEquals(0, TestDatabase.count(c, "SELECT COUNT(*) FROM tpch_build WHERE name = 'refresh.running'"));
            assertEquals(15_000, TestDatabase.count(c, "SELECT COUNT(*) FROM orders"));
        }
    }

    /** runLoader.sh writes update sets as dbgen's files, byte for byte, and replaces none. */
    @Test
    @Order(3)
    void theLoaderWritesDbgensUpdateSetFiles() throws Exception {
        Path files = dir.resolve("sets");
        Cli write = Cli.run("load", props.toString(), "refreshSets=1..2", "fileLocation=" + files);
        assertEquals(Main.OK, write.exitCode, write.err);
        for (String name : List.of("orders.tbl.u1", "lineitem.tbl.u1", "delete.1", "orders.tbl.u2", "delete.2")) {
            try (InputStream dbgen = getClass().getResourceAsStream("/tpch/refresh-sf0.01/" + name)) {
                assertArrayEquals(dbgen.readAllBytes(), Files.readAllBytes(files.resolve(name)), name);
            }
        }
        Cli again = Cli.run("load", props.toString(), "refreshSets=2", "fileLocation=" + files);
        assertEquals(Main.CONFIG, again.exitCode, again.err);
        assertTrue(again.err.contains("exists: tpcbench never replaces a file"), again.err);
        Cli none = Cli.run("load", props.toString(), "fileLocation=" + files);
        assertEquals(Main.CONFIG, none.exitCode, none.err);
        assertTrue(none.err.contains("say which with refreshSets=N or FIRST..LAST"), none.err);
    }
}
