package io.tpcbench.config;

/** The five TPC-C transactions (the TPC-C workload's kinds), with BenchmarkSQL's display names and the clause 5.2.5 timings. */
public enum TransactionType implements io.tpcbench.workload.Kind {
    NEW_ORDER("New-Order", "NO", 18, 12),
    PAYMENT("Payment", "P", 3, 12),
    ORDER_STATUS("Order-Status", "OS", 2, 10),
    DELIVERY("Delivery", "D", 2, 5),
    STOCK_LEVEL("Stock-Level", "SL", 2, 5);

    private final String displayName;
    private final String shortName;
    private final int keyingSecs;
    private final int meanThinkSecs;

    TransactionType(String displayName, String shortName, int keyingSecs, int meanThinkSecs) {
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

    /** Mean think time (TPC-C 5.2.5.4). */
    public int meanThinkSecs() {
        return meanThinkSecs;
    }
}
