package io.tpcbench.driver;

import io.tpcbench.config.TransactionType;
import io.tpcbench.tx.Delivery;
import io.tpcbench.tx.Home;
import io.tpcbench.tx.NewOrder;
import io.tpcbench.tx.OrderStatus;
import io.tpcbench.tx.Payment;
import io.tpcbench.tx.StockLevel;
import io.tpcbench.tx.Transactions;
import io.tpcbench.tx.TxResult;
import io.tpcbench.random.TpccRandom;
import java.sql.Connection;
import java.sql.SQLException;

/** One transaction with its generated input, ready to run on a connection. */
interface Work {
    TransactionType type();

    /** False for Delivery's terminal part, which only queues the request. */
    default boolean needsConnection() {
        return true;
    }

    TxResult execute(Connection c, Transactions transactions) throws SQLException;

    /** The input of {@code type} for a terminal at {@code home} (TPC-C 2.4.1 ... 2.8.1). */
    static Work create(TransactionType type, TpccRandom r, Home home, int warehouses, DeferredDelivery deliveries) {
        int w = home.warehouseId();
        return switch (type) {
            case NEW_ORDER -> of(type, NewOrder.generate(r, w, warehouses), Transactions::newOrder);
            case PAYMENT -> of(type, Payment.generate(r, w, warehouses), Transactions::payment);
            case ORDER_STATUS -> of(type, OrderStatus.generate(r, w), Transactions::orderStatus);
            case STOCK_LEVEL -> of(type, StockLevel.generate(r, w, home.districtId()), Transactions::stockLevel);
            case DELIVERY -> new QueueDelivery(Delivery.generate(r, w), deliveries);
        };
    }

    /** A transaction of the set, taking its input. */
    interface Body<I> {
        TxResult execute(Transactions transactions, Connection c, I input) throws SQLException;
    }

    static <I> Work of(TransactionType type, I input, Body<I> body) {
        return new Work() {
            @Override
            public TransactionType type() {
                return type;
            }

            @Override
            public TxResult execute(Connection c, Transactions transactions) throws SQLException {
                return body.execute(transactions, c, input);
            }
        };
    }

    /** Delivery at the terminal: queue the request for the background workers (TPC-C 2.7.2.1). */
    record QueueDelivery(Delivery.Input input, DeferredDelivery deliveries) implements Work {
        @Override
        public TransactionType type() {
            return TransactionType.DELIVERY;
        }

        @Override
        public boolean needsConnection() {
            return false;
        }

        @Override
        public TxResult execute(Connection unused, Transactions none) {
            deliveries.enqueue(input);
            return new TxResult.DeliveryQueued();
        }
    }
}
