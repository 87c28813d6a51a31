package io.tpcbench.metrics;

import java.util.concurrent.atomic.LongAdder;

/** The facts behind the spec's percentage verdicts, counted over the measurement window. */
public final class MixCounters {
    final LongAdder orderLines = new LongAdder();
    final LongAdder remoteOrderLines = new LongAdder();
    final LongAdder remotePayments = new LongAdder();
    final LongAdder byNamePayments = new LongAdder();
    final LongAdder byNameOrderStatus = new LongAdder();
    final LongAdder deliveriesDone = new LongAdder();
    final LongAdder deliveriesSkipped = new LongAdder();
    final LongAdder districtsSkipped = new LongAdder();
    final LongAdder deliveriesFailed = new LongAdder();
    /** Deferred deliveries waiting in the queue when the window started and when it ended; the workers. */
    volatile long backlogAtStart;
    volatile long backlogAtEnd;
    volatile int deliveryWorkers;

    public long backlogAtStart() {
        return backlogAtStart;
    }

    public long backlogAtEnd() {
        return backlogAtEnd;
    }

    public int deliveryWorkers() {
        return deliveryWorkers;
    }

    public long orderLines() {
        return orderLines.sum();
    }

    public long remoteOrderLines() {
        return remoteOrderLines.sum();
    }

    public long remotePayments() {
        return remotePayments.sum();
    }

    public long byNamePayments() {
        return byNamePayments.sum();
    }

    public long byNameOrderStatus() {
        return byNameOrderStatus.sum();
    }

    public long deliveriesDone() {
        return deliveriesDone.sum();
    }

    /** Deferred deliveries with at least one skipped district (the strict reading of 2.7.4.2). */
    public long deliveriesSkipped() {
        return deliveriesSkipped.sum();
    }

    public long districtsSkipped() {
        return districtsSkipped.sum();
    }

    public long deliveriesFailed() {
        return deliveriesFailed.sum();
    }
}
