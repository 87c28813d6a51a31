package io.tpcbench.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tpcbench.cli.Main;
import io.tpcbench.db.Procedures;
import io.tpcbench.db.Sending;
import io.tpcbench.workload.tpcc.tx.PortableTransactions;
import io.tpcbench.workload.tpcc.tx.Route;
import io.tpcbench.workload.tpcc.tx.Transactions;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * The database the transactions' ITs share (TPC-C 2.4 to 2.8): built once at W=2 on the first
 * {@link #build}, however many of them run in the JVM, as one class built it before they were
 * split; each test keeps to its own districts and items, so the order they run in does not matter.
 * Also the ways a run sends its transactions, and the readings the tests take.
 */
final class TransactionFixture {
    static final String DB = "it_tx";
    private static boolean built;

    private TransactionFixture() {}

    /** Builds the database unless an earlier IT of this JVM did; {@code dir} holds the props and the build directory. */
    static synchronized void build(Path dir) throws Exception {
        if (built) {
            return;
        }
        TestDatabase db = TestDatabase.get();
        db.freshDatabase(DB);
        Cli build = Cli.run("build", db.props(dir, DB, "warehouses=2").toString());
        assertEquals(Main.OK, build.exitCode, build.err);
        built = true;
    }

    /**
     * The ways a run sends its transactions: tpcbench's trips as each {@link Sending} sends them,
     * and the portable statements (the peers' shapes), each on the connection a run would give it.
     */
    enum Mode {
        TOGETHER,
        TOGETHER_COMMIT_ALONE,
        COMPOUND,
        PROCEDURE,
        ONE_BY_ONE,
        PREPARED,
        /**
         * The portable statements as the peers send them, one prepared statement per round trip
         * and STOCK line by line (the driver benchmark's reference).
         */
        PORTABLE,
        /** The portable statements as a run sends them by default: each step in one text, the COMMIT alone. */
        PORTABLE_TOGETHER;

        /** Whether this mode sends the portable statements, which say only what they missed. */
        boolean portable() {
            return this == PORTABLE || this == PORTABLE_TOGETHER;
        }

        Transactions tx() {
            return tx(DB);
        }

        /** {@link #tx()} in {@code database}: its procedures created there. */
        Transactions tx(String database) {
            return switch (this) {
                case PORTABLE -> PortableTransactions.asThePeersSendThem();
                case PORTABLE_TOGETHER -> new PortableTransactions(Route.of(Sending.TOGETHER_COMMIT_ALONE));
                // the procedures created on first use, on a connection of their own
                case PROCEDURE ->
                    Transactions.route(new Route(
                            Sending.PROCEDURE,
                            new Procedures(secs -> TestDatabase.get().connect(database))));
                default -> Transactions.sending(Sending.valueOf(name()));
            };
        }
    }

    /** A connection in a transaction, taking multi-statement texts when the statements go TOGETHER. */
    static Connection tx(Mode s) throws SQLException {
        return tx(s, DB);
    }

    /** {@link #tx(Mode)} to {@code database}. */
    static Connection tx(Mode s, String database) throws SQLException {
        TestDatabase db = TestDatabase.get();
        Connection c = switch (s) {
            case TOGETHER, TOGETHER_COMMIT_ALONE, COMPOUND, PROCEDURE, PORTABLE_TOGETHER -> db.connectMulti(database);
            case ONE_BY_ONE, PORTABLE -> db.connect(database);
            // server-side prepared statements, as useServerPrepStmts=true in conn asks
            case PREPARED ->
                DriverManager.getConnection(
                        db.url(database) + "?useServerPrepStmts=true&cachePrepStmts=true", db.user, db.password);
        };
        c.setAutoCommit(false);
        return c;
    }

    static long value(String sql, Object... params) throws SQLException {
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
    static long stock(String column, int wId, int itemId) throws SQLException {
        return count("SELECT " + column + " FROM bmsql_stock WHERE s_w_id = ? AND s_i_id = ?", wId, itemId);
    }

    /** Money and counts as hundredths, so one helper reads both. */
    static long count(String sql, Object... params) throws SQLException {
        return value(sql, params) / 100;
    }

    /**
     * Delivers, in {@code database}, every undelivered order of districts {@code fromD} to {@code toD}
     * of warehouse {@code wId} by hand (NEW-ORDER rows gone, carrier and delivery dates set), so that a
     * Delivery skips them.
     */
    static void markDelivered(String database, int wId, int fromD, int toD) throws SQLException {
        try (Connection c = TestDatabase.get().connect(database);
                Statement st = c.createStatement()) {
            String districts = " BETWEEN " + fromD + " AND " + toD;
            st.executeUpdate("DELETE FROM bmsql_new_order WHERE no_w_id = " + wId + " AND no_d_id" + districts);
            st.executeUpdate("UPDATE bmsql_oorder SET o_carrier_id = 1 WHERE o_w_id = " + wId + " AND o_d_id"
                    + districts + " AND o_carrier_id IS NULL");
            st.executeUpdate("UPDATE bmsql_order_line SET ol_delivery_d = NOW() WHERE ol_w_id = " + wId + " AND ol_d_id"
                    + districts + " AND ol_delivery_d IS NULL");
        }
    }

    /** Sets S_DIST_{dId} of the items of warehouse {@code wId} to {@code info}. */
    static void setDistInfo(int wId, int dId, String info, int... items) throws SQLException {
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
}
