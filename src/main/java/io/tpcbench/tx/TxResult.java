package io.tpcbench.tx;

/** What a completed transaction reports besides its latency: the facts the verdicts are made of. */
public sealed interface TxResult {
    /** New-Order: rolled back on purpose for the unused item (TPC-C 2.4.2.3), order lines, remote ones. */
    record NewOrderDone(boolean rolledBack, int lines, int remoteLines) implements TxResult {}

    /** Payment: paid by a customer of another warehouse, customer chosen by last name. */
    record PaymentDone(boolean remote, boolean byName) implements TxResult {}

    /** Order-Status: customer chosen by last name. */
    record OrderStatusDone(boolean byName) implements TxResult {}

    /** Delivery's terminal part: the request is queued (TPC-C 2.7.2.1). */
    record DeliveryQueued() implements TxResult {}

    /** Stock-Level: the number of distinct items below the threshold. */
    record StockLevelDone(int lowStock) implements TxResult {}
}
