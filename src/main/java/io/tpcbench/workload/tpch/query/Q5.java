package io.tpcbench.workload.tpch.query;

import java.util.Map;

/** Q5, the Local Supplier Volume Query (TPC-H 2.4.5). */
public final class Q5 extends TpchQuery {
    private static final String SQL = """
            SELECT n_name, SUM(l_extendedprice * (1 - l_discount)) AS revenue
            FROM customer, orders, lineitem, supplier, nation, region
            WHERE c_custkey = o_custkey AND l_orderkey = o_orderkey AND l_suppkey = s_suppkey
              AND c_nationkey = s_nationkey AND s_nationkey = n_nationkey AND n_regionkey = r_regionkey
              AND r_name = '${REGION}' AND o_orderdate >= DATE '${DATE}'
              AND o_orderdate < DATE '${DATE}' + INTERVAL '1' YEAR
            GROUP BY n_name
            ORDER BY revenue DESC
            """;

    public Q5() {
        super(5, "Local Supplier Volume", SQL, "E S");
    }

    /** 2.4.5.3 REGION a region name; DATE January 1st of a year within [1993, 1997]. */
    @Override
    public Map<String, String> draw(QgenRandom random, double sf) {
        return params("REGION", random.region(), "DATE", random.year(1993, 1997));
    }

    /** 2.4.5.4. */
    @Override
    public Map<String, String> validation(double sf) {
        return params("REGION", "ASIA", "DATE", "1994-01-01");
    }
}
