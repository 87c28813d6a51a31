package io.tpcbench.workload.tpch.query;

import java.util.List;

/** The 22 queries, Q1 first. */
public final class Queries {
    private static final List<TpchQuery> ALL = List.of(
            new Q1(), new Q2(), new Q3(), new Q4(), new Q5(), new Q6(), new Q7(), new Q8(), new Q9(), new Q10(),
            new Q11(), new Q12(), new Q13(), new Q14(), new Q15(), new Q16(), new Q17(), new Q18(), new Q19(),
            new Q20(), new Q21(), new Q22());

    private Queries() {}

    public static List<TpchQuery> all() {
        return ALL;
    }

    /** Query {@code number} (1..22). */
    public static TpchQuery of(int number) {
        return ALL.get(number - 1);
    }
}
