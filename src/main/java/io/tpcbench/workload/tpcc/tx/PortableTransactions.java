package io.tpcbench.workload.tpcc.tx;

import java.sql.Connection;
import java.sql.SQLException;

/**
 * The portable statement mode ({@code portableStatements}): the five profiles of TPC-C 2.4-2.8
 * in the statement shapes of the peer tools, every statement a plain prepared statement and its
 * own round trip, as BenchmarkSQL 5 and go-tpc send them: the shapes distributed MySQL-compatible
 * engines (TiDB, PolarDB-X, OceanBase) are known to take, which their sharding profiles select.
 * Each profile is its own class ({@code PortableNewOrder} ... {@code PortableDelivery}) over
 * {@code PortableStatements}. The COMMIT travels alone; a commit whose answer is lost is resolved
 * by the same evidence as tpcbench's own transactions.
 * It is also the reference of the driver benchmark (run/benchDriver.sh).
 */
public final class PortableTransactions implements Transactions {
    @Override
    public TxResult.NewOrderDone newOrder(Connection c, NewOrderInput in) throws SQLException {
        return PortableNewOrder.execute(c, in);
    }

    @Override
    public TxResult.PaymentDone payment(Connection c, Payment.Input in) throws SQLException {
        return PortablePayment.execute(c, in);
    }

    @Override
    public TxResult.OrderStatusDone orderStatus(Connection c, OrderStatus.Input in) throws SQLException {
        return PortableOrderStatus.execute(c, in);
    }

    @Override
    public TxResult.StockLevelDone stockLevel(Connection c, StockLevel.Input in) throws SQLException {
        return PortableStockLevel.execute(c, in);
    }

    @Override
    public Delivery.Done delivery(Connection c, Delivery.Input in) throws SQLException {
        return PortableDelivery.execute(c, in);
    }
}
