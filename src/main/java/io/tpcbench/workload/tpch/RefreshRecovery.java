package io.tpcbench.workload.tpch;

import io.tpcbench.workload.tpch.refresh.UpdateSets;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.Locale;
import java.util.function.Consumer;

/**
 * Brings a database whose last run stopped in the middle of its refreshes to a known state before
 * the next run (TPC-H 2.8: each update set used once, in order): a refresh function stopped before
 * its last transaction is completed, then an RF1 whose RF2 did not run gets it, not measured and
 * said on the console, so that the run starts with a fresh pair on a database where every pair used
 * so far is whole.
 */
final class RefreshRecovery {
    private RefreshRecovery() {}

    /** Settles the database on {@code c}; returns its state, settled. */
    static RefreshState settle(Connection c, UpdateSets sets, int ordersPerTxn, Consumer<String> out)
            throws SQLException {
        RefreshState state = RefreshState.read(c);
        if (state.settled()) {
            return state;
        }
        out.accept("TPC-H refresh: " + state.unfinished() + " in an earlier run: completing it before this run"
                + " (not measured)");
        if (state.running().isPresent()) {
            RefreshWork unfinished = state.runningKind() == TpchKind.RF1
                    ? new NewSales(sets, state.runningSet(), 0, ordersPerTxn, () -> false)
                    : new OldSales(sets, state.runningSet(), 0, ordersPerTxn, () -> false);
            complete(c, unfinished, out);
            state = RefreshState.read(c);
        }
        for (int set = state.deleted() + 1; set <= state.inserted(); set++) {
            complete(c, new OldSales(sets, set, 0, ordersPerTxn, () -> false), out);
        }
        return RefreshState.read(c);
    }

    private static void complete(Connection c, RefreshWork work, Consumer<String> out) throws SQLException {
        long t0 = System.nanoTime();
        RefreshWork.Outcome o = (RefreshWork.Outcome) work.execute(c);
        out.accept(String.format(
                Locale.ROOT,
                "TPC-H refresh: %s completed in %.2f s: %,d orders and %,d lines %s",
                work,
                (System.nanoTime() - t0) / 1e9,
                o.orders(),
                o.lines(),
                o.kind() == TpchKind.RF1 ? "inserted" : "deleted"));
    }
}
