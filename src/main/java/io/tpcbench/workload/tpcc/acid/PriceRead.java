package io.tpcbench.workload.tpcc.acid;

import io.tpcbench.workload.AcidResult;
import io.tpcbench.workload.tpcc.tx.TxResult;
import java.math.BigDecimal;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;

/**
 * TPC-C 3.4.2.7, New-Order's repeatable read against an arbitrary transaction: T1 reads the prices
 * of two random items x and y; a New-Order T2 of x, y and three more is stopped after it has read
 * the items' prices; T3, an arbitrary transaction, raises the prices of x and y by 1.00 and
 * commits; the test reads x's and y's prices again inside T2 (its second read of them, which the
 * clause has T2 make), lets T2 commit, and reads them once more (T4). The clause's cases: T3 stalls
 * until T2 ends (A), T2 is rolled back (B), T3 is rolled back (C), or neither stalls (D); in every
 * case T2's second read gives T1's prices, and T4 gives T3's unless T3 was rolled back. The test
 * puts the prices back afterwards.
 */
final class PriceRead implements AcidTest {
    private static final String RAISE = "UPDATE bmsql_item SET i_price = i_price + 1 WHERE i_id IN (?, ?)";
    private static final String RESTORE = "UPDATE bmsql_item SET i_price = ? WHERE i_id = ?";

    @Override
    public String name() {
        return "isolation7";
    }

    @Override
    public String clause() {
        return "3.4.2.7";
    }

    @Override
    public AcidResult run(Scene s) throws SQLException, InterruptedException, Conflict.Stuck {
        int w = s.warehouse();
        int d = s.district();
        int c = s.customer();
        int[] items = s.items(5);
        int x = items[0];
        int y = items[1];
        BigDecimal px = s.observer.price(x);
        BigDecimal py = s.observer.price(y);
        Hold hold = Hold.after("bmsql_item");
        Side<?> t2 = s.start("T2 (New-Order)", 0, hold, conn -> s.tx.newOrder(conn, s.newOrder(w, d, c, items)));
        BigDecimal[] again = new BigDecimal[2];
        SQLException[] lookFailed = new SQLException[1];
        try {
            Conflict k = Conflict.run(
                    s,
                    hold,
                    t2,
                    "T3 (price update)",
                    conn -> raise(conn, x, y),
                    (held, t3, waited) -> {
                        try {
                            BigDecimal[] p = prices(held.connection(), x, y);
                            again[0] = p[0];
                            again[1] = p[1];
                        } catch (SQLException e) {
                            lookFailed[0] = e;
                        }
                    },
                    false);
            return judge(s, k, new int[] {w, d, c, x, y}, px, py, again, lookFailed[0]);
        } finally {
            restore(s, x, px, y, py);
        }
    }

    /** The case followed and the verdict; {@code keys}: warehouse, district, customer, x, y. */
    private AcidResult judge(
            Scene s, Conflict k, int[] keys, BigDecimal px, BigDecimal py, BigDecimal[] again, SQLException look)
            throws SQLException {
        int x = keys[3];
        int y = keys[4];
        Side<?> t2 = k.held();
        Side<?> t3 = k.other();
        boolean t2Aborted = t2.rolledBackByDatabase() || Side.retryable(look);
        String followed;
        if (t2Aborted) {
            SQLException e = Side.retryable(look) ? look : t2.error();
            followed = "B (T2 was rolled back by the database, error " + e.getErrorCode() + ")";
        } else if (t3.rolledBackByDatabase()) {
            followed =
                    "C (T3 was rolled back by the database, error " + t3.error().getErrorCode() + ")";
        } else if (k.otherWaited()) {
            followed = "A (T3 stalled until T2 ended)";
        } else {
            followed = "D (neither stalled nor was rolled back)";
        }
        if (t2.error() != null && !t2Aborted) {
            return fail(followed, "T2 (New-Order) " + t2.describeEnd());
        }
        if (t3.error() != null && !t3.rolledBackByDatabase()) {
            return fail(followed, "T3 (price update) " + t3.describeEnd());
        }
        String items = String.format("items %d and %d at %s and %s: ", x, y, px, py);
        if (look != null && !t2Aborted) {
            return fail(followed, items + "the second read inside T2 failed: " + look.getMessage());
        }
        if (again[0] != null && (again[0].compareTo(px) != 0 || again[1].compareTo(py) != 0)) {
            return fail(
                    followed,
                    items + "T2's second read gave " + again[0] + " and " + again[1]
                            + ", T3's uncommitted or committed prices: not a repeatable read (P2)");
        }
        if (t2.error() == null && !t2Aborted && ((TxResult.NewOrderDone) t2.value()).rolledBack()) {
            return fail(followed, items + "T2 rolled back as an order of an unused item would");
        }
        if (t2.error() == null && !t2Aborted) {
            int order = s.observer.lastOrder(keys[0], keys[1], keys[2]);
            BigDecimal used = s.observer.linePrice(keys[0], keys[1], order, x);
            if (used == null || used.compareTo(px) != 0) {
                return fail(followed, items + "T2's order " + order + " priced item " + x + " at " + used);
            }
        }
        boolean t3Committed = t3.error() == null;
        BigDecimal[] t4 = {s.observer.price(x), s.observer.price(y)};
        BigDecimal[] expected = t3Committed
                ? new BigDecimal[] {px.add(BigDecimal.ONE), py.add(BigDecimal.ONE)}
                : new BigDecimal[] {px, py};
        if (t4[0].compareTo(expected[0]) != 0 || t4[1].compareTo(expected[1]) != 0) {
            return fail(
                    followed,
                    items + "T4 read " + t4[0] + " and " + t4[1] + ", expected " + expected[0] + " and " + expected[1]);
        }
        return pass(
                followed,
                items + "T2's second read gave T1's prices"
                        + (again[0] == null ? " (T2 was rolled back before it)" : "")
                        + "; T3 " + (t3Committed ? "committed" : "rolled back") + " and T4 read "
                        + (t3Committed ? "T3's prices" : "T1's prices") + " (restored after)");
    }

    /** T3: the arbitrary transaction of 3.4.2.7 (TPC-C 3.4.1's Tn, which does no dirty writes). */
    private static Void raise(Connection c, int x, int y) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement(RAISE)) {
            ps.setInt(1, x);
            ps.setInt(2, y);
            ps.executeUpdate();
        }
        c.commit();
        return null;
    }

    /** x's and y's prices read on {@code c}, in that order. */
    private static BigDecimal[] prices(Connection c, int x, int y) throws SQLException {
        BigDecimal[] p = new BigDecimal[2];
        try (PreparedStatement ps = c.prepareStatement("SELECT i_id, i_price FROM bmsql_item WHERE i_id IN (?, ?)")) {
            ps.setInt(1, x);
            ps.setInt(2, y);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    p[rs.getInt(1) == x ? 0 : 1] = rs.getBigDecimal(2);
                }
            }
        }
        return p;
    }

    private static void restore(Scene s, int x, BigDecimal px, int y, BigDecimal py) throws SQLException {
        s.observer.update(RESTORE, px, x);
        s.observer.update(RESTORE, py, y);
    }
}
