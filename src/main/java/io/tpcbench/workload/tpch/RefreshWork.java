package io.tpcbench.workload.tpch;

import io.tpcbench.workload.Kind;
import io.tpcbench.workload.Result;
import io.tpcbench.workload.Work;
import io.tpcbench.workload.tpch.refresh.UpdateSets;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.function.BooleanSupplier;

/**
 * A refresh function on one update set (TPC-H 2.5): its rows in transactions of up to
 * {@code refreshOrdersPerTxn} orders, each order with its lines in one transaction (2.5.2), marked
 * as running in the database before its first transaction and as complete once its last has
 * committed ({@link RefreshState}). It goes on from where the database is: run again after a failure, a
 * retry or an interrupted run, it applies only what is not applied yet, so the set is applied
 * exactly once whatever stopped it.
 */
abstract sealed class RefreshWork implements Work permits NewSales, OldSales {
    /** What a refresh function did: its set, its place in the test (0: the power test's), the orders and lines it changed. */
    record Outcome(TpchKind kind, int set, int pair, long orders, long lines) implements Result {}

    final UpdateSets sets;
    final int set;
    final int pair;
    final int ordersPerTxn;
    private final BooleanSupplier stopped;

    RefreshWork(UpdateSets sets, int set, int pair, int ordersPerTxn, BooleanSupplier stopped) {
        this.sets = sets;
        this.set = set;
        this.pair = pair;
        this.ordersPerTxn = ordersPerTxn;
        this.stopped = stopped;
    }

    abstract TpchKind refreshKind();

    /**
     * Why the function may not run on a database in {@code state}, empty when it may: the sets go
     * in order, a pair's RF1 before its RF2 (TPC-H 2.8, 5.3.7.8), and a function another one left
     * unfinished is completed first.
     */
    abstract String outOfTurn(RefreshState state);

    /** Applies what is not applied yet, committing every {@link #ordersPerTxn} orders; returns orders and lines changed. */
    abstract long[] apply(Connection c) throws SQLException;

    @Override
    public final Kind kind() {
        return refreshKind();
    }

    /** Refreshes write: under endpointAffinity they go where any writer would. */
    @Override
    public final int affinity() {
        return 0;
    }

    int set() {
        return set;
    }

    int pair() {
        return pair;
    }

    @Override
    public final Result execute(Connection c) throws SQLException {
        boolean autoCommit = c.getAutoCommit();
        c.setAutoCommit(false);
        try {
            RefreshState state = RefreshState.read(c);
            String wrongTurn = outOfTurn(state);
            if (!wrongTurn.isEmpty()) {
                throw new SQLException(this + " does not run: " + wrongTurn);
            }
            RefreshState.starting(c, refreshKind(), set);
            long[] changed = apply(c);
            RefreshState.completed(c, refreshKind(), set);
            c.commit();
            return new Outcome(refreshKind(), set, pair, changed[0], changed[1]);
        } catch (SQLException | RuntimeException e) {
            try {
                c.rollback();
            } catch (SQLException r) {
                e.addSuppressed(r);
            }
            throw e;
        } finally {
            c.setAutoCommit(autoCommit);
        }
    }

    /** Commits a transaction of the function; fails when the run was stopped, leaving the rest for the next run. */
    final void commit(Connection c, long done, long total) throws SQLException {
        c.commit();
        if (stopped.getAsBoolean() && done < total) {
            throw new SQLException(refreshKind() + " of update set " + set + " stopped with the run after " + done
                    + " of " + total + " orders: the next run completes it");
        }
    }

    @Override
    public final String toString() {
        return refreshKind() + " of update set " + set;
    }
}
