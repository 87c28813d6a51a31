package io.tpcbench.workload.tpcc;

import io.tpcbench.workload.Deferrer;
import io.tpcbench.workload.Kind;
import io.tpcbench.workload.Result;
import io.tpcbench.workload.Work;
import io.tpcbench.workload.tpcc.tx.Delivery;
import io.tpcbench.workload.tpcc.tx.Transactions;
import io.tpcbench.workload.tpcc.tx.TxResult;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.LocalDateTime;

/** A TPC-C transaction with its generated input, its keying and think times and its warehouse. */
record TpccWork(TransactionType kind, int affinity, Timing timing, Body body) implements Work {
    /** The transaction of the set, run on a connection. */
    interface Body {
        Result execute(Connection c) throws SQLException;
    }

    static <I> TpccWork of(
            TransactionType type, int warehouse, Timing timing, I input, Transactions transactions, Step<I> step) {
        return new TpccWork(type, warehouse, timing, c -> step.execute(transactions, c, input));
    }

    /** One transaction of the set taking its input. */
    interface Step<I> {
        Result execute(Transactions transactions, Connection c, I input) throws SQLException;
    }

    @Override
    public long keyingNanos() {
        return timing.keyingNanos(kind);
    }

    @Override
    public long thinkNanos(double uniform) {
        return timing.thinkNanos(kind, uniform);
    }

    @Override
    public boolean needsConnection() {
        return kind != TransactionType.DELIVERY;
    }

    @Override
    public Result execute(Connection c) throws SQLException {
        return body.execute(c);
    }

    /**
     * Delivery at the terminal (TPC-C 2.7.2.1): the request is queued for the background workers,
     * and the terminal's part completes at once.
     */
    static TpccWork queueDelivery(
            Delivery.Input input, Timing timing, Transactions transactions, Deferrer deferrer, boolean stamp) {
        return new TpccWork(TransactionType.DELIVERY, input.wId(), timing, unused -> {
            deferrer.defer(new Deferred(input, transactions, stamp ? LocalDateTime.now() : null));
            return new TxResult.DeliveryQueued();
        });
    }

    /**
     * The deferred part of Delivery (TPC-C 2.7.4), run by a background worker; {@code queuedAt}
     * is when it was queued, for its result record (2.7.2.2), or null when none is written.
     */
    record Deferred(Delivery.Input input, Transactions transactions, LocalDateTime queuedAt) implements Work {
        @Override
        public Kind kind() {
            return TransactionType.DELIVERY;
        }

        @Override
        public int affinity() {
            return input.wId();
        }

        @Override
        public Result execute(Connection c) throws SQLException {
            return transactions.delivery(c, input);
        }
    }
}
