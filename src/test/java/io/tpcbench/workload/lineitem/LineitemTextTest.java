package io.tpcbench.workload.lineitem;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tpcbench.workload.PageBars;
import io.tpcbench.workload.PageTable;
import io.tpcbench.workload.SummaryPart;
import io.tpcbench.workload.SummaryText;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The storage-engine test's page from a summary.json's figures and sizes: cards, tables and bars. */
class LineitemTextTest {
    private static final long MB = 1_048_576;

    private static SummaryText.Overview overview(long failed) {
        return new SummaryText.Overview("lineitem", "s", "e", 10, false, 4, 600, 100, List.of(), failed, "", false);
    }

    private static Map<String, Object> sizes() {
        Map<String, Object> indexes = new LinkedHashMap<>();
        indexes.put("PRIMARY", 60 * MB);
        indexes.put("PART", 10 * MB);
        Map<String, Object> s = new LinkedHashMap<>();
        s.put("engine", "InnoDB");
        s.put("method", "the tablespace files' allocated bytes");
        s.put("rawBytes", 50 * MB);
        s.put("storedBytes", 100 * MB);
        s.put("estimatedBytes", 70 * MB);
        s.put("indexes", indexes);
        s.put("unassignedBytes", 30 * MB);
        return s;
    }

    @Test
    void anInsertTestShowsItsRateTheCompressionTableAndEachIndex() {
        Map<String, Double> figures = new LinkedHashMap<>();
        figures.put("rowsPerSecond", 12_345.6);
        figures.put("rowsInserted", 40_000.0);
        figures.put("compressionRatio", 0.5);
        SummaryPart part = LineitemText.part(SummaryPart.of(List.of("closing"), figures, 0), sizes());
        SummaryText text = part.text();
        assertEquals(
                List.of("rows/s", "rows inserted", "raw/stored", "stored on disk", "raw", "failed"),
                text.cards(overview(0), List.of()).stream()
                        .map(SummaryText.Card::name)
                        .toList());
        assertEquals("12,346", text.cards(overview(0), List.of()).get(0).value());
        assertEquals("fail", text.cards(overview(2), List.of()).get(5).status());
        List<PageTable> tables = text.pageTables();
        assertEquals(
                List.of("Sizes", "Stored per index"),
                tables.stream().map(PageTable::heading).toList());
        assertEquals(
                List.of("InnoDB", "50.0 MB", "100.0 MB", "70.0 MB", "0.50"),
                tables.get(0).rows().get(0));
        assertTrue(
                tables.get(0).note().contains("allocated bytes"), tables.get(0).note());
        assertEquals(
                List.of(
                        List.of("PRIMARY", "60.0 MB", "60.0%"),
                        List.of("PART", "10.0 MB", "10.0%"),
                        List.of("(free extents and headers)", "30.0 MB", "30.0%")),
                tables.get(1).rows());
        List<PageBars> bars = text.pageBars();
        assertEquals(
                List.of("sizes", "indexes"), bars.stream().map(PageBars::id).toList());
        assertEquals(100.0, bars.get(0).series().get("MB").get("stored on disk"), 1e-9);
        assertEquals(List.of("rowsPerSec"), text.pageLines().get(0).figures());
        assertEquals(List.of("closing"), text.block());
        assertTrue(part.sections().containsKey(Sizes.SECTION), "the sizes stay in summary.json's sections");
    }

    @Test
    void aQueryTestShowsQueriesPerKindInTheKindsOrder() {
        Map<String, Double> figures = new LinkedHashMap<>();
        figures.put("qps", 900.0);
        figures.put("SUPPKEY_LE_qps", 100.0);
        figures.put("PK_POINT_qps", 800.0);
        figures.put("pointLookupsWithoutRow", 3.0);
        SummaryText text = LineitemText.part(SummaryPart.of(List.of(), figures, 0), Map.of())
                .text();
        List<SummaryText.Card> cards = text.cards(overview(0), List.of());
        assertEquals(
                List.of("queries/s", "lookups without their row", "failed"),
                cards.stream().map(SummaryText.Card::name).toList());
        assertEquals("fail", cards.get(1).status(), "a lookup that found no row: the data is not what was built");
        List<PageTable> tables = text.pageTables();
        assertEquals(1, tables.size(), "no sizes were read: no sizes' tables");
        assertEquals(
                List.of(List.of("PK point", "800"), List.of("Suppkey <=", "100")),
                tables.get(0).rows());
        assertEquals(List.of("qps"), text.pageBars().stream().map(PageBars::id).toList());
        assertEquals(List.of("qps"), text.pageLines().get(0).figures(), "queries/s over time");
    }
}
