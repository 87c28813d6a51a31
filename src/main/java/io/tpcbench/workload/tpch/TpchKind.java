package io.tpcbench.workload.tpch;

import io.tpcbench.workload.Kind;
import java.util.Arrays;
import java.util.List;

/** The 22 queries as the engine counts them: one kind each, named as people publish them (Q01 ... Q22). */
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
    Q22;

    static final List<TpchKind> ALL = Arrays.asList(values());

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
