package io.tpcbench.workload.tpcc;

import io.tpcbench.gen.TpccRandom;
import io.tpcbench.workload.Deferrer;
import io.tpcbench.workload.Work;
import io.tpcbench.workload.WorkSource;
import io.tpcbench.workload.tpcc.tx.Delivery;
import io.tpcbench.workload.tpcc.tx.Home;
import io.tpcbench.workload.tpcc.tx.NewOrderInput;
import io.tpcbench.workload.tpcc.tx.OrderStatus;
import io.tpcbench.workload.tpcc.tx.Payment;
import io.tpcbench.workload.tpcc.tx.StockLevel;
import io.tpcbench.workload.tpcc.tx.Transactions;

/**
 * A TPC-C terminal's source of transactions (TPC-C 5.2.4.2, 2.4.1 ... 2.8.1): the next card of its
 * deck, with the input drawn for its home warehouse (or, with {@code terminalWarehouseFixed=false},
 * a warehouse drawn per transaction as BenchmarkSQL does).
 */
final class TpccTerminal implements WorkSource {
    /** What every terminal of a run shares. */
    record Shared(
            Transactions transactions,
            Timing timing,
            int warehouses,
            WarehouseRange homes,
            boolean fixedWarehouse,
            boolean stampDeliveries) {}

    private final Shared shared;
    private final Home home;
    private final TpccRandom random;
    private final Deck deck;
    private final Deferrer deferrer;

    TpccTerminal(Shared shared, Home home, TpccRandom random, Deck deck, Deferrer deferrer) {
        this.shared = shared;
        this.home = home;
        this.random = random;
        this.deck = deck;
        this.deferrer = deferrer;
    }

    /** A card and its input drawn: nothing to wait for. */
    @Override
    public boolean drawsWithoutWaiting() {
        return true;
    }

    @Override
    public Work next() {
        TransactionType type = deck.next();
        Home at = shared.fixedWarehouse()
                ? home
                : new Home(random.uniform(shared.homes().from(), shared.homes().to()), home.districtId());
        int w = at.warehouseId();
        Transactions tx = shared.transactions();
        Timing timing = shared.timing();
        return switch (type) {
            case NEW_ORDER ->
                TpccWork.of(
                        type,
                        w,
                        timing,
                        NewOrderInput.generate(random, w, shared.warehouses()),
                        tx,
                        Transactions::newOrder);
            case PAYMENT ->
                TpccWork.of(
                        type, w, timing, Payment.generate(random, w, shared.warehouses()), tx, Transactions::payment);
            case ORDER_STATUS ->
                TpccWork.of(type, w, timing, OrderStatus.generate(random, w), tx, Transactions::orderStatus);
            case STOCK_LEVEL ->
                TpccWork.of(
                        type, w, timing, StockLevel.generate(random, w, at.districtId()), tx, Transactions::stockLevel);
            case DELIVERY ->
                TpccWork.queueDelivery(Delivery.generate(random, w), timing, tx, deferrer, shared.stampDeliveries());
        };
    }
}
