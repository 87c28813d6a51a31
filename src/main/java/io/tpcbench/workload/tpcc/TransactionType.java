package io.tpcbench.workload.tpcc;

import io.tpcbench.workload.Kind;

/** The five TPC-C transactions (the TPC-C workload's kinds), with BenchmarkSQL's display names and the clause 5.2.5 timings. */
public enum TransactionType implements Kind {
    // TPC-C 5.2.5.3: the 90th percentile response time limits, 5 s but Stock-Level's 20 s
    // (Delivery's is that of its interactive part, queueing the deferred one)
    NEW_ORDER("New-Order", "NO", 18, 12, 5),
    PAYMENT("Payment", "P", 3, 12, 5),
    ORDER_STATUS("Order-Status", "OS", 2, 10, 5),
    DELIVERY("Delivery", "D", 2, 5, 5),
    STOCK_LEVEL("Stock-Level", "SL", 2, 5, 20);

    private final String displayName;
    private final String shortName;
    private final int keyingSecs;
    private final int meanThinkSecs;
    private final int limitSecs;

    TransactionType(String displayName, String shortName, int keyingSecs, int meanThinkSecs, int limitSecs) {
        this.limitSecs = limitSecs;
        this.displayName = displayName;
        this.shortName = shortName;
        this.keyingSecs = keyingSecs;
        this.meanThinkSecs = meanThinkSecs;
    }

    public String displayName() {
        return displayName;
    }

    public String shortName() {
        return shortName;
    }

    /** Minimum keying time (TPC-C 5.2.5.2). */
    public int keyingSecs() {
        return keyingSecs;
    }

    /** The 90th percentile response time limit (TPC-C 5.2.5.3), also the time above which one is late. */
    @Override
    public double responseTimeLimitSecs() {
        return limitSecs;
    }

    /** Mean think time (TPC-C 5.2.5.4). */
    public int meanThinkSecs() {
        return meanThinkSecs;
    }
}
