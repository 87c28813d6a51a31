package io.tpcbench.driver;

import io.tpcbench.config.TransactionType;
import io.tpcbench.metrics.Faults;
import io.tpcbench.metrics.RunStats;
import io.tpcbench.tx.TxResult;

/** Turns a transaction's result into the window's statistics. */
final class Facts {
    private Facts() {}

    static boolean rolledBack(TxResult result) {
        return result instanceof TxResult.NewOrderDone no && no.rolledBack();
    }

    /** Every committed write of the session, window or not, for an exact comparison with the database. */
    static void committed(Faults faults, TxResult result) {
        switch (result) {
            case TxResult.NewOrderDone no when !no.rolledBack() -> faults.committedNewOrder();
            case TxResult.PaymentDone p -> faults.committedPayment();
            default -> { }
        }
    }

    static void record(RunStats stats, TransactionType type, long latencyMicros, TxResult result) {
        stats.completed(type, latencyMicros, rolledBack(result));
        switch (result) {
            case TxResult.NewOrderDone no -> {
                if (!no.rolledBack()) {
                    stats.newOrderLines(no.lines(), no.remoteLines());
                }
            }
            case TxResult.PaymentDone p -> stats.paymentCustomer(p.remote(), p.byName());
            case TxResult.OrderStatusDone os -> {
                if (os.byName()) {
                    stats.orderStatusByName();
                }
            }
            case TxResult.DeliveryQueued d -> { }
            case TxResult.StockLevelDone s -> { }
        }
    }
}
