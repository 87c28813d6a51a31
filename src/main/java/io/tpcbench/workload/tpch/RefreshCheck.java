package io.tpcbench.workload.tpch;

import io.tpcbench.workload.tpch.refresh.UpdateSets;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The check of a refreshed database (TPC-H 2.8: it evolves by whole RF1/RF2 pairs): no order or
 * line the pairs' RF2 deleted is left, every order their RF1 inserted is there, and no line is
 * without its order. Row counts and, up to SF 1, fingerprints against the evolved rows are the
 * table checks' ({@link Fingerprint#refreshed}).
 */
final class RefreshCheck {
    private static final String DELETED_LEFT = """
            SELECT COUNT(*) FROM %s WHERE %s <= ? AND MOD(%s DIV 8, 4) = 0
            """;
    private static final String INSERTED = """
            SELECT COUNT(*) FROM orders WHERE MOD(o_orderkey DIV 8, 4) <> 0
            """;
    private static final String ORPHANS = """
            SELECT COUNT(*) FROM lineitem WHERE NOT EXISTS (SELECT 1 FROM orders WHERE o_orderkey = l_orderkey)
            """;

    private RefreshCheck() {}

    /** The problems of a database after {@code pairs} whole refresh pairs; none when it is right. */
    static List<String> problems(Connection c, double sf, int pairs) throws SQLException {
        List<String> problems = new ArrayList<>();
        UpdateSets sets = new UpdateSets(sf);
        long lastDeleted = sets.deletedKeys(pairs).max().orElseThrow();
        for (String[] t : List.of(new String[] {"orders", "o_orderkey"}, new String[] {"lineitem", "l_orderkey"})) {
            long left = count(c, String.format(Locale.ROOT, DELETED_LEFT, t[0], t[1], t[1]), lastDeleted);
            if (left > 0) {
                problems.add(String.format(
                        Locale.ROOT,
                        "%s still has %,d rows of the orders RF2 of update sets 1..%d deleted",
                        t[0],
                        left,
                        pairs));
            }
        }
        long inserted = count(c, INSERTED, -1);
        if (inserted != pairs * sets.ordersPerSet()) {
            problems.add(String.format(
                    Locale.ROOT,
                    "orders has %,d of the orders RF1 of update sets 1..%d inserted, not %,d",
                    inserted,
                    pairs,
                    pairs * sets.ordersPerSet()));
        }
        long orphans = count(c, ORPHANS, -1);
        if (orphans > 0) {
            problems.add(String.format(Locale.ROOT, "lineitem has %,d lines without their order", orphans));
        }
        return problems;
    }

    private static long count(Connection c, String sql, long key) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement(sql)) {
            if (key >= 0) {
                ps.setLong(1, key);
            }
            try (ResultSet rs = ps.executeQuery()) {
                rs.next();
                return rs.getLong(1);
            }
        }
    }
}
