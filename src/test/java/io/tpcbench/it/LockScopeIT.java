package io.tpcbench.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import io.tpcbench.it.TransactionFixture.Mode;
import io.tpcbench.workload.tpcc.tx.Delivery;
import io.tpcbench.workload.tpcc.tx.NewOrderInput;
import io.tpcbench.workload.tpcc.tx.TxResult;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * A transaction that writes one row of a table locks that row, not its neighbours, sent every way
 * a run sends it: another session holds rows next to the ones it writes, and the transaction,
 * giving up on a lock wait after 1 s, must not meet them. MariaDB plans a single-table UPDATE or
 * DELETE whose row IN list has one row as a range over the key's first column, every row of the
 * warehouse locked: a Delivery that finds one order (the others' districts empty, as at the end
 * of a district's orders and in the phantom test of TPC-C 3.4.2.8), a New-Order whose lines take
 * one item. And what it only reads it does not lock.
 */
class LockScopeIT {
    private static final String DB = "it_lock_scope";

    @BeforeAll
    static void build(@TempDir Path dir) throws Exception {
        TestDatabase.get().built(dir, DB, 1);
        // districts 2 to 10 delivered: a Delivery finds district 1's oldest order only
        TransactionFixture.markDelivered(DB, 1, 2, 10);
    }

    /** A session that holds, until closed, the rows {@code lockingReads} lock. */
    private static Connection holding(String... lockingReads) throws SQLException {
        Connection c = TestDatabase.get().connect(DB);
        c.setAutoCommit(false);
        try (Statement st = c.createStatement()) {
            for (String read : lockingReads) {
                try (ResultSet rs = st.executeQuery(read)) {
                    if (!rs.next()) {
                        throw new AssertionError("no row to hold: " + read);
                    }
                }
            }
        }
        return c;
    }

    /** A connection of {@code s} in a transaction that gives up a lock wait after 1 s. */
    private static Connection impatient(Mode s) throws SQLException {
        Connection c = TransactionFixture.tx(s, DB);
        try (Statement st = c.createStatement()) {
            st.execute("SET SESSION innodb_lock_wait_timeout = 1");
        }
        return c;
    }

    @ParameterizedTest
    @EnumSource(Mode.class)
    void aDeliveryOfOneOrderLocksOnlyThatOrdersRows(Mode s) throws Exception {
        try (Connection other = holding(
                        "SELECT no_o_id FROM bmsql_new_order WHERE no_w_id = 1 AND no_d_id = 1"
                                + " ORDER BY no_o_id DESC LIMIT 1 FOR UPDATE",
                        "SELECT o_id FROM bmsql_oorder WHERE o_w_id = 1 AND o_d_id = 5 AND o_id = 1 FOR UPDATE",
                        "SELECT ol_number FROM bmsql_order_line WHERE ol_w_id = 1 AND ol_d_id = 5 AND ol_o_id = 1"
                                + " AND ol_number = 1 FOR UPDATE",
                        "SELECT c_id FROM bmsql_customer WHERE c_w_id = 1 AND c_d_id = 5 AND c_id = 1 FOR UPDATE");
                Connection c = impatient(s)) {
            Delivery.Done done = s.tx(DB).delivery(c, new Delivery.Input(1, 3));
            assertEquals(1, done.delivered().size());
            assertEquals(1, done.delivered().get(0)[0]);
            assertEquals(9, done.skippedDistricts());
            other.rollback();
        }
    }

    @ParameterizedTest
    @EnumSource(Mode.class)
    void aNewOrderOfOneItemLocksOnlyThatItemsStock(Mode s) throws Exception {
        try (Connection other = holding(
                        "SELECT s_i_id FROM bmsql_stock WHERE s_w_id = 1 AND s_i_id = 2000 FOR UPDATE",
                        "SELECT s_i_id FROM bmsql_stock WHERE s_w_id = 1 AND s_i_id = 90000 FOR UPDATE");
                Connection c = impatient(s)) {
            assertFalse(homeOrder(s, c, 42, 1000, 1000, 1000, 1000, 1000).rolledBack());
            other.rollback();
        }
    }

    /**
     * A New-Order reads its customer, its warehouse, its district's tax and its items without
     * locking them (scalar subqueries of the STOCK read, or plain reads): another session holds
     * them, and the order goes through (in district 1, the only one a Delivery here finds orders
     * in). Locked, the warehouse row would serialize every New-Order with every Payment of its
     * warehouse.
     */
    @ParameterizedTest
    @EnumSource(Mode.class)
    void aNewOrderReadsItsCustomerWarehouseAndItemsWithoutLocks(Mode s) throws Exception {
        try (Connection other = holding(
                        "SELECT w_id FROM bmsql_warehouse WHERE w_id = 1 FOR UPDATE",
                        "SELECT c_id FROM bmsql_customer WHERE c_w_id = 1 AND c_d_id = 1 AND c_id = 43 FOR UPDATE",
                        "SELECT i_id FROM bmsql_item WHERE i_id IN (1001, 1002) FOR UPDATE");
                Connection c = impatient(s)) {
            assertFalse(homeOrder(s, c, 43, 1001, 1002, 1003, 1004, 1005).rolledBack());
            other.rollback();
        }
    }

    /** A New-Order of customer {@code cId} in warehouse 1, district 1, of five lines from home, quantities 1 to 5. */
    private static TxResult.NewOrderDone homeOrder(Mode s, Connection c, int cId, int... items) throws SQLException {
        return s.tx(DB)
                .newOrder(c, new NewOrderInput(1, 1, cId, items, new int[] {1, 1, 1, 1, 1}, new int[] {1, 2, 3, 4, 5}));
    }
}
