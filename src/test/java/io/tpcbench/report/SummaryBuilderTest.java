package io.tpcbench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tpcbench.config.TransactionType;
import io.tpcbench.metrics.LatencyTotals;
import io.tpcbench.metrics.RunStats;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

class SummaryBuilderTest {
    private static RunSummary summarize(RunStats stats, double secs, int warehouses) {
        return summarize(stats, secs, warehouses, 0, 0);
    }

    private static RunSummary summarize(RunStats stats, double secs, int warehouses, long skippedDeliveries,
            long skippedDistricts) {
        LatencyTotals totals = new LatencyTotals(stats);
        totals.drain();
        return SummaryBuilder.build(new SummaryBuilder.RunFacts("a", "b", secs, false,
                new RunSummary.Window(0, 0, (long) (secs * 1000)), warehouses, 10, 0,
                new RunSummary.Audit(1, 1, 1, 1, 20, true), new SummaryBuilder.ServerCost(900, 2_000_000_000L, null),
                new RunSummary.Environment("s", "d", "i", "c", ""), new RunSummary.DriverShare(1, warehouses, 0, 10, List.of(), "1/2/3"),
                new RunSummary.MixPlan(List.of(45.0, 43.0, 4.0, 4.0, 4.0), 100),
                List.of(new RunSummary.Departure("rampup", "no ramp-up before the window (5.5.1)")),
                new RunSummary.TerminalSpread(9, 11, 10)),
                stats, totals, new SummaryBuilder.WorkloadPart(warehouses, null, "1/2/3",
                        new RunSummary.MixPlan(List.of(45.0, 43.0, 4.0, 4.0, 4.0), 100), List.of(),
                        new RunSummary.MixCounts(0, 0, 0, 0, 0), skippedDeliveries, skippedDistricts, 0, 0, List.of(),
                        Map.of()), "tpcc");
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
        assertEquals(50.0, s.tpmC(), 1e-9);
        assertEquals(100.0, s.tpmTotal(), 1e-9);
        assertEquals(200, s.transactionCount());
        assertEquals(1.0, s.mix().newOrderRollbackPct(), 1e-9);
        assertEquals(100 * 50.0 / 12.86, s.efficiencyPct(), 1e-9);
        assertEquals(1, s.types().get(0).failed());
    }

    @Test
    void percentilesComeFromTheHistogramInMilliseconds() {
        RunStats stats = new RunStats(List.of(TransactionType.values()));
        for (int i = 1; i <= 100; i++) {
            stats.completed(TransactionType.PAYMENT, i * 1000L, false);
        }
        RunSummary.TypeLine p = summarize(stats, 60, 1).types().get(1);
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
        Map<String, RunSummary.Verdict> v = summarize(stats, 60, 1).verdicts().stream()
                .collect(Collectors.toMap(RunSummary.Verdict::name, x -> x));
        assertEquals("FAIL", v.get("New-Order p90 (5.2.5.3)").status());
        assertEquals("< 5000.00 ms", v.get("New-Order p90 (5.2.5.3)").limit());
        assertEquals("PASS", v.get("Payment p90 (5.2.5.3)").status());
        assertEquals("FAIL", v.get("mix Stock-Level share (5.2.3)").status(), v.get("mix Stock-Level share (5.2.3)").toString());
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
        assertEquals(3, s.delivery().skippedDeliveries());
        assertEquals(6, s.delivery().skippedDistricts());
        RunSummary.Verdict v = s.verdicts().stream().filter(x -> x.name().startsWith("skipped")).findFirst()
                .orElseThrow();
        assertEquals("PASS", v.status());
        stats.deferred().completed(1000);
        assertEquals("FAIL", summarize(stats, 60, 2, 4, 7).verdicts().stream()
                .filter(x -> x.name().startsWith("skipped")).findFirst().orElseThrow().status());
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
        String json = Json.write(s);
        assertTrue(json.contains("\"tpmC\": 10.000"), json);
        assertTrue(json.contains("\"name\": \"New-Order\""), json);
        assertFalse(json.contains("NaN"));
    }

    @Test
    void jsonEscapes() {
        assertEquals("\"a\\\"b\\\\c\\nd\"\n", Json.write("a\"b\\c\nd"));
    }
}
