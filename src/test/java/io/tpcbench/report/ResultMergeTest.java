package io.tpcbench.report;

import static io.tpcbench.report.DriverResults.START;
import static io.tpcbench.report.DriverResults.driver;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tpcbench.cli.WorkloadParts;
import io.tpcbench.metrics.OsSample;
import io.tpcbench.report.DriverResults.Driver;
import io.tpcbench.workload.DriverLine;
import io.tpcbench.workload.SummaryParts;
import io.tpcbench.workload.TypeLine;
import io.tpcbench.workload.tpcc.summary.Sections;
import io.tpcbench.workload.tpcc.summary.TpccSummary;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Merges of drivers' result directories written here, each as a run writes it. */
class ResultMergeTest {
    /** The workloads' parts, read and merged by each workload (TPC-C's here). */
    private static final SummaryParts PARTS = new WorkloadParts();

    @TempDir
    Path dir;

    private Path write(Driver d) throws Exception {
        return DriverResults.write(dir, d);
    }

    private static TpccSummary tpcc(RunSummary s) {
        return TpccSummary.of(s.part());
    }

    @Test
    void percentilesAreThoseOfAllTransactionsNotAveragesOfTheDrivers() throws Exception {
        RunSummary merged = ResultMerge.merge(
                PARTS,
                List.of(write(driver("a", 1, 5, 10_000)), write(driver("b", 6, 10, 1_000_000))),
                dir.resolve("m"));
        TypeLine newOrder = merged.types().get(0);
        assertEquals(1200, newOrder.completed());
        assertEquals(24, newOrder.late(), "the drivers' late New-Orders add up (600 / 50 each)");
        assertEquals(5000, newOrder.lateAfterMs(), 1e-9);
        assertEquals(10, newOrder.p50Ms(), 0.1, "half the transactions took 10 ms");
        assertEquals(1000, newOrder.p90Ms(), 1.0, "the slowest tenth took 1 s: an average of p90s would say 505");
        assertEquals(1200, tpcc(merged).tpmC(), 1e-9, "1200 New-Orders in the 60 s window");
        RunSummary.ServerState server = merged.server().state();
        assertEquals(
                10,
                server.rowsReadPerTxn(),
                1e-9,
                "the first driver's reading covers every client: 12,000 rows" + " over the 1,200 transactions of both");
        assertEquals(99.0, server.bufferPoolHitPct(), 1e-9);
        assertEquals("yes", server.dataFitsInMemory());
        assertEquals(100, merged.terminals());
        List<DriverLine> drivers = merged.share().drivers();
        assertEquals(List.of("a", "b"), drivers.stream().map(DriverLine::name).toList());
        assertEquals(
                new DriverLine("b", 50, 600, 0, drivers.get(1).newOrderP90Ms(), 1),
                drivers.get(1),
                "each driver's figures as its own summary says");
        assertEquals(
                new Sections.DriverHomes(6, 10, 600), tpcc(merged).drivers().get(1));
        assertEquals(1000, drivers.get(1).newOrderP90Ms(), 1.0);
        assertEquals(1, tpcc(merged).warehouseFrom());
        assertEquals(10, tpcc(merged).warehouseTo());
    }

    @Test
    void theLogsMergeIntervalByInterval() throws Exception {
        ResultMerge.merge(
                PARTS, List.of(write(driver("a", 1, 5, 10_000)), write(driver("b", 6, 10, 20_000))), dir.resolve("m"));
        List<Histogram> intervals = HlogFiles.intervals(dir.resolve("m/data/latency_NEW_ORDER.hlog"));
        assertEquals(
                List.of(0L, 600L, 600L, 0L),
                intervals.stream().map(Histogram::getTotalCount).toList(),
                "the warm-up, two measured intervals holding both drivers' 300 each, the short last one");
        assertEquals(
                2,
                RunResult.read(PARTS, dir.resolve("m"))
                        .latency()
                        .get("NEW_ORDER")
                        .points()
                        .size(),
                "the two measured intervals are the chart's points");
        RunResult read = RunResult.read(PARTS, dir.resolve("m"));
        assertEquals(1200, read.latency().get("NEW_ORDER").total().getTotalCount());
        assertEquals("1 / 6", read.parameter("runWarehouseFrom").orElseThrow());
        assertEquals("10", read.parameter("warehouses").orElseThrow());
    }

    @Test
    void theIntervalLinesMergeByTheirRules() throws Exception {
        ResultMerge.merge(
                PARTS, List.of(write(driver("a", 1, 5, 10_000)), write(driver("b", 6, 10, 20_000))), dir.resolve("m"));
        List<IntervalFile.Entry> lines = IntervalFile.read(dir.resolve("m").resolve(IntervalFile.NAME));
        assertEquals(2, lines.size(), "the two measured intervals, each driver's k-th with the other's");
        for (IntervalFile.Entry e : lines) {
            assertEquals(null, e.line(), "a merge prints no line");
            assertEquals(600 * 60 / 30.0, e.figures().get("tpmC"), 1, "sums add up");
            assertEquals(
                    20.0,
                    e.figures().get("latencyMs"),
                    0.02,
                    "a percentile is the merged histogram's (half the units at 10 ms, half at 20 ms), not an average");
            assertEquals(false, e.figures().containsKey("percentDone"), "a driver's own figure is left out");
            assertEquals(600, e.kinds().get("NEW_ORDER").count());
            assertEquals(20.0, e.kinds().get("NEW_ORDER").p90Ms(), 0.02);
            assertEquals(2 * 6, e.kinds().get("NEW_ORDER").late(), "late units add up");
            assertEquals(2, e.reconnectsSoFar());
        }
    }

    @Test
    void countsAddUpAndPercentagesAreComputedAgain() throws Exception {
        Driver a = new Driver("a", 1, 5, START, 600, 10_000, 5, new Sections.Audit(600, 600, 0, 0, 20, true));
        Driver b = new Driver("b", 6, 10, START + 400, 400, 10_000, 15, new Sections.Audit(390, 400, 0, 0, 20, true));
        RunSummary merged = ResultMerge.merge(PARTS, List.of(write(a), write(b)), dir.resolve("m"));
        assertEquals(1.0, tpcc(merged).mix().remoteOrderLinePct(), 1e-9, "20 remote of 2000 lines");
        assertEquals(new Sections.Audit(990, 1000, 0, 0, 40, true), tpcc(merged).audit());
        assertEquals(60.4, merged.measuredSecs(), 1e-9, "from the earliest start to the latest end");
        assertEquals(
                new RunSummary.EndpointLine("db1:3306", 1000, 0, 1000 / (60.4 / 60), 2, 2),
                merged.endpoints().get(0));
        assertEquals(1.0, merged.driverCpuMsPerTxn(), 1e-9);
        String text = Files.readString(dir.resolve("m/summary.txt"));
        assertTrue(text.contains("Merged from 2 drivers (a, b)"), text);
        assertTrue(text.contains("Driver CPU 1.000 ms per transaction (the drivers' user + system time"), text);
        assertTrue(
                text.contains("Driver b (warehouses 6-10, 50 terminals): tpmC 400.00, tpmTOTAL 400.00, 0 failed,"
                        + " New-Order p90 10.0 ms, driver CPU 1.000 ms per transaction"),
                text);
    }

    @Test
    void windowsFurtherApartThanASecondAreRefused() throws Exception {
        Driver late = new Driver("late", 6, 10, START + 5_000, 600, 10_000, 5, null);
        ReportException e = assertThrows(
                ReportException.class,
                () -> ResultMerge.merge(
                        PARTS, List.of(write(driver("a", 1, 5, 10_000)), write(late)), dir.resolve("m")));
        assertTrue(e.getMessage().contains("the measurement windows start 5.0 s apart"), e.getMessage());
        assertTrue(e.getMessage().contains("the same startAt"), e.getMessage());
        assertFalse(Files.exists(dir.resolve("m")), "nothing is written");
    }

    /** b's window ends 1.5 s after a's; with {@code interrupted}, as a Ctrl-C that reached b one ssh later leaves it. */
    private Path endsLater(String name, boolean interrupted) throws Exception {
        Path b = write(driver(name, 6, 10, 10_000));
        Path json = b.resolve("summary.json");
        String text = Files.readString(json);
        String end = "\"endEpochMillis\": " + (START + 60_000);
        assertTrue(text.contains(end), text);
        Files.writeString(
                json,
                text.replace(end, "\"endEpochMillis\": " + (START + 61_500))
                        .replace("\"interrupted\": false", "\"interrupted\": " + interrupted));
        return b;
    }

    @Test
    void windowsThatEndApartAreOneMeasurementOnlyWhenAnInterruptEndedThem() throws Exception {
        Path a = write(driver("a", 1, 5, 10_000));
        ReportException e = assertThrows(
                ReportException.class,
                () -> ResultMerge.merge(PARTS, List.of(a, endsLater("b", false)), dir.resolve("m")));
        assertTrue(e.getMessage().contains("the measurement windows end 1.5 s apart"), e.getMessage());
        RunSummary merged = ResultMerge.merge(PARTS, List.of(a, endsLater("c", true)), dir.resolve("m2"));
        assertTrue(merged.interrupted());
        assertEquals(61.5, merged.measuredSecs(), 1e-9, "from the first start to the last end");
    }

    @Test
    void overlappingRangesAreRefused() throws Exception {
        ReportException e = assertThrows(
                ReportException.class,
                () -> ResultMerge.merge(
                        PARTS,
                        List.of(write(driver("a", 1, 6, 10_000)), write(driver("b", 6, 10, 10_000))),
                        dir.resolve("m")));
        assertTrue(e.getMessage().contains("a's home warehouses 1-6 and b's 6-10 overlap"), e.getMessage());
    }

    @Test
    void otherIntervalsOrWarehousesAreRefusedTogether() throws Exception {
        Path b = write(driver("b", 6, 10, 10_000));
        Path json = b.resolve("summary.json");
        Files.writeString(
                json,
                Files.readString(json)
                        .replace("\"reportIntervalSecs\": 30", "\"reportIntervalSecs\": 10")
                        .replace("\"warehouses\": 10", "\"warehouses\": 20"));
        ReportException e = assertThrows(
                ReportException.class,
                () -> ResultMerge.merge(PARTS, List.of(write(driver("a", 1, 5, 10_000)), b), dir.resolve("m")));
        assertTrue(e.getMessage().contains("b has reportIntervalSecs=10, a 30"), e.getMessage());
        assertTrue(e.getMessage().contains("b ran on 20 warehouses, a on 10"), e.getMessage());
    }

    @Test
    void driversWithOtherNURandConstantsAreRefused() throws Exception {
        Path b = write(driver("b", 6, 10, 10_000));
        Path json = b.resolve("summary.json");
        Files.writeString(
                json,
                Files.readString(json).replace("\"nurandRun\": \"123/456/789\"", "\"nurandRun\": \"124/456/789\""));
        ReportException e = assertThrows(
                ReportException.class,
                () -> ResultMerge.merge(PARTS, List.of(write(driver("a", 1, 5, 10_000)), b), dir.resolve("m")));
        assertTrue(
                e.getMessage()
                        .contains("the drivers ran with different NURand C constants (C_LAST/C_ID/OL_I_ID"
                                + " 123/456/789, 124/456/789)"),
                e.getMessage());
    }

    @Test
    void anExistingOutputIsNeverOverwritten() throws Exception {
        Path out = Files.createDirectories(dir.resolve("m"));
        ReportException e = assertThrows(
                ReportException.class,
                () -> ResultMerge.merge(
                        PARTS, List.of(write(driver("a", 1, 5, 10_000)), write(driver("b", 6, 10, 10_000))), out));
        assertTrue(e.getMessage().contains("already exists"), e.getMessage());
    }

    @Test
    void aMergedResultIsReadLikeARun() throws Exception {
        ResultMerge.merge(
                PARTS, List.of(write(driver("a", 1, 5, 10_000)), write(driver("b", 6, 10, 10_000))), dir.resolve("m"));
        Files.writeString(
                dir.resolve("a/data/os_driver.csv"),
                String.join(",", OsSample.COLUMNS) + "\n5,1800000000005,1,1,0,0,98,0,0,0,0,0,0\n",
                StandardCharsets.UTF_8);
        ResultMerge.merge(PARTS, List.of(dir.resolve("a"), dir.resolve("b")), dir.resolve("m2"));
        RunResult read = RunResult.read(PARTS, dir.resolve("m2"));
        assertEquals(1, read.os().size());
        assertEquals("driver host a", read.os().get(0).host());
        assertEquals(5, read.os().get(0).samples().get(0).elapsedMillis());
    }
}
