package io.tpcbench.workload.tpcc.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tpcbench.load.LoadStats;
import io.tpcbench.workload.tpcc.schema.Table;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class LoadPartsTest {
    @Test
    void rangesAreCompact() {
        assertEquals("none", Ranges.of(List.of()));
        assertEquals("1-3,5,7-8", Ranges.of(List.of(1, 2, 3, 5, 7, 8)));
        assertEquals("4", Ranges.of(List.of(4)));
    }

    @Test
    void loadDataSqlReadsTheCsvDialect() {
        String sql = CsvLoader.loadSql(Table.NEW_ORDER, Path.of("/d/it's.csv"), "NULL");
        assertEquals(
                "LOAD DATA LOCAL INFILE '/d/it\\'s.csv' INTO TABLE bmsql_new_order CHARACTER SET utf8mb4"
                        + " FIELDS TERMINATED BY ',' OPTIONALLY ENCLOSED BY '\"' ESCAPED BY '\\\\' LINES TERMINATED BY '\\n'"
                        + " (@v0, @v1, @v2) SET no_w_id = NULLIF(@v0, 'NULL'), no_d_id = NULLIF(@v1, 'NULL'),"
                        + " no_o_id = NULLIF(@v2, 'NULL')",
                sql);
    }

    @Test
    void progressLineHasRowsRateAndEta() {
        List<String> out = new ArrayList<>();
        LoadProgress p = new LoadProgress(new LoadStats(), 4, true, out::add);
        String line = p.line(1, 1_000_000, Duration.ofSeconds(10).toNanos());
        assertTrue(line.startsWith("Loading: 1/4 warehouses, 1,000,000 rows (48%), 100,000 rows/s, ETA 0:10"), line);
    }
}
