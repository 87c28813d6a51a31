package io.tpcbench.workload.tpch.query;

import java.util.Map;

/** Q9, the Product Type Profit Measure Query (TPC-H 2.4.9). */
public final class Q9 extends TpchQuery {
    private static final String SQL = """
            SELECT nation, o_year, SUM(amount) AS sum_profit
            FROM (
              SELECT n_name AS nation, EXTRACT(YEAR FROM o_orderdate) AS o_year,
                     l_extendedprice * (1 - l_discount) - ps_supplycost * l_quantity AS amount
              FROM part, supplier, lineitem, partsupp, orders, nation
              WHERE s_suppkey = l_suppkey AND ps_suppkey = l_suppkey AND ps_partkey = l_partkey
                AND p_partkey = l_partkey AND o_orderkey = l_orderkey AND s_nationkey = n_nationkey
                AND p_name LIKE '%${COLOR}%') AS profit
            GROUP BY nation, o_year
            ORDER BY nation, o_year DESC
            """;

    public Q9() {
        super(9, "Product Type Profit Measure", SQL, "E E S");
    }

    /** 2.4.9.3 COLOR one of the colors of p_name. */
    @Override
    public Map<String, String> draw(QgenRandom random, double sf) {
        return params("COLOR", random.color());
    }

    /** 2.4.9.4. */
    @Override
    public Map<String, String> validation(double sf) {
        return params("COLOR", "green");
    }
}
