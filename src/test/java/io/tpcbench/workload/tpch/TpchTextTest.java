package io.tpcbench.workload.tpch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tpcbench.workload.PageBars;
import io.tpcbench.workload.PageTable;
import io.tpcbench.workload.PageTimeline;
import io.tpcbench.workload.SummaryPart;
import io.tpcbench.workload.SummaryText;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** TPC-H's page from its figures and units: metric cards, the tests' tables and bars, the streams' timeline. */
class TpchTextTest {
    private static SummaryText.Overview overview() {
        return new SummaryText.Overview("tpch", "s", "e", 10, false, 2, 0, 70, List.of(), 0, "", false);
    }

    private static TpchUnits.Unit unit(String kind, String lane, double start, double secs, String outcome) {
        return new TpchUnits.Unit(kind, lane, start, secs, 3, outcome, "");
    }

    /** A full test: the power test's Q01, Q02, RF1, RF2; two streams of Q01 and Q02; one refresh pair. */
    private static SummaryPart full() {
        List<TpchUnits.Unit> units = new ArrayList<>();
        units.add(unit("RF1", TpchUnits.POWER, 0, 1, TpchUnits.COMPLETED));
        units.add(unit("Q02", TpchUnits.POWER, 1, 2, TpchUnits.COMPLETED));
        units.add(unit("Q01", TpchUnits.POWER, 3, 4, TpchUnits.COMPLETED));
        units.add(unit("RF2", TpchUnits.POWER, 7, 0.5, TpchUnits.COMPLETED));
        units.add(unit("Q01", "stream 2", 8, 6, TpchUnits.COMPLETED));
        units.add(unit("Q01", "stream 1", 8, 5, TpchUnits.COMPLETED));
        units.add(unit("Q02", "stream 1", 13, 3, "timed out"));
        units.add(unit("RF1", TpchUnits.REFRESH, 8, 1, TpchUnits.COMPLETED));
        Map<String, Double> figures = new LinkedHashMap<>();
        figures.put("qphH", 1234.5);
        figures.put("powerAtSize", Double.NaN);
        figures.put("throughputAtSize", 1000.0);
        figures.put("queriesPerHour", 500.0);
        figures.put("geometricMeanSeconds", 1.41);
        figures.put("queriesTimedOut", 1.0);
        figures.put("throughputSeconds", 8.0);
        return TpchText.part(SummaryPart.of(List.of("closing"), figures, 0), units);
    }

    @Test
    void theCardsAreTheMetricsNotPercentiles() {
        List<SummaryText.Card> cards = full().text().cards(overview(), List.of());
        assertEquals(
                List.of(
                        "QphH@Size",
                        "Power@Size",
                        "Throughput@Size",
                        "power test total (s)",
                        "geometric mean (s)",
                        "Ts (s)",
                        "failed or timed out"),
                cards.stream().map(SummaryText.Card::name).toList());
        assertEquals(
                List.of("1,234.5", "not computed", "1,000.0", "7.50", "1.41", "8.00", "1"),
                cards.stream().map(SummaryText.Card::value).toList());
        assertEquals("fail", cards.get(6).status());
        // the engine counts the timed-out query as a failed unit too: still one
        assertEquals(
                "1",
                full().text()
                        .cards(
                                new SummaryText.Overview(
                                        "tpch", "s", "e", 10, false, 2, 0, 70, List.of(), 1, "", false),
                                List.of())
                        .get(6)
                        .value());
        assertTrue(full().text().pageCommon().isEmpty(), "no per-kind percentiles, mix or per-minute chart");
    }

    @Test
    void thePowerTestIsInTheWhitepapersOrderAndTheThroughputTestAcrossStreams() {
        List<PageTable> tables = full().text().pageTables();
        assertEquals(
                List.of("Q01", "Q02", "RF1", "RF2", "total"),
                tables.get(0).rows().stream().map(r -> r.get(0)).toList());
        assertEquals(List.of("total", "7.50", "", ""), tables.get(0).rows().get(4));
        // Q02 of stream 1 timed out: only completed units count across the streams
        assertEquals(
                List.of(List.of("Q01", "2", "5.00", "5.50", "6.00"), List.of("RF1", "1", "1.00", "1.00", "1.00")),
                tables.get(1).rows());
        List<PageBars> bars = full().text().pageBars();
        assertEquals(
                List.of("Q01", "Q02", "RF1", "RF2"),
                List.copyOf(bars.get(0).series().get("seconds").keySet()));
        assertEquals(
                List.of("fastest", "mean", "slowest"),
                List.copyOf(bars.get(1).series().keySet()));
    }

    @Test
    void theTimelineHasALanePerStreamAndMarksFailures() {
        PageTimeline t = full().text().pageTimelines().get(0);
        assertEquals(List.of(TpchUnits.POWER, "stream 1", "stream 2", TpchUnits.REFRESH), t.lanes());
        assertEquals(8, t.bars().size());
        PageTimeline.Bar timedOut = t.bars().get(6);
        assertEquals(new PageTimeline.Bar(1, "Q02", 13, 16, true), timedOut);
    }

    @Test
    void aPowerRunWithoutRefreshFunctionsShowsQueriesPerHourAndNoTimeline() {
        List<TpchUnits.Unit> units = List.of(
                new TpchUnits.Unit("Q14", TpchUnits.POWER, 0, 2, 1, TpchUnits.COMPLETED, "PASS"),
                new TpchUnits.Unit("Q02", TpchUnits.POWER, 2, 1, 100, TpchUnits.COMPLETED, "FAIL"));
        Map<String, Double> figures = new LinkedHashMap<>();
        figures.put("queriesPerHour", 3600.0);
        figures.put("powerAtSize", Double.NaN);
        figures.put("geometricMeanSeconds", 1.41);
        figures.put("answersPassed", 21.0);
        SummaryText text = TpchText.part(SummaryPart.of(List.of("closing"), figures, 0), units)
                .text();
        List<SummaryText.Card> cards = text.cards(overview(), List.of());
        assertEquals(
                List.of("Power@Size", "power test total (s)", "geometric mean (s)", "failed or timed out", "answers"),
                cards.stream().map(SummaryText.Card::name).toList());
        assertEquals("not computed", cards.get(0).value());
        assertEquals(new SummaryText.Card("answers", "21 of 22 PASS", "fail"), cards.get(4));
        PageTable power = text.pageTables().get(0);
        assertEquals(List.of("unit", "seconds", "rows", "outcome", "answer"), power.headers());
        // the whitepapers' order, not the stream's
        assertEquals(
                List.of("Q02", "1.00", "100", "completed", "FAIL"), power.rows().get(0));
        assertEquals(1, text.pageTables().size(), "no throughput test");
        assertTrue(text.pageTimelines().isEmpty(), "one lane: the bars say it all");
    }

    @Test
    void theUnitsComeBackFromTheSummary() {
        SummaryPart written = full();
        Map<String, Object> json = new LinkedHashMap<>(written.sections());
        json.put("workloadFigures", written.figures());
        SummaryPart read = new Tpch().readPart(json);
        assertEquals(written.text().pageTables(), read.text().pageTables());
        assertEquals(written.text().pageTimelines(), read.text().pageTimelines());
    }
}
