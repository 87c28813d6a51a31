package io.tpcbench.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tpcbench.cli.Main;
import io.tpcbench.db.InDoubtException;
import io.tpcbench.db.Sending;
import io.tpcbench.gen.NURandConstants;
import io.tpcbench.gen.TpccRandom;
import io.tpcbench.workload.tpcc.random.LastNames;
import io.tpcbench.workload.tpcc.tx.CustomerSelector;
import io.tpcbench.workload.tpcc.tx.Delivery;
import io.tpcbench.workload.tpcc.tx.NewOrderInput;
import io.tpcbench.workload.tpcc.tx.OrderStatus;
import io.tpcbench.workload.tpcc.tx.Payment;
import io.tpcbench.workload.tpcc.tx.PortableTransactions;
import io.tpcbench.workload.tpcc.tx.StockLevel;
import io.tpcbench.workload.tpcc.tx.Transactions;
import io.tpcbench.workload.tpcc.tx.TxResult;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.math.BigDecimal;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** Each transaction's effects on a real database (TPC-C 2.4 to 2.8). */
class TransactionsIT {
    private static final String DB = "it_tx";

    @TempDir
    static Path dir;

    @BeforeAll
    static void build() throws Exception {
        TestDatabase db = TestDatabase.get();
        db.freshDatabase(DB);
        Cli build = Cli.run("build", db.props(dir, DB, "warehouses=2").toString());
        assertEquals(Main.OK, build.exitCode, build.err);
    }

    /** A connection in a transaction, taking multi-statement texts when the statements go TOGETHER. */
    /**
     * The ways a run sends its transactions: tpcbench's trips as each {@link Sending} sends them,
     * and the portable statements (the peers' shapes), each on the connection a run would give it.
     */
    enum Mode {
        TOGETHER,
        TOGETHER_COMMIT_ALONE,
        COMPOUND,
        ONE_BY_ONE,
        PREPARED,
        PORTABLE;

        Transactions tx() {
            return this == PORTABLE ? new PortableTransactions() : Transactions.sending(Sending.valueOf(name()));
        }
    }

    private static Connection tx(Mode s) throws SQLException {
        TestDatabase db = TestDatabase.get();
        Connection c = switch (s) {
            case TOGETHER, TOGETHER_COMMIT_ALONE, COMPOUND -> db.connectMulti(DB);
            case ONE_BY_ONE, PORTABLE -> db.connect(DB);
            // server-side prepared statements, as useServerPrepStmts=true in conn asks
            case PREPARED ->
                DriverManager.getConnection(
                        db.url(DB) + "?useServerPrepStmts=true&cachePrepStmts=true", db.user, db.password);
        };
        c.setAutoCommit(false);
        return c;
    }

    private static long value(String sql, Object... params) throws SQLException {
        try (Connection c = TestDatabase.get().connect(DB);
                PreparedStatement ps = c.prepareStatement(sql)) {
            for (int i = 0; i < params.length; i++) {
                ps.setObject(i + 1, params[i]);
            }
            try (ResultSet rs = ps.executeQuery()) {
                assertTrue(rs.next(), sql);
                return rs.getBigDecimal(1).movePointRight(2).longValueExact();
            }
        }
    }

    /** A column of one STOCK row. */
    private static long stock(String column, int wId, int itemId) throws SQLException {
        return count("SELECT " + column + " FROM bmsql_stock WHERE s_w_id = ? AND s_i_id = ?", wId, itemId);
    }

    /** Money and counts as hundredths, so one helper reads both. */
    private static long count(String sql, Object... params) throws SQLException {
        return value(sql, params) / 100;
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

    /**
     * A connection whose commit is lost: it really commits (or rolls back) and then reports a
     * communications failure, as when the server or the network dies during COMMIT. The commit is
     * either {@code Connection.commit()} (ONE_BY_ONE) or the end of a multi-statement text (TOGETHER)
     * or of a compound statement (COMPOUND).
     */
    private static Connection losingCommit(Connection real, boolean reallyCommits) {
        return proxy(Connection.class, real, (method, args) -> {
            if (method.getName().equals("commit")) {
                if (reallyCommits) {
                    real.commit();
                } else {
                    real.rollback();
                }
                throw lost();
            }
            if (method.getName().equals("prepareStatement") && committing((String) args[0])) {
                // a trip whose values are bound: the text is known when the statement is prepared
                PreparedStatement ps = real.prepareStatement(endingAs((String) args[0], reallyCommits));
                return proxy(PreparedStatement.class, ps, (m, a) -> {
                    Object result = m.invoke(ps, a);
                    if (m.getName().equals("execute")) {
                        throw lost();
                    }
                    return result;
                });
            }
            if (method.getName().equals("createStatement")) {
                // a trip written as literals: the text comes with execute
                Statement st = real.createStatement();
                return proxy(Statement.class, st, (m, a) -> {
                    if (m.getName().equals("execute") && committing((String) a[0])) {
                        st.execute(endingAs((String) a[0], reallyCommits));
                        throw lost();
                    }
                    return m.invoke(st, a);
                });
            }
            return method.invoke(real, args);
        });
    }

    /** Whether {@code sql} ends a transaction: a text ending in COMMIT, or a compound statement that does. */
    private static boolean committing(String sql) {
        return sql.endsWith("\nCOMMIT") || sql.endsWith("\nCOMMIT;\nEND");
    }

    /** {@code sql}, a {@link #committing} text, with its COMMIT a ROLLBACK unless it {@code reallyCommits}. */
    private static String endingAs(String sql, boolean reallyCommits) {
        int at = sql.lastIndexOf("\nCOMMIT") + 1;
        return reallyCommits ? sql : sql.substring(0, at) + "ROLLBACK" + sql.substring(at + "COMMIT".length());
    }

    private static SQLException lost() {
        return new SQLException("Communications link failure (injected)", "08S01");
    }

    private interface Handler {
        Object invoke(Method method, Object[] args) throws Throwable;
    }

    /** A proxy of {@code type} over {@code target} whose calls go through {@code handler}. */
    private static <T> T proxy(Class<T> type, T target, Handler handler) {
        return type.cast(Proxy.newProxyInstance(type.getClassLoader(), new Class<?>[] {type}, (p, method, args) -> {
            try {
                return handler.invoke(method, args);
            } catch (InvocationTargetException e) {
                throw e.getCause();
            }
        }));
    }

    /** Runs {@code body} on a connection that loses its commit; the evidence must tell what happened. */
    private static void assertEvidenceTells(Mode s, boolean reallyCommits, TxBody body) throws Exception {
        try (Connection real = tx(s)) {
            InDoubtException e =
                    Assertions.assertThrows(InDoubtException.class, () -> body.run(losingCommit(real, reallyCommits)));
            try (Connection check = TestDatabase.get().connect(DB)) {
                assertEquals(
                        reallyCommits ? InDoubtException.Found.ALL : InDoubtException.Found.NONE,
                        e.evidence().find(check));
            }
        }
    }

    private interface TxBody {
        Object run(Connection c) throws SQLException;
    }

    /**
     * Payment's evidence is its HISTORY row by content, so the rolled-back payment pays another
     * amount than the committed one of the same customer in the same second (payments draw one of
     * 499,901 amounts); that an equal one cannot be told apart is the next test.
     */
    @ParameterizedTest
    @EnumSource(Mode.class)
    void inDoubtCommitsAreResolvedByTheirEvidence(Mode s) throws Exception {
        for (boolean commits : new boolean[] {true, false}) {
            BigDecimal amount = commits ? new BigDecimal("12.34") : new BigDecimal("12.35");
            assertEvidenceTells(
                    s,
                    commits,
                    c -> s.tx().newOrder(
                                    c,
                                    new NewOrderInput(
                                            1,
                                            7,
                                            11,
                                            new int[] {7, 8, 9, 10, 11},
                                            new int[] {1, 1, 1, 1, 1},
                                            new int[] {1, 2, 3, 4, 5})));
            assertEvidenceTells(
                    s,
                    commits,
                    c -> s.tx().payment(c, new Payment.Input(1, 7, 1, 7, new CustomerSelector(null, 12), amount)));
            assertEvidenceTells(s, commits, c -> s.tx().delivery(c, new Delivery.Input(2, 3)));
        }
    }

    /**
     * The limit of Payment's evidence: a lost payment identical in customer, district, second and
     * amount to one committed before it is taken for committed.
     */
    @ParameterizedTest
    @EnumSource(Mode.class)
    void aLostPaymentIdenticalToACommittedOneIsTakenForCommitted(Mode s) throws Exception {
        Payment.Input in = new Payment.Input(2, 4, 2, 4, new CustomerSelector(null, 99), new BigDecimal("77.77"));
        InDoubtException lost = null;
        for (int attempt = 0; attempt < 5 && lost == null; attempt++) {
            long second = System.currentTimeMillis() / 1000;
            try (Connection c = tx(s)) {
                s.tx().payment(c, in);
            }
            try (Connection real = tx(s)) {
                InDoubtException e = Assertions.assertThrows(
                        InDoubtException.class, () -> s.tx().payment(losingCommit(real, false), in));
                if (System.currentTimeMillis() / 1000 == second) {
                    lost = e;
                }
            }
        }
        assertTrue(lost != null, "two payments within one second");
        try (Connection check = TestDatabase.get().connect(DB)) {
            assertEquals(InDoubtException.Found.ALL, lost.evidence().find(check));
        }
    }

    /**
     * S_DIST_xx that cannot be written as a literal whatever the server's SQL mode (a backslash)
     * sends the trip with bound values; the evidence still tells.
     */
    @ParameterizedTest
    @EnumSource(Mode.class)
    void inDoubtCommitsOfBoundValuesAreResolvedByTheirEvidence(Mode s) throws Exception {
        setDistInfo(1, 6, "back\\slash", 311, 312, 313, 314, 315);
        for (boolean commits : new boolean[] {true, false}) {
            assertEvidenceTells(
                    s,
                    commits,
                    c -> s.tx().newOrder(
                                    c,
                                    new NewOrderInput(
                                            1,
                                            6,
                                            11,
                                            new int[] {311, 312, 313, 314, 315},
                                            new int[] {1, 1, 1, 1, 1},
                                            new int[] {1, 2, 3, 4, 5})));
        }
    }

    /** Sets S_DIST_{dId} of the items of warehouse {@code wId} to {@code info}. */
    private static void setDistInfo(int wId, int dId, String info, int... items) throws SQLException {
        try (Connection c = TestDatabase.get().connect(DB);
                PreparedStatement ps = c.prepareStatement(
                        String.format("UPDATE bmsql_stock SET s_dist_%02d = ? WHERE s_w_id = ? AND s_i_id = ?", dId))) {
            for (int item : items) {
                ps.setString(1, info);
                ps.setInt(2, wId);
                ps.setInt(3, item);
                assertEquals(1, ps.executeUpdate());
            }
        }
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

    /**
     * An update that finds no row (a district or customer the population lacks) fails the
     * transaction as run on an incomplete population, whether the trip or, for a compound
     * statement, the server checked the row count; and nothing of it is left once rolled back.
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
            // the portable shapes, the peers', read the customer first and say only what they missed
            assertTrue(
                    e.getMessage().contains(s == Mode.PORTABLE ? "not found" : "district 11 of warehouse 2 not found"),
                    e.getMessage());
            c.rollback();
            e = Assertions.assertThrows(
                    SQLException.class,
                    () -> s.tx().payment(
                                    c,
                                    new Payment.Input(
                                            2, 5, 2, 5, new CustomerSelector(null, 3001), new BigDecimal("1.00"))));
            assertTrue(
                    e.getMessage().contains(s == Mode.PORTABLE ? "not found" : "customer 3001 not found"),
                    e.getMessage());
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

    private static final String HISTORY_DATA_OF_1234 =
            "SELECT COUNT(*) FROM bmsql_history JOIN bmsql_warehouse ON w_id = h_w_id"
                    + " JOIN bmsql_district ON d_w_id = h_w_id AND d_id = h_d_id WHERE h_c_w_id = 2 AND h_c_d_id = 5"
                    + " AND h_c_id = 1234 AND h_data = CONCAT(w_name, '    ', d_name)";

    @ParameterizedTest
    @EnumSource(Mode.class)
    void paymentMovesTheFourBalancesAndWritesHistory(Mode s) throws Exception {
        long wYtd = value("SELECT w_ytd FROM bmsql_warehouse WHERE w_id = 1");
        long dYtd = value("SELECT d_ytd FROM bmsql_district WHERE d_w_id = 1 AND d_id = 3");
        long balance = value("SELECT c_balance FROM bmsql_customer WHERE c_w_id = 2 AND c_d_id = 5 AND c_id = 1234");
        long paid = value("SELECT c_ytd_payment FROM bmsql_customer WHERE c_w_id = 2 AND c_d_id = 5 AND c_id = 1234");
        long history = count("SELECT COUNT(*) FROM bmsql_history");
        // TPC-C 2.5.2.2: H_DATA is W_NAME, four spaces, D_NAME
        long named = count(HISTORY_DATA_OF_1234);
        long payments =
                count("SELECT c_payment_cnt FROM bmsql_customer WHERE c_w_id = 2 AND c_d_id = 5" + " AND c_id = 1234");
        Payment.Input in = new Payment.Input(1, 3, 2, 5, new CustomerSelector(null, 1234), new BigDecimal("123.45"));
        try (Connection c = tx(s)) {
            assertTrue(s.tx().payment(c, in).remote());
        }
        assertEquals(wYtd + 12345, value("SELECT w_ytd FROM bmsql_warehouse WHERE w_id = 1"));
        assertEquals(dYtd + 12345, value("SELECT d_ytd FROM bmsql_district WHERE d_w_id = 1 AND d_id = 3"));
        assertEquals(
                balance - 12345,
                value("SELECT c_balance FROM bmsql_customer WHERE c_w_id = 2 AND c_d_id = 5" + " AND c_id = 1234"));
        assertEquals(
                paid + 12345,
                value("SELECT c_ytd_payment FROM bmsql_customer WHERE c_w_id = 2 AND c_d_id = 5" + " AND c_id = 1234"));
        assertEquals(
                payments + 1,
                count("SELECT c_payment_cnt FROM bmsql_customer WHERE c_w_id = 2 AND c_d_id = 5" + " AND c_id = 1234"));
        assertEquals(history + 1, count("SELECT COUNT(*) FROM bmsql_history"));
        assertEquals(named + 1, count(HISTORY_DATA_OF_1234));
        assertEquals(
                12345,
                value("SELECT h_amount FROM bmsql_history WHERE h_c_w_id = 2 AND h_c_d_id = 5"
                        + " AND h_c_id = 1234 AND h_w_id = 1 AND h_d_id = 3"));
    }

    @ParameterizedTest
    @EnumSource(Mode.class)
    void badCreditPaymentPrependsToCData(Mode s) throws Exception {
        int cId;
        try (Connection c = TestDatabase.get().connect(DB);
                Statement st = c.createStatement();
                ResultSet rs = st.executeQuery("SELECT c_id FROM bmsql_customer WHERE c_w_id = 2 AND c_d_id = 1"
                        + " AND c_credit = 'BC' ORDER BY c_id LIMIT 1")) {
            assertTrue(rs.next());
            cId = rs.getInt(1);
        }
        TxResult.PaymentDone done;
        try (Connection c = tx(s)) {
            done = s.tx().payment(
                            c, new Payment.Input(2, 1, 2, 1, new CustomerSelector(null, cId), new BigDecimal("7.50")));
        }
        // TPC-C 2.5.3.3: the terminal shows the first 200 characters of the new C_DATA
        assertTrue(done.customerData().startsWith(cId + " 1 2 1 2 7.50 | "), done.customerData());
        assertTrue(done.customerData().length() <= 200);
        try (Connection c = TestDatabase.get().connect(DB);
                Statement st = c.createStatement();
                ResultSet rs = st.executeQuery(
                        "SELECT c_data FROM bmsql_customer WHERE c_w_id = 2 AND c_d_id = 1" + " AND c_id = " + cId)) {
            assertTrue(rs.next());
            String data = rs.getString(1);
            assertTrue(data.startsWith(cId + " 1 2 1 2 7.50 | "), data);
            assertTrue(data.length() <= 500);
        }
    }

    @ParameterizedTest
    @EnumSource(Mode.class)
    void byNamePicksTheMidpointSortedByFirstName(Mode s) throws Exception {
        TpccRandom r = new TpccRandom(1, new NURandConstants(0, 0, 0));
        for (int attempt = 0; attempt < 20; attempt++) {
            String last = LastNames.of(r.uniform(0, 999));
            List<Integer> ids = new ArrayList<>();
            try (Connection c = TestDatabase.get().connect(DB);
                    PreparedStatement ps = c.prepareStatement("SELECT c_id FROM bmsql_customer WHERE c_w_id = 1"
                            + " AND c_d_id = 6 AND c_last = ? ORDER BY c_first")) {
                ps.setString(1, last);
                try (ResultSet rs = ps.executeQuery()) {
                    while (rs.next()) {
                        ids.add(rs.getInt(1));
                    }
                }
            }
            int expected = ids.get((ids.size() + 1) / 2 - 1);
            long before = count(
                    "SELECT c_payment_cnt FROM bmsql_customer WHERE c_w_id = 1 AND c_d_id = 6" + " AND c_id = ?",
                    expected);
            try (Connection c = tx(s)) {
                assertTrue(s.tx().payment(
                                c, new Payment.Input(1, 6, 1, 6, new CustomerSelector(last, 0), new BigDecimal("1.00")))
                        .byName());
            }
            assertEquals(
                    before + 1,
                    count(
                            "SELECT c_payment_cnt FROM bmsql_customer WHERE c_w_id = 1 AND c_d_id = 6"
                                    + " AND c_id = ?",
                            expected),
                    last + " among " + ids);
        }
    }

    @ParameterizedTest
    @EnumSource(Mode.class)
    void orderStatusIsReadOnly(Mode s) throws Exception {
        long orders = count("SELECT COUNT(*) FROM bmsql_oorder");
        try (Connection c = tx(s)) {
            s.tx().orderStatus(c, new OrderStatus.Input(1, 1, new CustomerSelector(null, 10)));
        }
        assertEquals(orders, count("SELECT COUNT(*) FROM bmsql_oorder"));
    }

    /** TPC-C 2.6.2.2: the customer's latest order, with all its lines, even after a newer order of another customer. */
    @ParameterizedTest
    @EnumSource(Mode.class)
    void orderStatusShowsTheCustomersLatestOrderWithItsLines(Mode s) throws Exception {
        try (Connection c = tx(s)) {
            s.tx().newOrder(
                            c,
                            new NewOrderInput(
                                    2,
                                    3,
                                    42,
                                    new int[] {601, 602, 603, 604, 605, 606},
                                    new int[] {2, 2, 2, 2, 2, 2},
                                    new int[] {1, 1, 1, 1, 1, 1}));
            s.tx().newOrder(
                            c,
                            new NewOrderInput(
                                    2,
                                    3,
                                    43,
                                    new int[] {607, 608, 609, 610, 611},
                                    new int[] {2, 2, 2, 2, 2},
                                    new int[] {1, 1, 1, 1, 1}));
        }
        long latest = count("SELECT MAX(o_id) FROM bmsql_oorder WHERE o_w_id = 2 AND o_d_id = 3 AND o_c_id = 42");
        TxResult.OrderStatusDone done;
        try (Connection c = tx(s)) {
            done = s.tx().orderStatus(c, new OrderStatus.Input(2, 3, new CustomerSelector(null, 42)));
        }
        assertEquals(latest, done.orderId());
        assertEquals(6, done.lines());
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

    @ParameterizedTest
    @EnumSource(Mode.class)
    void deliveryDeliversTheOldestNewOrderOfEveryDistrictAndSkipsEmptyOnes(Mode s) throws Exception {
        try (Connection c = TestDatabase.get().connect(DB);
                Statement st = c.createStatement()) {
            st.executeUpdate("DELETE FROM bmsql_new_order WHERE no_w_id = 2 AND no_d_id = 10");
            st.executeUpdate("UPDATE bmsql_oorder SET o_carrier_id = 1 WHERE o_w_id = 2 AND o_d_id = 10"
                    + " AND o_carrier_id IS NULL");
            st.executeUpdate("UPDATE bmsql_order_line SET ol_delivery_d = NOW() WHERE ol_w_id = 2 AND ol_d_id = 10"
                    + " AND ol_delivery_d IS NULL");
        }
        long oldest = count("SELECT MIN(no_o_id) FROM bmsql_new_order WHERE no_w_id = 2 AND no_d_id = 3");
        long cId = count("SELECT o_c_id FROM bmsql_oorder WHERE o_w_id = 2 AND o_d_id = 3 AND o_id = ?", oldest);
        long balance = value("SELECT c_balance FROM bmsql_customer WHERE c_w_id = 2 AND c_d_id = 3 AND c_id = ?", cId);
        long amount = value(
                "SELECT SUM(ol_amount) FROM bmsql_order_line WHERE ol_w_id = 2 AND ol_d_id = 3" + " AND ol_o_id = ?",
                oldest);
        long deliveries = count(
                "SELECT c_delivery_cnt FROM bmsql_customer WHERE c_w_id = 2 AND c_d_id = 3" + " AND c_id = ?", cId);
        Delivery.Done done;
        try (Connection c = tx(s)) {
            done = s.tx().delivery(c, new Delivery.Input(2, 7));
        }
        assertEquals(1, done.skippedDistricts());
        assertEquals(9, done.delivered().size());
        assertEquals(
                0,
                count(
                        "SELECT COUNT(*) FROM bmsql_new_order WHERE no_w_id = 2 AND no_d_id = 3" + " AND no_o_id = ?",
                        oldest));
        assertEquals(
                7, count("SELECT o_carrier_id FROM bmsql_oorder WHERE o_w_id = 2 AND o_d_id = 3 AND o_id = ?", oldest));
        assertEquals(
                0,
                count(
                        "SELECT COUNT(*) FROM bmsql_order_line WHERE ol_w_id = 2 AND ol_d_id = 3"
                                + " AND ol_o_id = ? AND ol_delivery_d IS NULL",
                        oldest));
        assertEquals(
                balance + amount,
                value("SELECT c_balance FROM bmsql_customer WHERE c_w_id = 2 AND c_d_id = 3" + " AND c_id = ?", cId));
        assertEquals(
                deliveries + 1,
                count(
                        "SELECT c_delivery_cnt FROM bmsql_customer WHERE c_w_id = 2" + " AND c_d_id = 3 AND c_id = ?",
                        cId));
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
