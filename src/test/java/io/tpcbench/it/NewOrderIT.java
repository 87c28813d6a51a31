package io.tpcbench.it;

import static io.tpcbench.it.TransactionFixture.DB;
import static io.tpcbench.it.TransactionFixture.count;
import static io.tpcbench.it.TransactionFixture.setDistInfo;
import static io.tpcbench.it.TransactionFixture.stock;
import static io.tpcbench.it.TransactionFixture.tx;
import static io.tpcbench.it.TransactionFixture.value;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tpcbench.it.TransactionFixture.Mode;
import io.tpcbench.workload.tpcc.tx.NewOrderInput;
import io.tpcbench.workload.tpcc.tx.TxResult;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.Statement;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** New-Order's effects on a real database (TPC-C 2.4), sent every way a run sends it. */
class NewOrderIT {
    @BeforeAll
    static void build(@TempDir Path dir) throws Exception {
        TransactionFixture.build(dir);
    }

    @ParameterizedTest
    @EnumSource(Mode.class)
    void newOrderMovesTheDistrictAndWritesOrderLinesAndStock(Mode s) throws Exception {
        long next = count("SELECT d_next_o_id FROM bmsql_district WHERE d_w_id = 1 AND d_id = 4");
        long stockQty = stock("s_quantity", 1, 17);
        long ytd = stock("s_ytd", 1, 17);
        long orderCnt = stock("s_order_cnt", 1, 17);
        NewOrderInput in = new NewOrderInput(
                1, 4, 77, new int[] {17, 18, 19, 20, 17}, new int[] {1, 1, 1, 1, 1}, new int[] {3, 1, 1, 1, 2});
        TxResult.NewOrderDone done;
        try (Connection c = tx(s)) {
            done = s.tx().newOrder(c, in);
            assertFalse(done.rolledBack());
        }
        // TPC-C 2.4.3.3: the terminal shows each line's brand-generic flag and the order's total
        StringBuilder flags = new StringBuilder();
        for (int i = 0; i < in.lines(); i++) {
            flags.append(
                    count(
                                            "SELECT (SELECT i_data LIKE '%ORIGINAL%' FROM bmsql_item WHERE i_id = ?)"
                                                    + " AND (SELECT s_data LIKE '%ORIGINAL%' FROM bmsql_stock WHERE s_w_id = 1 AND s_i_id = ?)",
                                            in.itemIds()[i], in.itemIds()[i])
                                    == 1
                            ? 'B'
                            : 'G');
        }
        assertEquals(flags.toString(), done.brandGeneric());
        assertTrue(done.total().signum() > 0, done.toString());
        assertEquals(next + 1, count("SELECT d_next_o_id FROM bmsql_district WHERE d_w_id = 1 AND d_id = 4"));
        assertEquals(
                5,
                count(
                        "SELECT COUNT(*) FROM bmsql_order_line WHERE ol_w_id = 1 AND ol_d_id = 4" + " AND ol_o_id = ?",
                        next));
        assertEquals(
                1,
                count(
                        "SELECT COUNT(*) FROM bmsql_new_order WHERE no_w_id = 1 AND no_d_id = 4" + " AND no_o_id = ?",
                        next));
        assertEquals(
                1, count("SELECT o_all_local FROM bmsql_oorder WHERE o_w_id = 1 AND o_d_id = 4 AND o_id = ?", next));
        assertEquals(77, count("SELECT o_c_id FROM bmsql_oorder WHERE o_w_id = 1 AND o_d_id = 4 AND o_id = ?", next));
        // item 17 is on two lines: 3 then 2 units, each applying the rule of TPC-C 2.4.2.2
        long q = stockQty >= 13 ? stockQty - 3 : stockQty - 3 + 91;
        q = q >= 12 ? q - 2 : q - 2 + 91;
        assertEquals(q, stock("s_quantity", 1, 17));
        assertEquals(ytd + 5, stock("s_ytd", 1, 17));
        assertEquals(orderCnt + 2, stock("s_order_cnt", 1, 17));
        long price = value("SELECT i_price FROM bmsql_item WHERE i_id = 17");
        assertEquals(
                3 * price,
                value(
                        "SELECT ol_amount FROM bmsql_order_line WHERE ol_w_id = 1 AND ol_d_id = 4"
                                + " AND ol_o_id = ? AND ol_number = 1",
                        next));
    }

    /** OL_DIST_INFO is S_DIST_xx exactly, whether the trip writes it as a literal or binds it. */
    @ParameterizedTest
    @EnumSource(Mode.class)
    void orderLinesKeepDistInfoWithQuotesAndBackslashes(Mode s) throws Exception {
        for (String info : new String[] {"it's 'quoted'", "back\\slash \\' and \\n", "tab\tand \u00e9"}) {
            setDistInfo(2, 8, info, 401, 402, 403, 404, 405);
            long next = count("SELECT d_next_o_id FROM bmsql_district WHERE d_w_id = 2 AND d_id = 8");
            try (Connection c = tx(s)) {
                assertFalse(s.tx().newOrder(
                                c,
                                new NewOrderInput(
                                        2,
                                        8,
                                        30,
                                        new int[] {401, 402, 403, 404, 405},
                                        new int[] {2, 2, 2, 2, 2},
                                        new int[] {1, 1, 1, 1, 1}))
                        .rolledBack());
            }
            try (Connection c = TestDatabase.get().connect(DB);
                    PreparedStatement ps = c.prepareStatement(
                            "SELECT ol_dist_info FROM bmsql_order_line WHERE ol_w_id = 2 AND ol_d_id = 8 AND ol_o_id = ?")) {
                ps.setLong(1, next);
                try (ResultSet rs = ps.executeQuery()) {
                    int lines = 0;
                    while (rs.next()) {
                        assertEquals(info, rs.getString(1));
                        lines++;
                    }
                    assertEquals(5, lines);
                }
            }
        }
    }

    @ParameterizedTest
    @EnumSource(Mode.class)
    void rolledBackNewOrderLeavesNoTrace(Mode s) throws Exception {
        long next = count("SELECT d_next_o_id FROM bmsql_district WHERE d_w_id = 2 AND d_id = 9");
        long orders = count("SELECT COUNT(*) FROM bmsql_oorder WHERE o_w_id = 2");
        long stock = count("SELECT SUM(s_order_cnt) FROM bmsql_stock WHERE s_w_id = 2");
        NewOrderInput in = new NewOrderInput(
                2, 9, 5, new int[] {1, 2, 3, 4, 100_001}, new int[] {2, 2, 2, 2, 2}, new int[] {1, 1, 1, 1, 1});
        try (Connection c = tx(s)) {
            assertTrue(s.tx().newOrder(c, in).rolledBack());
        }
        assertEquals(next, count("SELECT d_next_o_id FROM bmsql_district WHERE d_w_id = 2 AND d_id = 9"));
        assertEquals(orders, count("SELECT COUNT(*) FROM bmsql_oorder WHERE o_w_id = 2"));
        assertEquals(stock, count("SELECT SUM(s_order_cnt) FROM bmsql_stock WHERE s_w_id = 2"));
        assertEquals(
                0,
                count(
                        "SELECT COUNT(*) FROM bmsql_order_line WHERE ol_w_id = 2 AND ol_d_id = 9" + " AND ol_o_id = ?",
                        next));
    }

    @ParameterizedTest
    @EnumSource(Mode.class)
    void remoteLineReadsAndUpdatesTheRemoteWarehousesStock(Mode s) throws Exception {
        long remoteBefore = stock("s_remote_cnt", 2, 555);
        long homeBefore = stock("s_order_cnt", 1, 555);
        long remoteOrders = stock("s_order_cnt", 2, 555);
        long next = count("SELECT d_next_o_id FROM bmsql_district WHERE d_w_id = 1 AND d_id = 2");
        NewOrderInput in = new NewOrderInput(
                1, 2, 9, new int[] {555, 556, 557, 558, 559}, new int[] {2, 1, 1, 1, 1}, new int[] {4, 1, 1, 1, 1});
        try (Connection c = tx(s)) {
            assertEquals(1, s.tx().newOrder(c, in).remoteLines());
        }
        assertEquals(remoteBefore + 1, stock("s_remote_cnt", 2, 555));
        assertEquals(remoteOrders + 1, stock("s_order_cnt", 2, 555));
        assertEquals(homeBefore, stock("s_order_cnt", 1, 555));
        assertEquals(
                0, count("SELECT o_all_local FROM bmsql_oorder WHERE o_w_id = 1 AND o_d_id = 2 AND o_id = ?", next));
        assertEquals(
                2,
                count(
                        "SELECT ol_supply_w_id FROM bmsql_order_line WHERE ol_w_id = 1 AND ol_d_id = 2"
                                + " AND ol_o_id = ? AND ol_number = 1",
                        next));
    }

    @ParameterizedTest
    @EnumSource(Mode.class)
    void theSameItemFromTwoWarehousesUpdatesTwoStockRows(Mode s) throws Exception {
        long homeQty = stock("s_quantity", 1, 901);
        long remoteQty = stock("s_quantity", 2, 901);
        long homeRemoteCnt = stock("s_remote_cnt", 1, 901);
        long remoteRemoteCnt = stock("s_remote_cnt", 2, 901);
        long remoteYtd = stock("s_ytd", 2, 901);
        NewOrderInput in = new NewOrderInput(
                1, 5, 21, new int[] {901, 902, 901, 903, 904}, new int[] {1, 1, 2, 1, 1}, new int[] {4, 1, 6, 1, 1});
        try (Connection c = tx(s)) {
            assertEquals(1, s.tx().newOrder(c, in).remoteLines());
        }
        assertEquals(homeQty >= 14 ? homeQty - 4 : homeQty - 4 + 91, stock("s_quantity", 1, 901));
        assertEquals(remoteQty >= 16 ? remoteQty - 6 : remoteQty - 6 + 91, stock("s_quantity", 2, 901));
        assertEquals(homeRemoteCnt, stock("s_remote_cnt", 1, 901));
        assertEquals(remoteRemoteCnt + 1, stock("s_remote_cnt", 2, 901));
        assertEquals(remoteYtd + 6, stock("s_ytd", 2, 901));
    }

    /**
     * TPC-C 2.4.2.2: S_QUANTITY drops by the quantity while at least quantity + 10 remain, else it
     * is refilled by 91: 13 - 3 = 10 exactly at the boundary, 12 - 3 + 91 = 100 just below it.
     */
    @ParameterizedTest
    @EnumSource(Mode.class)
    void stockQuantityIsRefilledJustBelowTheTenUnitBoundary(Mode s) throws Exception {
        try (Connection c = TestDatabase.get().connect(DB);
                Statement st = c.createStatement()) {
            st.execute("UPDATE bmsql_stock SET s_quantity = 13 WHERE s_w_id = 2 AND s_i_id = 701");
            st.execute("UPDATE bmsql_stock SET s_quantity = 12 WHERE s_w_id = 2 AND s_i_id = 702");
        }
        try (Connection c = tx(s)) {
            assertFalse(s.tx().newOrder(
                            c,
                            new NewOrderInput(
                                    2,
                                    5,
                                    50,
                                    new int[] {701, 702, 703, 704, 705},
                                    new int[] {2, 2, 2, 2, 2},
                                    new int[] {3, 3, 1, 1, 1}))
                    .rolledBack());
        }
        assertEquals(10, stock("s_quantity", 2, 701));
        assertEquals(100, stock("s_quantity", 2, 702));
    }
}
