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

    /** tpcbench's profiles, each step's statements sent as {@code sending} says (not as procedures). */
    static Transactions sending(Sending sending) {
        return route(Route.of(sending));
    }

    /** tpcbench's profiles, each step's statements sent as {@code route} says. */
    static Transactions route(Route route) {
        return new Transactions() {
            @Override
            public TxResult.NewOrderDone newOrder(Connection c, NewOrderInput in) throws SQLException {
                return NewOrder.execute(c, in, route);
            }

            @Override
            public TxResult.PaymentDone payment(Connection c, Payment.Input in) throws SQLException {
                return Payment.execute(c, in, route);
            }

            @Override
            public TxResult.OrderStatusDone orderStatus(Connection c, OrderStatus.Input in) throws SQLException {
                return OrderStatus.execute(c, in, route);
            }

            @Override
            public TxResult.StockLevelDone stockLevel(Connection c, StockLevel.Input in) throws SQLException {
                return StockLevel.execute(c, in, route);
            }

            @Override
            public Delivery.Done delivery(Connection c, Delivery.Input in) throws SQLException {
                return Delivery.execute(c, in, route);
            }
        };
    }
}
