package io.tpcbench.load;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.tpcbench.workload.tpcc.schema.Table;
import java.math.BigDecimal;
import java.time.Duration;
import java.time.LocalDateTime;
import java.util.List;
import org.junit.jupiter.api.Test;

class SmallPartsTest {
    @Test
    void etaIsMinutesOrHours() {
        assertEquals("1:01:01", Eta.format(Duration.ofSeconds(3661)));
        assertEquals("1:05", Eta.format(Duration.ofSeconds(65)));
    }

    @Test
    void csvQuotesOnlyWhenNeeded() {
        StringBuilder sb = new StringBuilder();
        CsvFormat.csv("NULL").appendRow(sb, new Object[] {
            1,
            "plain",
            "a,b",
            "say \"hi\"",
            "back\\slash",
            null,
            new BigDecimal("12.30"),
            LocalDateTime.of(2026, 1, 2, 3, 4, 5)
        });
        assertEquals(
                "1,plain,\"a,b\",\"say \\\"hi\\\"\",\"back\\\\slash\",NULL,12.30,2026-01-02 03:04:05.000\n",
                sb.toString());
    }

    @Test
    void csvTimestampsStayRightWhenTheyChange() {
        CsvFormat csv = CsvFormat.csv("NULL");
        StringBuilder sb = new StringBuilder();
        LocalDateTime first = LocalDateTime.of(2026, 1, 2, 3, 4, 5);
        LocalDateTime second = LocalDateTime.of(2026, 1, 2, 3, 4, 6);
        for (LocalDateTime t : List.of(first, first, second, first)) {
            csv.appendRow(sb, new Object[] {t});
        }
        assertEquals(
                "2026-01-02 03:04:05.000\n2026-01-02 03:04:05.000\n2026-01-02 03:04:06.000\n"
                        + "2026-01-02 03:04:05.000\n",
                sb.toString());
    }

    @Test
    void theServersOwnFormatEscapesTabsNewlinesAndBackslashesAndWritesNullAsBackslashN() {
        StringBuilder sb = new StringBuilder();
        CsvFormat.serverNative().appendRow(sb, new Object[] {
            1,
            "plain, \"quoted\"",
            "tab\there",
            "two\nlines",
            "back\\slash",
            null,
            new BigDecimal("12.30"),
            LocalDateTime.of(2026, 1, 2, 3, 4, 5)
        });
        assertEquals(
                "1\tplain, \"quoted\"\ttab\\there\ttwo\\nlines\tback\\\\slash\t\\N\t12.30\t2026-01-02 03:04:05.000\n",
                sb.toString());
    }

    @Test
    void aFormattedRowGivesTheRawSizeOfItsValues() {
        Object[] row = {7, "text", null, new BigDecimal("12.30"), LocalDateTime.of(2026, 1, 2, 3, 4, 5), 'c'};
        long raw = 0;
        for (Object v : row) {
            raw += LoadStats.rawSize(v);
        }
        assertEquals(4 + 4 + 0 + 8 + 8 + 1, raw);
        assertEquals(raw, CsvFormat.serverNative().appendRow(new StringBuilder(), row));
        assertEquals(raw, CsvFormat.csv("NULL").appendRow(new StringBuilder(), row));
    }

    @Test
    void theStreamLoadsTheServersOwnFormatStraightIntoTheColumns() {
        assertEquals(
                "LOAD DATA LOCAL INFILE 'tpcbench-stream' INTO TABLE bmsql_new_order CHARACTER SET utf8mb4"
                        + " FIELDS TERMINATED BY '\\t' ESCAPED BY '\\\\' LINES TERMINATED BY '\\n' (no_w_id, no_d_id, no_o_id)",
                LoadDataRowSink.loadSql(Table.NEW_ORDER));
    }

    @Test
    void insertSqlHasOneMarkPerColumn() {
        assertEquals(
                "INSERT INTO bmsql_new_order (no_w_id, no_d_id, no_o_id) VALUES (?, ?, ?)",
                JdbcRowSink.insertSql(Table.NEW_ORDER));
    }

    @Test
    void rawSizeCountsLogicalBytes() {
        assertEquals(5, LoadStats.rawSize("hello"));
        assertEquals(4, LoadStats.rawSize(7));
        assertEquals(0, LoadStats.rawSize(null));
    }
}
