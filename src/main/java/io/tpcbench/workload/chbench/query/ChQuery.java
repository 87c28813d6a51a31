package io.tpcbench.workload.chbench.query;

/**
 * One of CH-benCHmark's 22 analytical queries (Cole et al., DBTest 2011): TPC-H's query of the same
 * number rewritten over TPC-C's tables plus SUPPLIER, NATION and REGION, as one SELECT in MySQL-family
 * syntax. CH queries have no substitution parameters: the constants are the paper's.
 *
 * <p>The paper's joins to its extra tables: a stock row's supplier is {@code mod(s_w_id * s_i_id, 10000)},
 * a customer's nation is {@code ascii(substr(c_state, 1, 1))}.
 */
public abstract class ChQuery {
    /**
     * The upper bound of the date ranges of Q4, Q6, Q7, Q8, Q12 and Q14. The paper's (2012-01-02,
     * 2020-01-01, 2020-01-02) lay after every date its data held, so those ranges held all of it; a
     * database built or run today holds dates after them, and its queries would read nothing (Q4 answered
     * in 7 ms at W=1). Here they lie after every date a database of ours holds, so the ranges hold all
     * of it, as the paper's did (go-tpc moved them to 2030 and 2032, which a run of 2030 passes).
     */
    public static final String LATEST = "2100-01-01 00:00:00";

    private final int number;
    private final String name;
    private final String sql;

    /** Query {@code number} (1..22), named as TPC-H names the query it adapts; {@code ${LATEST}} in {@code sql} is {@link #LATEST}. */
    protected ChQuery(int number, String name, String sql) {
        this.number = number;
        this.name = name;
        this.sql = sql.replace("${LATEST}", LATEST);
    }

    public int number() {
        return number;
    }

    /** TPC-H's name for the query this one adapts, e.g. "Pricing Summary Report". */
    public String name() {
        return name;
    }

    /** The SELECT, ready to run. */
    public String sql() {
        return sql;
    }

    @Override
    public String toString() {
        return "Q" + number;
    }
}
