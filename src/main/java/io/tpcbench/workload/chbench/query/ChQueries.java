package io.tpcbench.workload.chbench.query;

import java.util.List;

/** CH-benCHmark's 22 queries, Q1 first. */
public final class ChQueries {
    private static final List<ChQuery> ALL = List.of(
            new Q1(), new Q2(), new Q3(), new Q4(), new Q5(), new Q6(), new Q7(), new Q8(), new Q9(), new Q10(),
            new Q11(), new Q12(), new Q13(), new Q14(), new Q15(), new Q16(), new Q17(), new Q18(), new Q19(),
            new Q20(), new Q21(), new Q22());

    private ChQueries() {}

    public static List<ChQuery> all() {
        return ALL;
    }

    /** Query {@code number} (1..22). */
    public static ChQuery of(int number) {
        if (number < 1 || number > ALL.size()) {
            throw new IllegalArgumentException("CH-benCHmark has no query " + number + " (1.." + ALL.size() + ")");
        }
        return ALL.get(number - 1);
    }
}
