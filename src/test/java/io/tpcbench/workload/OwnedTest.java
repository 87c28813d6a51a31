package io.tpcbench.workload;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class OwnedTest {
    @Test
    void aSameKeyMustEqualTheBuildsAsANumber() {
        Owned.BuildKey sf = Owned.BuildKey.same("scaleFactor");
        assertNull(sf.contradiction("0.10", "0.1"));
        assertEquals("scaleFactor=1, but the database was built with scaleFactor=0.1", sf.contradiction("1", "0.1"));
    }

    @Test
    void anAtMostKeyMayBeSmallerNeverLarger() {
        Owned.BuildKey tables = Owned.BuildKey.atMost("tables");
        assertNull(tables.contradiction("2", "3"));
        assertNull(tables.contradiction("3", "3"));
        assertEquals("tables=4 is more than the database was built with (tables=3)", tables.contradiction("4", "3"));
    }

    @Test
    void aTextKeyComparesAsText() {
        Owned.BuildKey engine = Owned.BuildKey.same("storageEngine");
        assertNull(engine.contradiction("InnoDB", "InnoDB"));
        assertEquals(
                "storageEngine=RocksDB, but the database was built with storageEngine=InnoDB",
                engine.contradiction("RocksDB", "InnoDB"));
    }

    @Test
    void theBuildsValuesComeFromTheEffectiveProps() {
        Owned owned = new Owned(
                "sysbench",
                List.of("sbtest1"),
                List.of(Owned.BuildKey.atMost("tables"), Owned.BuildKey.atMost("table_size")));
        assertEquals(
                Map.of("tables", "1", "table_size", "10000"),
                owned.values(Map.of("tables", "1", "table_size", "10000", "terminals", "4")));
    }
}
