package io.tpcbench.workload.tpcc.tx;

import io.tpcbench.db.Sending;
import java.sql.Connection;
import java.sql.SQLException;

/**
 * The five transaction profiles as one set, each run on a connection in a fresh transaction and
 * ending it. A run uses tpcbench's own ({@link #sending}); the driver benchmark
 * (run/benchDriver.sh) also runs a reference set with the statement shapes of the peers, so that
 * both are measured by the same terminals, timing and counters.
 */
public interface Transactions {
    TxResult.NewOrderDone newOrder(Connection c, NewOrderInput in) throws SQLException;

    TxResult.PaymentDone payment(Connection c, Payment.Input in) throws SQLException;

    TxResult.OrderStatusDone orderStatus(Connection c, OrderStatus.Input in) throws SQLException;

    TxResult.StockLevelDone stockLevel(Connection c, StockLevel.Input in) throws SQLException;

    /** The deferred part of Delivery (TPC-C 2.7.4). */
    Delivery.Done delivery(Connection c, Delivery.Input in) throws SQLException;

    /** tpcbench's profiles, each step's statements sent as {@code sending} says. */
    static Transactions sending(Sending sending) {
        return new Transactions() {
            @Override
            public TxResult.NewOrderDone newOrder(Connection c, NewOrderInput in) throws SQLException {
                return NewOrder.execute(c, in, sending);
            }

            @Override
            public TxResult.PaymentDone payment(Connection c, Payment.Input in) throws SQLException {
                return Payment.execute(c, in, sending);
            }

            @Override
            public TxResult.OrderStatusDone orderStatus(Connection c, OrderStatus.Input in) throws SQLException {
                return OrderStatus.execute(c, in, sending);
            }

            @Override
            public TxResult.StockLevelDone stockLevel(Connection c, StockLevel.Input in) throws SQLException {
                return StockLevel.execute(c, in, sending);
            }

            @Override
            public Delivery.Done delivery(Connection c, Delivery.Input in) throws SQLException {
                return Delivery.execute(c, in, sending);
            }
        };
    }
}
