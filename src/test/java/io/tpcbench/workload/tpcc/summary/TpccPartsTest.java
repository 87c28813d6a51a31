package io.tpcbench.workload.tpcc.summary;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tpcbench.metrics.LatencyTotals;
import io.tpcbench.metrics.RunStats;
import io.tpcbench.metrics.StatsTally;
import io.tpcbench.report.RunSummary;
import io.tpcbench.report.SummaryBuilder;
import io.tpcbench.report.TextSummary;
import io.tpcbench.workload.SummaryPart;
import io.tpcbench.workload.TerminalSpread;
import io.tpcbench.workload.TypeLine;
import io.tpcbench.workload.Verdict;
import io.tpcbench.workload.tpcc.TransactionType;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** TPC-C's part of a summary from the engine's tally, and the summary the engine builds around it. */
class TpccPartsTest {
    private static RunSummary summarize(RunStats stats, double secs, int warehouses) {
        return summarize(stats, secs, warehouses, 0, 0);
    }

    static RunSummary summarize(
            RunStats stats, double secs, int warehouses, long skippedDeliveries, long skippedDistricts) {
        LatencyTotals totals = new LatencyTotals(stats);
        totals.drain();
        StatsTally tally = new StatsTally(stats, totals, secs, 10, new TerminalSpread(9, 11, 10));
        TpccParts.Inputs in = new TpccParts.Inputs(
                warehouses,
                1,
                warehouses,
                new Sections.Audit(1, 1, 1, 1, 20, true),
                "1/2/3",
                new Sections.MixPlan(List.of(45.0, 43.0, 4.0, 4.0, 4.0), 100),
                List.of(new Sections.Departure("rampup", "no ramp-up before the window (5.5.1)")),
                new Sections.MixCounts(0, 0, 0, 0, 0),
                skippedDeliveries,
                skippedDistricts,
                0,
                0);
        SummaryPart part = TpccParts.of(in, tally, tally.deferred(), List.of());
        return SummaryBuilder.build(
                new SummaryBuilder.RunFacts(
                        "a",
                        "b",
                        secs,
                        false,
                        new RunSummary.Window(0, 0, (long) (secs * 1000)),
                        10,
                        0,
                        new SummaryBuilder.ServerCost(900, 2_000_000_000L, null),
                        new RunSummary.Environment("s", "d", "i", "c", ""),
                        new RunSummary.DriverShare(0, 10, List.of()),
                        tally.spread()),
                tally.types(),
                SummaryBuilder.faults(stats.faults()),
                List.of(),
                part,
                "tpcc",
                List.of());
    }

    private static TpccSummary tpcc(RunSummary s) {
        return TpccSummary.of(s.part());
    }

    private static void complete(RunStats stats, TransactionType t, int n, long micros) {
        for (int i = 0; i < n; i++) {
            stats.completed(t, micros, false);
        }
    }

    @Test
    void tpmCCountsNewOrdersIncludingRollbacksButNotFailures() {
        RunStats stats = new RunStats(List.of(TransactionType.values()));
        complete(stats, TransactionType.NEW_ORDER, 99, 1000);
        stats.completed(TransactionType.NEW_ORDER, 1000, true);
        stats.failed(TransactionType.NEW_ORDER);
        complete(stats, TransactionType.PAYMENT, 100, 2000);
        RunSummary s = summarize(stats, 120, 1);
        assertEquals(50.0, tpcc(s).tpmC(), 1e-9);
        assertEquals(50.0, s.headline(), 1e-9);
        assertEquals(100.0, s.tpmTotal(), 1e-9);
        assertEquals(200, s.transactionCount());
        assertEquals(1.0, tpcc(s).mix().newOrderRollbackPct(), 1e-9);
        assertEquals(100 * 50.0 / 12.86, tpcc(s).efficiencyPct(), 1e-9);
        assertEquals(1, s.types().get(0).failed());
    }

    @Test
    void percentilesComeFromTheHistogramInMilliseconds() {
        RunStats stats = new RunStats(List.of(TransactionType.values()));
        for (int i = 1; i <= 100; i++) {
            stats.completed(TransactionType.PAYMENT, i * 1000L, false);
        }
        TypeLine p = summarize(stats, 60, 1).types().get(1);
        assertEquals(90.0, p.p90Ms(), 0.1);
        assertEquals(50.0, p.p50Ms(), 0.1);
        assertEquals(100.0, p.maxMs(), 0.1);
        assertEquals(50.5, p.meanMs(), 0.1);
    }

    @Test
    void verdictsNameTheirLimits() {
        RunStats stats = new RunStats(List.of(TransactionType.values()));
        // more than a deck of 100 cards for each of the 10 terminals: the mix can be judged
        complete(stats, TransactionType.NEW_ORDER, 460, 6_000_000);
        complete(stats, TransactionType.PAYMENT, 440, 1000);
        complete(stats, TransactionType.ORDER_STATUS, 40, 1000);
        complete(stats, TransactionType.DELIVERY, 40, 1000);
        complete(stats, TransactionType.STOCK_LEVEL, 30, 1000);
        Map<String, Verdict> v =
                summarize(stats, 60, 1).verdicts().stream().collect(Collectors.toMap(Verdict::name, x -> x));
        assertEquals("FAIL", v.get("New-Order p90 (5.2.5.3)").status());
        assertEquals("< 5000.00 ms", v.get("New-Order p90 (5.2.5.3)").limit());
        assertEquals("PASS", v.get("Payment p90 (5.2.5.3)").status());
        assertEquals(
                "FAIL",
                v.get("mix Stock-Level share (5.2.3)").status(),
                v.get("mix Stock-Level share (5.2.3)").toString());
        assertEquals("N/A", v.get("remote order lines (2.4.1.5)").status());
        assertEquals("N/A", v.get("deferred Delivery p90 (5.2.5.3)").status());
    }

    @Test
    void skippedDeliveriesAllowOnePercentOrOne() {
        RunStats stats = new RunStats(List.of(TransactionType.values()));
        for (int i = 0; i < 300; i++) {
            stats.deferred().completed(1000);
        }
        RunSummary s = summarize(stats, 60, 2, 3, 6);
        assertEquals(3, tpcc(s).delivery().skippedDeliveries());
        assertEquals(6, tpcc(s).delivery().skippedDistricts());
        Verdict v = s.verdicts().stream()
                .filter(x -> x.name().startsWith("skipped"))
                .findFirst()
                .orElseThrow();
        assertEquals("PASS", v.status());
        stats.deferred().completed(1000);
        assertEquals(
                "FAIL",
                summarize(stats, 60, 2, 4, 7).verdicts().stream()
                        .filter(x -> x.name().startsWith("skipped"))
                        .findFirst()
                        .orElseThrow()
                        .status());
    }

    @Test
    void textHasTheBenchmarkSqlBlockAndJsonIsRendered() {
        RunStats stats = new RunStats(List.of(TransactionType.values()));
        complete(stats, TransactionType.NEW_ORDER, 10, 1000);
        RunSummary s = summarize(stats, 60, 1);
        List<String> text = TextSummary.lines(s);
        assertTrue(text.contains("Term-00, Measured tpmC (NewOrders) = 10.00"), text.toString());
        assertTrue(text.contains("Term-00, Measured tpmTOTAL = 10.00"));
        assertTrue(text.contains("Term-00, Session Start     = a"));
        assertTrue(text.contains("Term-00, Session End       = b"));
        assertTrue(text.contains("Term-00, Transaction Count = 10"));
        assertTrue(
                text.contains("Configuration: a throughput test, not a TPC-C result: no ramp-up before the window"
                        + " (5.5.1); a 1.0-minute measurement interval, not 120 (5.5.1)"),
                text.toString());
        assertFalse(text.stream().anyMatch(l -> l.contains("NaN")), text.toString());
    }
}
