package io.tpcbench.workload.tpcc.tx;

import io.tpcbench.workload.Result;
import java.math.BigDecimal;

/** What a completed transaction reports besides its latency: the facts the verdicts are made of. */
public sealed interface TxResult extends Result {
    /**
     * New-Order: rolled back on purpose for the unused item (TPC-C 2.4.2.3), order lines, remote
     * ones, and the terminal's output (2.4.3.3): the order's total and each line's brand-generic
     * flag ('B' or 'G'); no total and no flags for a rolled-back order.
     */
    record NewOrderDone(boolean rolledBack, int lines, int remoteLines, BigDecimal total, String brandGeneric)
            implements TxResult {
        /** A New-Order rolled back for its unused item: nothing to show. */
        static NewOrderDone rolledBack(int lines, int remoteLines) {
            return new NewOrderDone(true, lines, remoteLines, null, "");
        }
    }

    /**
     * Payment: paid by a customer of another warehouse, customer chosen by last name, and for a
     * customer with bad credit the first 200 characters of C_DATA the terminal shows (2.5.3.3;
     * null otherwise, or when the commit was in doubt).
     */
    record PaymentDone(boolean remote, boolean byName, String customerData) implements TxResult {}

    /**
     * Order-Status: customer chosen by last name, and the terminal's output (2.6.3.3): the
     * customer's last order (0 when it has none) and how many lines it has.
     */
    record OrderStatusDone(boolean byName, int orderId, int lines) implements TxResult {}

    /** Delivery's terminal part: the request is queued (TPC-C 2.7.2.1). */
    record DeliveryQueued() implements TxResult {}

    /** Stock-Level: the number of distinct items below the threshold. */
    record StockLevelDone(int lowStock) implements TxResult {}
}
