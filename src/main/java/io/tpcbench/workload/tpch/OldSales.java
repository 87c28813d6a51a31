package io.tpcbench.workload.tpch;

import io.tpcbench.workload.tpch.refresh.UpdateSets;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.Collections;
import java.util.function.BooleanSupplier;

/**
 * RF2, old sales (TPC-H 2.7): deletes an update set's orders (dbgen's delete.n) and their lines,
 * each batch's lines and orders in one transaction, lines first (they refer to their order).
 * Deleting an order that is gone already changes nothing, so a second run of the same set
 * completes what an interrupted one left.
 */
final class OldSales extends RefreshWork {
    private static final String LINES = """
            DELETE FROM lineitem WHERE l_orderkey IN\s""";
    private static final String ORDERS = """
            DELETE FROM orders WHERE o_orderkey IN\s""";

    OldSales(UpdateSets sets, int set, int pair, int ordersPerTxn, BooleanSupplier stopped) {
        super(sets, set, pair, ordersPerTxn, stopped);
    }

    @Override
    TpchKind refreshKind() {
        return TpchKind.RF2;
    }

    @Override
    String outOfTurn(RefreshState state) {
        if (state.running().isPresent()) {
            boolean resuming = state.runningKind() == TpchKind.RF2 && state.runningSet() == set;
            return resuming ? "" : state.unfinished();
        }
        if (state.inserted() < set || state.deleted() != set - 1) {
            return "RF1 of update set " + set + " did not complete before it (RF1 ran to set " + state.inserted()
                    + ", RF2 to set " + state.deleted() + ")";
        }
        return "";
    }

    @Override
    long[] apply(Connection c) throws SQLException {
        long[] keys = sets.deletedKeys(set).toArray();
        long orders = 0;
        long lines = 0;
        for (int from = 0; from < keys.length; from += ordersPerTxn) {
            int to = Math.min(keys.length, from + ordersPerTxn);
            lines += delete(c, LINES, keys, from, to);
            orders += delete(c, ORDERS, keys, from, to);
            commit(c, to, keys.length);
        }
        return new long[] {orders, lines};
    }

    private static int delete(Connection c, String delete, long[] keys, int from, int to) throws SQLException {
        String in = "(" + String.join(", ", Collections.nCopies(to - from, "?")) + ")";
        try (PreparedStatement ps = c.prepareStatement(delete + in)) {
            for (int i = from; i < to; i++) {
                ps.setLong(i - from + 1, keys[i]);
            }
            return ps.executeUpdate();
        }
    }
}
