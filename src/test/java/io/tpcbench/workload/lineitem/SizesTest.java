package io.tpcbench.workload.lineitem;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;

/** The sizes' sums per index and table, their lines and summary.json's section; MyRocks' sharing of SST files. */
class SizesTest {
    private static final long MB = 1_048_576;

    @Test
    void eachIndexIsSummedOverTheTablesAndTheRestIsTheFilesFreeSpace() {
        Sizes s = new Sizes(
                "InnoDB",
                "the files",
                List.of(
                        new TableSize("lineitem1", 10 * MB, 8 * MB, Map.of("PRIMARY", 6 * MB, "PART", 2 * MB)),
                        new TableSize("lineitem2", 10 * MB, 8 * MB, Map.of("PRIMARY", 6 * MB, "PART", MB))),
                5 * MB,
                OptionalLong.of(128 * MB));
        assertEquals(20 * MB, s.stored());
        assertEquals(16 * MB, s.estimated());
        assertEquals(Map.of("PRIMARY", 12 * MB, "PART", 3 * MB), s.indexes());
        assertEquals(5 * MB, s.unassigned());
        assertEquals(0.5, s.ratio(), 1e-9);
        List<String> lines = s.lines();
        assertEquals(
                "Sizes (InnoDB, 2 table(s)): raw 10.0 MB, stored 20.0 MB (information_schema's estimate 16.0 MB):"
                        + " compression ratio raw/stored 0.50",
                lines.get(0));
        assertEquals("  stored: the files", lines.get(1));
        assertTrue(lines.stream().anyMatch(l -> l.matches(" +PRIMARY +12\\.0 MB +60\\.0%")), lines.toString());
        assertTrue(
                lines.stream().anyMatch(l -> l.matches(" +\\(free extents and headers\\) +5\\.0 MB +25\\.0%")),
                lines.toString());
        assertTrue(lines.get(lines.size() - 1).endsWith("data fits in memory: yes"), lines.toString());
        Map<String, Object> section = s.section();
        assertEquals(20 * MB, section.get("storedBytes"));
        assertEquals(5 * MB, section.get("unassignedBytes"));
        assertEquals(2, ((List<?>) section.get("tables")).size());
    }

    @Test
    void aTableWithoutItsIndexesSplitAddsNothingUnassigned() {
        Sizes s = new Sizes(
                "Aria",
                "an estimate",
                List.of(new TableSize("lineitem1", 4 * MB, 4 * MB, Map.of())),
                0,
                OptionalLong.empty());
        assertEquals(0, s.unassigned());
        assertTrue(s.indexes().isEmpty());
        assertTrue(
                s.lines().get(0).endsWith("no compression ratio (the tables hold no rows yet)"),
                s.lines().get(0));
        assertEquals(2, s.lines().size(), s.lines().toString());
    }

    @Test
    void anSstIsSharedAmongItsIndexesByTheirKeyValueBytes() {
        List<RocksdbSizes.Share> shares = List.of(
                new RocksdbSizes.Share("lineitem1", "PRIMARY", "1.sst", 900),
                new RocksdbSizes.Share("lineitem1", "PART", "1.sst", 100),
                new RocksdbSizes.Share("lineitem1", "PRIMARY", "2.sst", 300),
                new RocksdbSizes.Share("lineitem2", "PRIMARY", "2.sst", 300),
                new RocksdbSizes.Share("lineitem2", "PRIMARY", "gone.sst", 300));
        // 2.sst holds another table's 400 key-value bytes too: it gets its share, not ours
        Map<String, Map<String, Long>> out = RocksdbSizes.apportion(
                shares, Map.of("1.sst", 500L, "2.sst", 1000L), Map.of("1.sst", 1000L, "2.sst", 1000L));
        assertEquals(Map.of("PRIMARY", 450L + 300L, "PART", 50L), out.get("lineitem1"));
        assertEquals(Map.of("PRIMARY", 300L), out.get("lineitem2"), "an SST no longer listed counts nothing");
    }
}
