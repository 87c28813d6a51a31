package io.tpcbench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** summary.json read back is the summary that was written: the report draws what the run printed. */
class SummaryJsonTest {
    @TempDir
    Path dir;

    private static RunSummary summary(double serverCpuMs) {
        RunSummary.TypeLine t = new RunSummary.TypeLine("New-Order", 10, 1, 2, 0, 5.5, 5, 9, 9.5, 9.9, 10, 45, 1,
                5000);
        return new RunSummary("2026-11-23 10:00:00", "2026-11-23 10:01:00", 60, true,
                new RunSummary.Window(1_000, 7_000, 67_000), 2, 8, 10, 22.5, 23, 55.0, 0.25, List.of(t),
                new RunSummary.DeferredDelivery(1, 0, 0, 0, 3, 4, 1, 0, 0, 0, 2), new RunSummary.Mix(1, 1, 15, 60),
                new RunSummary.Audit(10, 10, 9, 9, 16, true), new RunSummary.Faults(1, 1, 0, 0, 0, 10, 9, 0,
                        List.of(new RunSummary.ErrorLine(1213, "deadlock", 3, 1)), List.of()),
                List.of(new RunSummary.EndpointLine("db1:3306", 10, 0, 10, 1, 3)),
                new RunSummary.Server(65, 6.5, serverCpuMs), new RunSummary.Environment("MariaDB \"11\"", "CJ", "RR", "alone", ""),
                List.of(new RunSummary.Verdict("failed transactions", "PASS", "0", "0")),
                new RunSummary.MixCounts(100, 1, 2, 3, 4),
                new RunSummary.DriverShare(1, 2, 1_700_000_000_000L, 10,
                        List.of(new RunSummary.DriverLine("a", 1, 1, 4, 5, 11.25, 0, 3, 0.25)), "100/200/300"),
                new RunSummary.MixPlan(List.of(44.4, 43.3, 4.1, 4.1, 4.1), 1000),
                new RunSummary.Compliance(false, List.of(new RunSummary.Departure("interval",
                        "a 1.0-minute measurement interval, not 120 (5.5.1)"))),
                new RunSummary.TerminalSpread(3, 5, 4.25), "tpcc", List.of(), java.util.Map.of());
    }

    @Test
    void aWrittenSummaryReadsBackEqual() throws Exception {
        RunSummary written = summary(1.25);
        Path file = Files.writeString(dir.resolve("summary.json"), Json.write(written));
        assertEquals(written, SummaryJson.read(file));
    }

    @Test
    void aServerCpuNotMeasuredStaysNotANumber() throws Exception {
        Path file = Files.writeString(dir.resolve("summary.json"), Json.write(summary(Double.NaN)));
        assertTrue(Double.isNaN(SummaryJson.read(file).server().cpuMsPerTxn()));
    }

    @Test
    void aSummaryWithoutAWindowIsOneClearError() throws Exception {
        Path file = Files.writeString(dir.resolve("summary.json"), "{\"tpmC\": 1.0}");
        ReportException e = assertThrows(ReportException.class, () -> SummaryJson.read(file));
        assertTrue(e.getMessage().contains("lacks the window, types or verdicts"), e.getMessage());
    }
}
