package io.tpcbench.workload.sysbench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tpcbench.workload.PageCommon;
import io.tpcbench.workload.PageLines;
import io.tpcbench.workload.PageTable;
import io.tpcbench.workload.SummaryPart;
import io.tpcbench.workload.SummaryText;
import io.tpcbench.workload.TerminalSpread;
import java.util.List;
import java.util.Map;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

/** sysbench's page from a window's part: its cards, its closing block as tables, its lines per second. */
class SbTextTest {
    private static SummaryText.Overview overview(long failed) {
        return new SummaryText.Overview(
                "oltp_read_write", "s", "e", 10, false, 2, 600, 100, List.of(), failed, "", false);
    }

    private static SummaryPart part(int percentile, boolean histogram, long ignored) {
        Histogram h = new Histogram(3_600_000_000L, 3);
        h.recordValueWithCount(10_000, 90); // 10 ms
        h.recordValueWithCount(20_000, 10); // 20 ms
        // 100 events in 10 s: 1,400 reads, 400 writes, 200 other
        return SbRun.part(
                new long[] {1400, 400, 200, 100, ignored, 0},
                percentile,
                histogram,
                10,
                h,
                new TerminalSpread(50, 50, 50, 0, 0.55, 0.01),
                2);
    }

    @Test
    void theCardsAreSysbenchsRatesThePercentileAndTheErrors() {
        SummaryText text = part(95, false, 3).text();
        List<SummaryText.Card> cards = text.cards(overview(0), List.of());
        assertEquals(
                List.of("tps", "qps", "95th percentile (ms)", "ignored errors", "reconnects", "failed"),
                cards.stream().map(SummaryText.Card::name).toList());
        assertEquals(
                List.of("10.00", "200.00", "20.02", "3"),
                cards.stream().limit(4).map(SummaryText.Card::value).toList());
        assertEquals("fail", text.cards(overview(1), List.of()).get(5).status());
        assertEquals(
                "latency avg (ms)",
                part(0, false, 0).text().cards(overview(0), List.of()).get(2).name());
    }

    @Test
    void theClosingBlockIsTablesUnderSysbenchsHeadings() {
        SummaryPart part = part(95, true, 0);
        List<PageTable> tables = part.text().pageTables();
        assertEquals(
                List.of(
                        "SQL statistics",
                        "General statistics",
                        "Latency (ms)",
                        "Threads fairness",
                        "Latency histogram (values are in milliseconds)"),
                tables.stream().map(PageTable::heading).toList());
        assertEquals(
                List.of("transactions", "100", "10.00"), tables.get(0).rows().get(4));
        assertEquals(List.of("queries", "2000", "200.00"), tables.get(0).rows().get(5));
        assertEquals(List.of("total time", "10.0000s"), tables.get(1).rows().get(0));
        // the sum from the threads' busy time: 0.55 s x 2 threads; the mean over the 100 events
        assertEquals(List.of("avg", "11.00"), tables.get(2).rows().get(1));
        assertEquals(List.of("sum", "1100.00"), tables.get(2).rows().get(4));
        PageTable histogram = tables.get(4);
        assertTrue(histogram.folded());
        assertEquals(List.of("10.090", "*".repeat(40), "90"), histogram.rows().get(0));
        assertEquals(List.of("20.002", "****", "10"), histogram.rows().get(1));
        assertEquals(4, part(95, false, 0).text().pageTables().size(), "no histogram unless histogram=on");
    }

    @Test
    void itsLinesArePerSecondAndReplaceTheEnginesPerMinuteCharts() {
        SummaryText text = part(95, false, 0).text();
        assertEquals(
                List.of("tps", "qps", "latency", "queue"),
                text.pageLines().stream().map(PageLines::id).toList());
        assertTrue(part(95, false, 2).text().pageLines().stream().anyMatch(l -> l.id().equals("errors")));
        assertFalse(part(0, false, 0).text().pageLines().stream().anyMatch(l -> l.id().equals("latency")));
        assertFalse(text.pageCommon().contains(PageCommon.THROUGHPUT));
        assertFalse(text.pageCommon().contains(PageCommon.LATENCY_OVER_TIME));
        assertEquals(
                Map.of("read", 140.0, "write", 40.0, "other", 20.0),
                text.pageBars().get(0).series().values().iterator().next());
    }

    @Test
    void anOlderSummaryShowsWhatItKept() {
        // a summary of a tpcbench before the page: no latency, fairness or total time figures
        Map<String, Double> figures = new java.util.LinkedHashMap<>();
        figures.put("tps", 10.0);
        figures.put("qps", 200.0);
        figures.put("reads", 1400.0);
        figures.put("writes", 400.0);
        figures.put("other", 200.0);
        figures.put("transactions", 100.0);
        figures.put("percentile", 95.0);
        SummaryText text = SbText.part(SummaryPart.of(List.of("closing"), figures, 0), List.of())
                .text();
        List<PageTable> tables = text.pageTables();
        assertEquals(
                List.of("transactions", "100", "10.00"), tables.get(0).rows().get(4));
        assertEquals(List.of("min", "-"), tables.get(2).rows().get(0));
        assertEquals("-", text.cards(overview(0), List.of()).get(2).value());
        SummaryText none = SbText.part(SummaryPart.of(List.of("closing"), Map.of("tps", 0.0), 0), List.of())
                .text();
        assertEquals(
                List.of("transactions", "0", "-"),
                none.pageTables().get(0).rows().get(4));
        assertTrue(none.pageBars().isEmpty());
    }

    @Test
    void aSummaryReadBackKeepsTheHistogram() {
        SummaryPart written = part(95, true, 0);
        Map<String, Object> json = new java.util.LinkedHashMap<>(written.sections());
        json.put("workloadFigures", written.figures());
        json.put(SummaryPart.LINES, written.text().block());
        SummaryPart read = Sysbench.all().get(0).readPart(json);
        assertEquals(
                written.text().pageTables().get(4).rows(),
                read.text().pageTables().get(4).rows());
    }
}
