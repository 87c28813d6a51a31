package io.tpcbench.workload.tpcc.tx;

import io.tpcbench.db.Sending;
import java.sql.Connection;
import java.sql.SQLException;

/**
 * The portable statement mode ({@code portableStatements}): the five profiles of TPC-C 2.4-2.8
 * in the statement shapes of the peer tools, BenchmarkSQL 5's and go-tpc's plain single-table
 * statements, the shapes distributed MySQL-compatible engines (TiDB, PolarDB-X, OceanBase) are
 * known to take, which their sharding profiles select. Each profile is its own class ({@code
 * PortableNewOrder} ... {@code PortableDelivery}) in steps of {@link Trip}s: the statements of a
 * step, whose inputs are all known before it, go as one multi-statement text or one per round
 * trip, as the {@link Route} says. The COMMIT travels alone; a commit whose answer is lost is
 * resolved by the same evidence as tpcbench's own transactions.
 *
 * New-Order updates its STOCK rows in one statement, Payment reads the warehouse's and the
 * district's names in one and Delivery delivers all districts at once; {@link #asThePeersSendThem}
 * updates STOCK line by line, reads the names a statement each, delivers district by district
 * ({@code PeerDelivery}) and sends one prepared statement per round trip, what the peers send,
 * statement for statement: the reference of the driver benchmark (run/benchDriver.sh).
 */
public final class PortableTransactions implements Transactions {
    private final Route route;
    private final PortableNewOrder newOrder;
    /** Whether these are the peers' statements ({@link #asThePeersSendThem}). */
    private final boolean peers;

    private PortableTransactions(Route route, boolean peers) {
        if (route.sending().commitInText()) {
            throw new IllegalArgumentException("the portable statements send the COMMIT alone, not " + route.sending());
        }
        this.route = route;
        this.newOrder = new PortableNewOrder(route, peers);
        this.peers = peers;
    }

    /** The portable statement mode, sent as {@code route} says, whose COMMIT must travel alone. */
    public PortableTransactions(Route route) {
        this(route, false);
    }

    /**
     * The peers' statements as they send them, the driver benchmark's reference: one prepared
     * statement per round trip, and New-Order's STOCK rows updated line by line.
     */
    public static PortableTransactions asThePeersSendThem() {
        return new PortableTransactions(Route.of(Sending.PREPARED), true);
    }

    @Override
    public TxResult.NewOrderDone newOrder(Connection c, NewOrderInput in) throws SQLException {
        return newOrder.execute(c, in);
    }

    @Override
    public TxResult.PaymentDone payment(Connection c, Payment.Input in) throws SQLException {
        return PortablePayment.execute(c, in, route, peers);
    }

    @Override
    public TxResult.OrderStatusDone orderStatus(Connection c, OrderStatus.Input in) throws SQLException {
        return PortableOrderStatus.execute(c, in, route);
    }

    @Override
    public TxResult.StockLevelDone stockLevel(Connection c, StockLevel.Input in) throws SQLException {
        return PortableStockLevel.execute(c, in, route);
    }

    @Override
    public Delivery.Done delivery(Connection c, Delivery.Input in) throws SQLException {
        return peers ? PeerDelivery.execute(c, in, route) : PortableDelivery.execute(c, in, route);
    }
}
