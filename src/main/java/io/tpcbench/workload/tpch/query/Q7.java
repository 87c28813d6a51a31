package io.tpcbench.workload.tpch.query;

import java.util.Map;

/** Q7, the Volume Shipping Query (TPC-H 2.4.7). */
public final class Q7 extends TpchQuery {
    private static final String SQL = """
            SELECT supp_nation, cust_nation, l_year, SUM(volume) AS revenue
            FROM (
              SELECT n1.n_name AS supp_nation, n2.n_name AS cust_nation, EXTRACT(YEAR FROM l_shipdate) AS l_year,
                     l_extendedprice * (1 - l_discount) AS volume
              FROM supplier, lineitem, orders, customer, nation n1, nation n2
              WHERE s_suppkey = l_suppkey AND o_orderkey = l_orderkey AND c_custkey = o_custkey
                AND s_nationkey = n1.n_nationkey AND c_nationkey = n2.n_nationkey
                AND ((n1.n_name = '${NATION1}' AND n2.n_name = '${NATION2}')
                  OR (n1.n_name = '${NATION2}' AND n2.n_name = '${NATION1}'))
                AND l_shipdate BETWEEN DATE '1995-01-01' AND DATE '1996-12-31') AS shipping
            GROUP BY supp_nation, cust_nation, l_year
            ORDER BY supp_nation, cust_nation, l_year
            """;

    public Q7() {
        super(7, "Volume Shipping", SQL, "E E E S");
    }

    /** 2.4.7.3 NATION1 and NATION2 two different nations. */
    @Override
    public Map<String, String> draw(QgenRandom random, double sf) {
        int first = random.nation();
        int second = random.nation();
        while (second == first) {
            second = random.nation();
        }
        return params("NATION1", QgenRandom.nationName(first), "NATION2", QgenRandom.nationName(second));
    }

    /** 2.4.7.4. */
    @Override
    public Map<String, String> validation(double sf) {
        return params("NATION1", "FRANCE", "NATION2", "GERMANY");
    }
}
