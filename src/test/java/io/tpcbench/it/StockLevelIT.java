package io.tpcbench.it;

import static io.tpcbench.it.TransactionFixture.DB;
import static io.tpcbench.it.TransactionFixture.count;
import static io.tpcbench.it.TransactionFixture.tx;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tpcbench.it.TransactionFixture.Mode;
import io.tpcbench.workload.tpcc.tx.StockLevel;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.Statement;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** Stock-Level on a real database (TPC-C 2.8), sent every way a run sends it. */
class StockLevelIT {
    @BeforeAll
    static void build(@TempDir Path dir) throws Exception {
        TransactionFixture.build(dir);
    }

    @ParameterizedTest
    @EnumSource(Mode.class)
    void stockLevelCountsDistinctLowItemsOfTheLast20Orders(Mode s) throws Exception {
        stockLevelAtTheTwentyOrderBoundary(s);
        long next = count("SELECT d_next_o_id FROM bmsql_district WHERE d_w_id = 1 AND d_id = 8");
        long expected = count(
                "SELECT COUNT(DISTINCT ol_i_id) FROM bmsql_order_line JOIN bmsql_stock"
                        + " ON s_w_id = 1 AND s_i_id = ol_i_id WHERE ol_w_id = 1 AND ol_d_id = 8 AND ol_o_id >= ?"
                        + " AND ol_o_id < ? AND s_quantity < 95",
                next - 20,
                next);
        try (Connection c = tx(s)) {
            assertEquals(
                    expected,
                    s.tx().stockLevel(c, new StockLevel.Input(1, 8, 95)).lowStock());
        }
        assertTrue(expected > 0);
    }

    /**
     * TPC-C 2.8.2.2 with a threshold inside 10..20: an item of the 20th-last order below the
     * threshold counts, one of the 21st-last only does not, and the comparison is strict.
     */
    private static void stockLevelAtTheTwentyOrderBoundary(Mode s) throws Exception {
        long next = count("SELECT d_next_o_id FROM bmsql_district WHERE d_w_id = 1 AND d_id = 9");
        String window = "SELECT ol_i_id FROM bmsql_order_line WHERE ol_w_id = 1 AND ol_d_id = 9 AND ol_o_id >= "
                + (next - 20) + " AND ol_o_id < " + next;
        long inside = count(
                "SELECT MIN(ol_i_id) FROM bmsql_order_line WHERE ol_w_id = 1 AND ol_d_id = 9" + " AND ol_o_id = ?",
                next - 20);
        long outside = count(
                "SELECT MIN(ol_i_id) FROM bmsql_order_line WHERE ol_w_id = 1 AND ol_d_id = 9"
                        + " AND ol_o_id = ? AND ol_i_id NOT IN (" + window + ")",
                next - 21);
        try (Connection c = TestDatabase.get().connect(DB);
                Statement st = c.createStatement()) {
            st.execute("DROP TABLE IF EXISTS kept_levels");
            st.execute("CREATE TABLE kept_levels AS SELECT s_i_id, s_quantity FROM bmsql_stock WHERE s_w_id = 1"
                    + " AND (s_i_id IN (" + window + ") OR s_i_id = " + outside + ")");
            st.execute("UPDATE bmsql_stock SET s_quantity = 50 WHERE s_w_id = 1 AND s_i_id IN (SELECT s_i_id FROM"
                    + " kept_levels)");
            st.execute("UPDATE bmsql_stock SET s_quantity = 14 WHERE s_w_id = 1 AND s_i_id IN (" + inside + ", "
                    + outside + ")");
        }
        try (Connection c = tx(s)) {
            assertEquals(
                    1, s.tx().stockLevel(c, new StockLevel.Input(1, 9, 15)).lowStock(), "the 20th-last order counts");
            assertEquals(0, s.tx().stockLevel(c, new StockLevel.Input(1, 9, 14)).lowStock(), "14 is not below 14");
        } finally {
            try (Connection c = TestDatabase.get().connect(DB);
                    Statement st = c.createStatement()) {
                st.execute("UPDATE bmsql_stock JOIN kept_levels k ON k.s_i_id = bmsql_stock.s_i_id"
                        + " SET bmsql_stock.s_quantity = k.s_quantity WHERE bmsql_stock.s_w_id = 1");
                st.execute("DROP TABLE kept_levels");
            }
        }
    }
}
