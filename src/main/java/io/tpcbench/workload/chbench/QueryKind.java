package io.tpcbench.workload.chbench;

import io.tpcbench.workload.Kind;
import io.tpcbench.workload.chbench.query.ChQuery;

/**
 * One of CH-benCHmark's 22 queries as the engine counts it: after TPC-C's five transactions in the
 * workload's kinds ({@code ordinal} from 5), named {@code CH_Q1} in files and {@code Q1} where people read it.
 */
record QueryKind(ChQuery query, int ordinal) implements Kind {
    private static final String PREFIX = "CH_Q";

    /** Whether {@code name} (a latency log's) is a query's. */
    static boolean named(String name) {
        return name.startsWith(PREFIX);
    }

    @Override
    public String name() {
        return PREFIX + query.number();
    }

    @Override
    public String displayName() {
        return "Q" + query.number();
    }

    @Override
    public String shortName() {
        return displayName();
    }
}
