package io.tpcbench.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tpcbench.cli.Main;
import io.tpcbench.cli.WorkloadParts;
import io.tpcbench.report.RunResult;
import io.tpcbench.report.RunSummary;
import io.tpcbench.workload.tpcc.summary.Sections;
import io.tpcbench.workload.tpcc.summary.TpccSummary;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Many driver machines from one command: an sshd of the test's own listens on 127.0.0.1 and
 * 127.0.0.2 with key authentication, and run/runDrivers.sh starts a driver on each over ssh with
 * disjoint warehouses and one startAt, fetches their results and merges them; a host that cannot
 * be reached is reported and the others still merge, marked partial; the loaders load one
 * database from both hosts.
 */
class DriversIT {
    private static Path dir;
    private static LocalSshd sshd;
    private static String sshOptions;
    private static Path built;

    /** One database of 4 warehouses for both runs (built once: the runs leave it consistent). */
    private static synchronized Path built() throws Exception {
        if (built == null) {
            built = TestDatabase.get().built(dir, "it_drivers", 4);
        }
        return built;
    }

    @BeforeAll
    static void startSshd() throws Exception {
        dir = Files.createTempDirectory("tpcbench-drivers-");
        sshd = LocalSshd.start(dir);
        sshOptions = sshd.sshOptions();
    }

    @AfterAll
    static void stopSshd() throws Exception {
        if (sshd != null) {
            sshd.close();
        }
        LocalMariadbd.deleteTree(dir, "drivers test's");
    }

    private static String hosts(String... addresses) {
        return sshd.hosts(addresses);
    }

    @Test
    void twoHostsRunOneMeasurementAndMergeIt() throws Exception {
        Path props = built();
        Path result = dir.resolve("two");
        Subprocess p = Subprocess.start(
                dir,
                "drivers",
                props.toString(),
                hosts("127.0.0.1", "127.0.0.2"),
                sshOptions,
                "terminals=8",
                "runMins=0.1",
                "reportIntervalSecs=1",
                "driversLeadSecs=20",
                "resultDirectory=" + result);
        assertEquals(Main.OK, p.exitCode(Duration.ofMinutes(3)), p.output());
        String out = p.output();
        assertTrue(out.contains("d1 = ") && out.contains(": warehouses 1-2, 4 terminals"), out);
        assertTrue(out.contains(": warehouses 3-4, 4 terminals"), out);
        assertTrue(out.contains("[d2] Term-00, Measured tpmC (NewOrders) = "), "each driver's output, named: " + out);
        assertTrue(out.contains("Merged result of 2 drivers"), out);
        RunSummary merged = RunResult.read(new WorkloadParts(), result).summary();
        assertEquals(2, merged.share().drivers().size());
        assertEquals(1, TpccSummary.of(merged.part()).warehouseFrom());
        assertEquals(4, TpccSummary.of(merged.part()).warehouseTo());
        assertEquals(8, merged.terminals());
        Sections.Audit audit = TpccSummary.of(merged.part()).audit();
        assertTrue(audit.consistent(), "the database's counters agree with the drivers': " + audit);
        assertTrue(Files.exists(result.resolveSibling("two_drivers/d1.log")));
        assertEquals(Main.OK, Cli.run("check", props.toString()).exitCode);
    }

    @Test
    void aHostThatFailsIsReportedAndTheOthersMergeAsPartial() throws Exception {
        Path props = built();
        Path result = dir.resolve("partial");
        Subprocess p = Subprocess.start(
                dir,
                "drivers",
                props.toString(),
                hosts("127.0.0.1", "127.0.0.2", "127.0.0.3"),
                sshOptions,
                "terminals=6",
                "runMins=0.1",
                "reportIntervalSecs=1",
                "driversLeadSecs=20",
                "resultDirectory=" + result);
        assertEquals(Main.DATABASE, p.exitCode(Duration.ofMinutes(3)), p.output());
        String out = p.output();
        assertTrue(
                out.contains("PARTIAL: 2 of 3 drivers ran; d3 (") && out.contains("failed with exit code 255 (ssh)"),
                out);
        assertTrue(Files.readString(result.resolve("PARTIAL.txt")).contains("2 of 3 drivers ran"));
        assertEquals(
                2,
                RunResult.read(new WorkloadParts(), result)
                        .summary()
                        .share()
                        .drivers()
                        .size());
    }

    @Test
    void ctrlCEndsEveryDriversWindowAndTheirResultsStillMerge() throws Exception {
        Path result = dir.resolve("interrupted");
        Subprocess p = Subprocess.start(
                dir,
                "drivers",
                built().toString(),
                hosts("127.0.0.1", "127.0.0.2"),
                sshOptions,
                "terminals=4",
                "runMins=5",
                "reportIntervalSecs=1",
                "driversLeadSecs=20",
                "resultDirectory=" + result);
        // each driver's window has measured two intervals: both have counted work when the Ctrl-C comes
        for (String driver : List.of("d1", "d2")) {
            p.awaitLines(Intervals.line(driver), 2, Duration.ofMinutes(2));
        }
        p.signal("INT");
        assertEquals(Main.INTERRUPTED, p.exitCode(Duration.ofMinutes(2)), p.output());
        assertTrue(Files.isDirectory(result), "no merged result:\n" + p.output());
        RunSummary merged = RunResult.read(new WorkloadParts(), result).summary();
        assertTrue(merged.interrupted(), "the window ended at the interrupt");
        assertEquals(2, merged.share().drivers().size());
        assertTrue(merged.measuredSecs() < 60, "not the 5 minutes: " + merged.measuredSecs());
    }

    @Test
    void twoHostsLoadOneDatabase() throws Exception {
        TestDatabase db = TestDatabase.get();
        db.freshDatabase("it_drivers_load");
        Path props = db.props(dir, "it_drivers_load", "warehouses=2", "loadWorkers=1");
        Subprocess p =
                Subprocess.start(dir, "drivers", props.toString(), hosts("127.0.0.1", "127.0.0.2"), "load", sshOptions);
        assertEquals(Main.OK, p.exitCode(Duration.ofMinutes(4)), p.output());
        String out = p.output();
        assertTrue(out.contains("l1 = ") && out.contains(": warehouses 1-1 and ITEM"), out);
        assertTrue(out.contains(": warehouses 2-2"), out);
        assertTrue(out.contains("Consistency check: PASS"), out);
        assertEquals(2, db.count("it_drivers_load", "SELECT COUNT(*) FROM bmsql_warehouse"));
        assertEquals(100_000, db.count("it_drivers_load", "SELECT COUNT(*) FROM bmsql_item"));
    }
}
