package io.tpcbench.it;

import static io.tpcbench.it.TransactionFixture.DB;
import static io.tpcbench.it.TransactionFixture.count;
import static io.tpcbench.it.TransactionFixture.tx;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tpcbench.it.TransactionFixture.Mode;
import io.tpcbench.workload.tpcc.tx.CustomerSelector;
import io.tpcbench.workload.tpcc.tx.NewOrderInput;
import io.tpcbench.workload.tpcc.tx.Payment;
import java.math.BigDecimal;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Transactions run on an incomplete population (a row the build should have written is
 * missing) fail as such, every way a run sends them, and leave nothing behind.
 */
class IncompletePopulationIT {
    @BeforeAll
    static void build(@TempDir Path dir) throws Exception {
        TransactionFixture.build(dir);
    }

    /**
     * An update that finds no row (a district or customer the population lacks), or a New-Order's
     * missing customer, fails the transaction as run on an incomplete population, whether the trip
     * or, for a compound statement, the server checked the row count; and nothing of it is left
     * once rolled back.
     */
    @ParameterizedTest
    @EnumSource(Mode.class)
    void anUpdateThatFindsNoRowIsAnIncompletePopulation(Mode s) throws Exception {
        long orders = count("SELECT COUNT(*) FROM bmsql_oorder WHERE o_w_id = 2");
        try (Connection c = tx(s)) {
            SQLException e = Assertions.assertThrows(
                    SQLException.class,
                    () -> s.tx().newOrder(
                                    c,
                                    new NewOrderInput(
                                            2,
                                            11,
                                            40,
                                            new int[] {776, 777, 778, 779, 780},
                                            new int[] {2, 2, 2, 2, 2},
                                            new int[] {1, 1, 1, 1, 1})));
            // the portable shapes, the peers', read the customer first and say only what they missed;
            // sent as one text, their STOCK read names S_DIST_11, which no table has
            assertTrue(
                    e.getMessage()
                            .contains(
                                    s == Mode.PORTABLE_TOGETHER
                                            ? "s_dist_11"
                                            : s.portable() ? "not found" : "district 11 of warehouse 2 not found"),
                    e.getMessage());
            c.rollback();
            e = Assertions.assertThrows(
                    SQLException.class,
                    () -> s.tx().payment(
                                    c,
                                    new Payment.Input(
                                            2, 5, 2, 5, new CustomerSelector(null, 3001), new BigDecimal("1.00"))));
            assertTrue(e.getMessage().contains(s.portable() ? "not found" : "customer 3001 not found"), e.getMessage());
            c.rollback();
            // the New-Order's customer, read in its STOCK rows where it is not the portable shapes'
            e = Assertions.assertThrows(
                    SQLException.class,
                    () -> s.tx().newOrder(
                                    c,
                                    new NewOrderInput(
                                            2,
                                            5,
                                            3001,
                                            new int[] {776, 777, 778, 779, 780},
                                            new int[] {2, 2, 2, 2, 2},
                                            new int[] {1, 1, 1, 1, 1})));
            assertTrue(e.getMessage().contains(s.portable() ? "not found" : "customer 3001 not found"), e.getMessage());
            c.rollback();
        }
        assertEquals(orders, count("SELECT COUNT(*) FROM bmsql_oorder WHERE o_w_id = 2"));
    }

    /** A missing STOCK row of an existing item is an incomplete population, not the 1% rollback. */
    @ParameterizedTest
    @EnumSource(Mode.class)
    void aMissingStockRowOfAnExistingItemFails(Mode s) throws Exception {
        try (Connection c = TestDatabase.get().connect(DB);
                Statement st = c.createStatement()) {
            st.execute(
                    "CREATE TABLE IF NOT EXISTS kept_stock AS SELECT * FROM bmsql_stock WHERE s_w_id = 2 AND s_i_id = 777");
            st.execute("DELETE FROM bmsql_stock WHERE s_w_id = 2 AND s_i_id = 777");
        }
        try (Connection c = tx(s)) {
            SQLException e = Assertions.assertThrows(
                    SQLException.class,
                    () -> s.tx().newOrder(
                                    c,
                                    new NewOrderInput(
                                            2,
                                            6,
                                            40,
                                            new int[] {776, 777, 778, 779, 780},
                                            new int[] {2, 2, 2, 2, 2},
                                            new int[] {1, 1, 1, 1, 1})));
            assertTrue(e.getMessage().contains("STOCK rows of the order not found"), e.getMessage());
            c.rollback();
        } finally {
            try (Connection c = TestDatabase.get().connect(DB);
                    Statement st = c.createStatement()) {
                st.execute("INSERT INTO bmsql_stock SELECT * FROM kept_stock");
                st.execute("DROP TABLE kept_stock");
            }
        }
    }
}
