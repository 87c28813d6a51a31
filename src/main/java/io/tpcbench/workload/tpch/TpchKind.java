package io.tpcbench.workload.tpch;

import io.tpcbench.workload.Kind;
import java.util.Arrays;
import java.util.List;

/**
 * The 22 queries and the two refresh functions (TPC-H 2.6, 2.7) as the engine counts them: one kind
 * each, named as people publish them (Q01 ... Q22, RF1, RF2).
 */
enum TpchKind implements Kind {
    Q01,
    Q02,
    Q03,
    Q04,
    Q05,
    Q06,
    Q07,
    Q08,
    Q09,
    Q10,
    Q11,
    Q12,
    Q13,
    Q14,
    Q15,
    Q16,
    Q17,
    Q18,
    Q19,
    Q20,
    Q21,
    Q22,
    RF1,
    RF2;

    static final List<TpchKind> ALL = Arrays.asList(values());

    /** The 22 queries, without the refresh functions. */
    static final List<TpchKind> QUERIES = ALL.subList(0, 22);

    /** The kind of query {@code number} (1..22). */
    static TpchKind of(int number) {
        return values()[number - 1];
    }

    int number() {
        return ordinal() + 1;
    }

    @Override
    public String displayName() {
        return name();
    }

    @Override
    public String shortName() {
        return name();
    }
}
