package io.tpcbench.workload.tpch.query;

import java.time.LocalDate;
import java.util.Map;

/** Q3, the Shipping Priority Query (TPC-H 2.4.3). */
public final class Q3 extends TpchQuery {
    private static final String SQL = """
            SELECT l_orderkey, SUM(l_extendedprice * (1 - l_discount)) AS revenue, o_orderdate, o_shippriority
            FROM customer, orders, lineitem
            WHERE c_mktsegment = '${SEGMENT}' AND c_custkey = o_custkey AND l_orderkey = o_orderkey
              AND o_orderdate < DATE '${DATE}' AND l_shipdate > DATE '${DATE}'
            GROUP BY l_orderkey, o_orderdate, o_shippriority
            ORDER BY revenue DESC, o_orderdate
            LIMIT 10
            """;

    public Q3() {
        super(3, "Shipping Priority", SQL, "E S E E");
    }

    /** 2.4.3.3 SEGMENT a market segment; DATE a day within [1995-03-01, 1995-03-31]. */
    @Override
    public Map<String, String> draw(QgenRandom random, double sf) {
        return params(
                "SEGMENT", random.segment(), "DATE", random.day(LocalDate.of(1995, 3, 1), LocalDate.of(1995, 3, 31)));
    }

    /** 2.4.3.4. */
    @Override
    public Map<String, String> validation(double sf) {
        return params("SEGMENT", "BUILDING", "DATE", "1995-03-15");
    }
}
