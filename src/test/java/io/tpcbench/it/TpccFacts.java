package io.tpcbench.it;

import static io.tpcbench.it.WorkloadLifecycle.number;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import org.HdrHistogram.EncodableHistogram;
import org.HdrHistogram.HistogramLogReader;

/** What TpccIT reads of a TPC-C database, build directory, summary and latency log. */
final class TpccFacts {
    private TpccFacts() {}

    /** TPC-C 4.3.3.1's exact cardinalities at W=2, the load's constants and the secondary indexes. */
    static void assertBuiltAtTwoWarehouses(Connection c, String db) throws Exception {
        assertEquals(2, TestDatabase.count(c, "SELECT COUNT(*) FROM bmsql_warehouse"));
        assertEquals(20, TestDatabase.count(c, "SELECT COUNT(*) FROM bmsql_district"));
        assertEquals(60_000, TestDatabase.count(c, "SELECT COUNT(*) FROM bmsql_customer"));
        assertEquals(60_000, TestDatabase.count(c, "SELECT COUNT(*) FROM bmsql_history"));
        assertEquals(60_000, TestDatabase.count(c, "SELECT COUNT(*) FROM bmsql_oorder"));
        assertEquals(18_000, TestDatabase.count(c, "SELECT COUNT(*) FROM bmsql_new_order"));
        assertEquals(200_000, TestDatabase.count(c, "SELECT COUNT(*) FROM bmsql_stock"));
        assertEquals(100_000, TestDatabase.count(c, "SELECT COUNT(*) FROM bmsql_item"));
        assertEquals(
                TestDatabase.count(c, "SELECT SUM(o_ol_cnt) FROM bmsql_oorder"),
                TestDatabase.count(c, "SELECT COUNT(*) FROM bmsql_order_line"));
        assertEquals(2, TestDatabase.count(c, "SELECT cfg_value FROM bmsql_config WHERE cfg_name = 'warehouses'"));
        long cLoad = TestDatabase.count(c, "SELECT cfg_value FROM bmsql_config WHERE cfg_name = 'nURandCLast'");
        assertTrue(cLoad >= 0 && cLoad <= 255);
        assertEquals(0, TestDatabase.count(c, "SELECT COUNT(*) FROM bmsql_customer WHERE c_delivery_cnt <> 0"));
        // every district holds every one of the 1000 last names (TPC-C 4.3.2.3)
        assertEquals(
                20,
                TestDatabase.count(
                        c,
                        "SELECT COUNT(*) FROM (SELECT c_w_id, c_d_id FROM bmsql_customer"
                                + " GROUP BY c_w_id, c_d_id HAVING COUNT(DISTINCT c_last) = 1000) x"));
        assertEquals(
                2,
                TestDatabase.count(
                        c,
                        "SELECT COUNT(*) FROM information_schema.statistics WHERE"
                                + " table_schema = '" + db
                                + "' AND index_name IN ('bmsql_customer_idx1', 'bmsql_oorder_idx1')"
                                + " AND seq_in_index = 1"));
    }

    /** The build directory {@code dir} holds: the sizes, the masked props copy and the check's PASS. */
    static void assertBuildDirectory(Path dir) throws Exception {
        Path buildDir;
        try (var dirs = Files.list(dir)) {
            buildDir = dirs.filter(p -> p.getFileName().toString().startsWith("build_"))
                    .findFirst()
                    .orElseThrow();
        }
        String sizes = Files.readString(buildDir.resolve("sizes.csv"));
        assertTrue(sizes.contains("bmsql_stock,200000,"), sizes);
        String copy = Files.readString(buildDir.resolve("build.properties"));
        assertTrue(copy.contains("warehouses=2"), copy);
        assertTrue(Files.readString(buildDir.resolve("build.log")).contains("Consistency check: PASS"));
        if (!TestDatabase.get().password.isEmpty()) {
            assertFalse(copy.contains("password=" + TestDatabase.get().password), copy);
        }
    }

    static void assertCountsMatchTheDatabases(JsonNode s) {
        assertEquals(number(s, "audit", "dbNewOrders"), number(s, "audit", "driverNewOrders"), s.toString());
        assertEquals(number(s, "audit", "dbPayments"), number(s, "audit", "driverPayments"), s.toString());
    }

    static long newOrders(JsonNode summary) {
        return summary.path("types").get(0).path("completed").asLong();
    }

    /** An HdrHistogram interval log's intervals and the transactions they hold. */
    static long[] hlog(Path hlog) throws Exception {
        long[] intervalsAndCount = new long[2];
        try (HistogramLogReader reader = new HistogramLogReader(hlog.toFile())) {
            EncodableHistogram next;
            while ((next = reader.nextIntervalHistogram()) != null) {
                intervalsAndCount[0]++;
                intervalsAndCount[1] += ((org.HdrHistogram.Histogram) next).getTotalCount();
            }
        }
        return intervalsAndCount;
    }
}
