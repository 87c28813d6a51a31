package io.tpcbench.workload.tpcc;

import io.tpcbench.workload.Result;
import io.tpcbench.workload.tpcc.summary.Sections;
import io.tpcbench.workload.tpcc.tx.TxResult;
import java.util.concurrent.atomic.LongAdder;

/**
 * The facts behind TPC-C's percentage verdicts, counted over the measurement window, and the
 * committed writes of the whole session for the exact comparison with the database's counters.
 */
final class MixCounters {
    private final LongAdder orderLines = new LongAdder();
    private final LongAdder remoteOrderLines = new LongAdder();
    private final LongAdder remotePayments = new LongAdder();
    private final LongAdder byNamePayments = new LongAdder();
    private final LongAdder byNameOrderStatus = new LongAdder();
    private final LongAdder deliveriesSkipped = new LongAdder();
    private final LongAdder districtsSkipped = new LongAdder();
    private final LongAdder committedNewOrders = new LongAdder();
    private final LongAdder committedPayments = new LongAdder();

    /** A transaction of the window: its order lines, remote customers, customers by name. */
    void completed(Result result) {
        switch (result) {
            case TxResult.NewOrderDone no -> {
                if (!no.rolledBack()) {
                    orderLines.add(no.lines());
                    remoteOrderLines.add(no.remoteLines());
                }
            }
            case TxResult.PaymentDone p -> {
                if (p.remote()) {
                    remotePayments.increment();
                }
                if (p.byName()) {
                    byNamePayments.increment();
                }
            }
            case TxResult.OrderStatusDone os -> {
                if (os.byName()) {
                    byNameOrderStatus.increment();
                }
            }
            default -> {}
        }
    }

    /** Every committed write of the session, window or not, for an exact comparison with the database. */
    void committed(Result result) {
        switch (result) {
            case TxResult.NewOrderDone no when !no.rolledBack() -> committedNewOrders.increment();
            case TxResult.PaymentDone p -> committedPayments.increment();
            default -> {}
        }
    }

    /** A deferred Delivery of the window that skipped districts (the strict reading of 2.7.4.2). */
    void deliverySkipped(int districts) {
        if (districts > 0) {
            deliveriesSkipped.increment();
            districtsSkipped.add(districts);
        }
    }

    Sections.MixCounts counts() {
        return new Sections.MixCounts(
                orderLines.sum(),
                remoteOrderLines.sum(),
                remotePayments.sum(),
                byNamePayments.sum(),
                byNameOrderStatus.sum());
    }

    long deliveriesSkipped() {
        return deliveriesSkipped.sum();
    }

    long districtsSkipped() {
        return districtsSkipped.sum();
    }

    long committedNewOrders() {
        return committedNewOrders.sum();
    }

    long committedPayments() {
        return committedPayments.sum();
    }
}
