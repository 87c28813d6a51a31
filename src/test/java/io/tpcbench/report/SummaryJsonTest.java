package io.tpcbench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tpcbench.cli.WorkloadParts;
import io.tpcbench.workload.DriverLine;
import io.tpcbench.workload.SummaryPart;
import io.tpcbench.workload.TerminalSpread;
import io.tpcbench.workload.TypeLine;
import io.tpcbench.workload.Verdict;
import io.tpcbench.workload.tpcc.summary.Sections;
import io.tpcbench.workload.tpcc.summary.TpccSummary;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** summary.json read back is the summary that was written: the report draws what the run printed. */
class SummaryJsonTest {
    @TempDir
    Path dir;

    private static RunSummary summary(double serverCpuMs, String workload, SummaryPart part) {
        TypeLine t = new TypeLine("New-Order", 10, 1, 2, 0, 5.5, 5, 9, 9.5, 9.9, 10, 45, 1, 5000);
        return new RunSummary(
                "2026-11-23 10:00:00",
                "2026-11-23 10:01:00",
                60,
                true,
                new RunSummary.Window(1_000, 7_000, 67_000),
                8,
                22.5,
                23,
                0.25,
                List.of(t),
                new RunSummary.Faults(
                        1, 1, 0, 0, 0, 0, List.of(new RunSummary.ErrorLine(1213, "deadlock", 3, 1)), List.of()),
                List.of(new RunSummary.EndpointLine("db1:3306", 10, 0, 10, 1, 3)),
                new RunSummary.Server(65, 6.5, serverCpuMs),
                new RunSummary.Environment("MariaDB \"11\"", "CJ", "RR", "alone", ""),
                new RunSummary.DriverShare(1_700_000_000_000L, 10, List.of(new DriverLine("a", 4, 11.25, 0, 3, 0.25))),
                new TerminalSpread(3, 5, 4.25),
                workload,
                List.of(new RunSummary.LatencyLog("NEW_ORDER", "New-Order", false)),
                part);
    }

    private static SummaryPart tpcc() {
        TpccSummary s = new TpccSummary(
                2,
                10,
                55.0,
                new Sections.DeferredDelivery(1, 0, 0, 0, 3, 4, 1, 0, 0, 0, 2),
                new Sections.Mix(1, 1, 15, 60),
                new Sections.Audit(10, 10, 9, 9, 16, true),
                new Sections.MixCounts(100, 1, 2, 3, 4),
                new Sections.MixPlan(List.of(44.4, 43.3, 4.1, 4.1, 4.1), 1000),
                new Sections.Compliance(
                        false,
                        List.of(new Sections.Departure(
                                "interval", "a 1.0-minute measurement interval, not 120 (5.5.1)"))),
                10,
                9,
                1,
                2,
                "100/200/300",
                List.of(new Sections.DriverHomes(1, 1, 5)));
        return s.part(List.of(new Verdict("failed transactions", "PASS", "0", "0")));
    }

    @Test
    void aWrittenSummaryReadsBackEqual() throws Exception {
        RunSummary written = summary(1.25, "tpcc", tpcc());
        Path file = Files.writeString(dir.resolve("summary.json"), SummaryJson.write(written));
        assertEquals(written, SummaryJson.read(new WorkloadParts(), file));
    }

    @Test
    void tpccKeepsItsKeysWhereTheyWereAndTheFirstTpmCIsTheRunsOwn() throws Exception {
        String json = SummaryJson.write(summary(1.25, "tpcc", tpcc()));
        assertTrue(json.indexOf("\"tpmC\": 10.000") < json.indexOf("\"drivers\""), json);
        for (String key : List.of(
                "\"delivery\"",
                "\"mix\"",
                "\"audit\"",
                "\"mixCounts\"",
                "\"plan\"",
                "\"compliance\"",
                "\"committedNewOrders\": 10",
                "\"nurandRun\": \"100/200/300\"",
                "\"warehouseFrom\": 1",
                "\"efficiencyPct\"")) {
            assertTrue(json.contains(key), key + " in " + json);
        }
    }

    @Test
    void anotherWorkloadsClosingBlockAndFiguresReadBack() throws Exception {
        Map<String, Double> figures = new LinkedHashMap<>();
        figures.put("tps", 12.5);
        figures.put("qps", 250.0);
        RunSummary written = summary(
                Double.NaN,
                "oltp_read_write",
                SummaryPart.of(List.of("SQL statistics:", "    queries performed:"), figures, 750));
        Path file = Files.writeString(dir.resolve("summary.json"), SummaryJson.write(written));
        RunSummary read = SummaryJson.read(new WorkloadParts(), file);
        assertEquals(written.part().figures(), read.part().figures());
        assertEquals(
                List.of("SQL statistics:", "    queries performed:"),
                read.part().text().block());
        assertEquals("tps", read.headlineName());
        assertTrue(!Files.readString(file).contains("\"tpmC\""), "no TPC-C keys for another workload");
    }

    @Test
    void aServerCpuNotMeasuredStaysNotANumber() throws Exception {
        Path file =
                Files.writeString(dir.resolve("summary.json"), SummaryJson.write(summary(Double.NaN, "tpcc", tpcc())));
        assertTrue(Double.isNaN(
                SummaryJson.read(new WorkloadParts(), file).server().cpuMsPerTxn()));
    }

    @Test
    void aSummaryWithoutAWindowIsOneClearError() throws Exception {
        Path file = Files.writeString(dir.resolve("summary.json"), "{\"tpmC\": 1.0}");
        ReportException e = assertThrows(ReportException.class, () -> SummaryJson.read(new WorkloadParts(), file));
        assertTrue(e.getMessage().contains("lacks the window, types or verdicts"), e.getMessage());
    }

    @Test
    void jsonEscapes() {
        assertEquals("\"a\\\"b\\\\c\\nd\"\n", Json.write("a\"b\\c\nd"));
    }
}
