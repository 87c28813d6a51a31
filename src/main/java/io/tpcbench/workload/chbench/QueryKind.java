package io.tpcbench.workload.chbench;

import io.tpcbench.workload.Kind;
import io.tpcbench.workload.chbench.query.ChQuery;

/**
 * One of CH-benCHmark's 22 queries as the engine counts it: after TPC-C's five transactions in the
 * workload's kinds ({@code ordinal} from 5), named {@code CH_Q1} in files and {@code Q1} where people read it.
 */
record QueryKind(ChQuery query, int ordinal) implements Kind {
    @Override
    public String name() {
        return "CH_Q" + query.number();
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
