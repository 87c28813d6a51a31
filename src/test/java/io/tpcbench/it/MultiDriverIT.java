package io.tpcbench.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tpcbench.cli.Main;
import io.tpcbench.cli.WorkloadParts;
import io.tpcbench.workload.tpcc.summary.Sections;
import io.tpcbench.workload.tpcc.summary.TpccSummary;
import io.tpcbench.report.RunResult;
import io.tpcbench.report.RunSummary;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Two driver processes, each on its own warehouse range, start their windows at one agreed time
 * against one database; their result directories merge into one whose New-Order count the
 * database itself confirms.
 */
class MultiDriverIT {
    private static final String NEXT_ORDER_IDS = "SELECT SUM(d_next_o_id) FROM bmsql_district";

    @TempDir
    Path dir;

    @Test
    void twoDriversOnDisjointRangesMergeIntoTheDatabasesOwnCount() throws Exception {
        TestDatabase db = TestDatabase.get();
        Path props = db.built(dir, "it_multi", 4);
        long nextOrderIdsBefore = db.count("it_multi", NEXT_ORDER_IDS);

        // far enough ahead for both JVMs to start and open their pools on a busy 2-core box
        Instant startAt = Instant.now().plusSeconds(20).truncatedTo(ChronoUnit.SECONDS);
        // unpaced: two JVMs and the server on two cores read the audit's counters late, and each
        // driver's audit must still hold (its tolerance counts what it counted before the reading)
        List<String> common = List.of("terminals=6", "runMins=0.25", "runTxnsPerTerminal=0", "rampupMins=0.05",
                "reportIntervalSecs=5", "startAt=" + startAt);
        Subprocess one = driver(props, common, "runWarehouseFrom=1", "runWarehouseTo=2", "resultDirectory="
                + dir.resolve("driver1"));
        Subprocess two = driver(props, common, "useWarehouseFrom=3", "useWarehouseTo=4", "resultDirectory="
                + dir.resolve("driver2"));
        assertEquals(Main.OK, one.exitCode(Duration.ofMinutes(2)), one.output());
        assertEquals(Main.OK, two.exitCode(Duration.ofMinutes(2)), two.output());
        assertTrue(one.output().contains("startAt=" + startAt + ": terminals start in"), one.output());
        assertTrue(one.output().contains("This driver's terminals live in warehouses 1-2 of 4"), one.output());
        long dbNewOrders = db.count("it_multi", NEXT_ORDER_IDS) - nextOrderIdsBefore;

        for (String d : List.of("driver1", "driver2")) {
            RunSummary s = RunResult.read(new WorkloadParts(), dir.resolve(d)).summary();
            assertTrue(Math.abs(s.window().startEpochMillis() - startAt.toEpochMilli()) < 250,
                    d + "'s window starts at startAt: " + Instant.ofEpochMilli(s.window().startEpochMillis()));
            Sections.Audit audit = TpccSummary.of(s.part()).audit();
            assertTrue(audit.consistent(), d + " audits its own warehouses only: " + audit);
            assertTrue(s.types().get(0).completed() > 0, d + " ran New-Orders");
        }

        Path merged = dir.resolve("merged");
        Cli merge = Cli.run("merge", dir.resolve("driver1").toString(), dir.resolve("driver2").toString(),
                "output=" + merged);
        assertEquals(Main.OK, merge.exitCode, merge.err);
        String text = Files.readString(merged.resolve("summary.txt"));
        assertTrue(text.contains("Merged from 2 drivers (driver1, driver2), home warehouses 1-4"), text);
        assertTrue(text.contains("Driver driver1 (warehouses 1-2, 6 terminals): tpmC "), text);
        assertTrue(text.contains("Driver driver2 (warehouses 3-4, 6 terminals): tpmC "), text);
        RunResult result = RunResult.read(new WorkloadParts(), merged);
        RunSummary m = result.summary();
        RunSummary s1 = RunResult.read(new WorkloadParts(), dir.resolve("driver1")).summary();
        RunSummary s2 = RunResult.read(new WorkloadParts(), dir.resolve("driver2")).summary();
        // TPC-C 2.1.6: one C-Run for the measurement, derived from the shared startAt
        TpccSummary t1 = TpccSummary.of(s1.part());
        TpccSummary t2 = TpccSummary.of(s2.part());
        TpccSummary tm = TpccSummary.of(m.part());
        assertEquals(t1.nurandRun(), t2.nurandRun());
        assertEquals(t1.nurandRun(), tm.nurandRun());
        assertTrue(one.output().contains("(derived from startAt: every driver of this measurement uses the same)"),
                one.output());

        // every New-Order either driver committed, warm-up included, moved the database's counter once
        assertEquals(dbNewOrders, tm.committedNewOrders(), "the database's own New-Order count");
        // in the window: the drivers' counts add up, and the database's counters agree with them
        long newOrders = m.types().get(0).completed();
        assertEquals(s1.types().get(0).completed() + s2.types().get(0).completed(), newOrders);
        assertEquals(newOrders - m.types().get(0).rolledBack(), tm.audit().driverNewOrders());
        assertTrue(tm.audit().consistent(), tm.audit().toString());
        assertEquals(12, m.terminals());
        assertEquals(newOrders / (m.measuredSecs() / 60), tm.tpmC(), 1e-6);
        assertTrue(m.measuredSecs() >= 15 && m.measuredSecs() < 16, "one 15 s window: " + m.measuredSecs());
        // the merged latencies are every transaction's, interval by interval
        assertEquals(newOrders, result.latency().get("NEW_ORDER").total().getTotalCount());
        assertFalse(result.latency().get("NEW_ORDER").points().isEmpty());
        assertEquals(2, result.os().stream().filter(o -> o.host().startsWith("driver host")).count(),
                "each driver host's OS metrics: " + result.os());
        assertTrue(Files.isRegularFile(merged.resolve("report.html")));
        assertEquals(Main.OK, Cli.run("check", props.toString()).exitCode, "consistent after both drivers");
    }

    @Test
    void aStartTimeAlreadyPassedIsRefusedBeforeAnythingIsWritten() throws Exception {
        TestDatabase db = TestDatabase.get();
        Path props = db.built(dir, "it_multi_late", 1);
        Cli run = Cli.run("run", props.toString(), "runMins=0.1", "startAt=2020-01-01T00:00:00Z",
                "resultDirectory=" + dir.resolve("late"));
        assertEquals(Main.CONFIG, run.exitCode, run.err);
        assertTrue(run.err.contains("startAt=2020-01-01T00:00:00Z was "), run.err);
        assertFalse(Files.exists(dir.resolve("late")), "no result directory");
    }

    @Test
    void aDriverStartedInsideItsWarmUpWarmsUpLessAndStillMeasuresFromStartAt() throws Exception {
        TestDatabase db = TestDatabase.get();
        Path props = db.built(dir, "it_multi_short", 1);
        Instant startAt = Instant.now().plusSeconds(12).truncatedTo(ChronoUnit.SECONDS);
        Subprocess late = Subprocess.start(dir, "run", props.toString(), "terminals=2", "runMins=0.05",
                "rampupMins=1", "startAt=" + startAt, "resultDirectory=" + dir.resolve("late"));
        assertEquals(Main.OK, late.exitCode(Duration.ofMinutes(1)), late.output());
        assertTrue(late.output().contains("startAt=" + startAt + ": this driver started late, its warm-up is "),
                late.output());
        RunSummary s = RunResult.read(new WorkloadParts(), dir.resolve("late")).summary();
        assertTrue(Math.abs(s.window().startEpochMillis() - startAt.toEpochMilli()) < 250,
                "the window starts at startAt: " + Instant.ofEpochMilli(s.window().startEpochMillis()));
        assertTrue(s.window().startSecs() > 1, "some warm-up remained: " + s.window().startSecs());
    }

    private Subprocess driver(Path props, List<String> common, String... own) throws Exception {
        List<String> args = new java.util.ArrayList<>(List.of("run", props.toString()));
        args.addAll(common);
        args.addAll(List.of(own));
        return Subprocess.start(dir, args.toArray(String[]::new));
    }
}
