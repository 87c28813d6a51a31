package io.tpcbench.workload.tpch.query;

import java.util.Map;

/** Q8, the National Market Share Query (TPC-H 2.4.8). */
public final class Q8 extends TpchQuery {
    private static final String SQL = """
            SELECT o_year, SUM(CASE WHEN nation = '${NATION}' THEN volume ELSE 0 END) / SUM(volume) AS mkt_share
            FROM (
              SELECT EXTRACT(YEAR FROM o_orderdate) AS o_year, l_extendedprice * (1 - l_discount) AS volume,
                     n2.n_name AS nation
              FROM part, supplier, lineitem, orders, customer, nation n1, nation n2, region
              WHERE p_partkey = l_partkey AND s_suppkey = l_suppkey AND l_orderkey = o_orderkey
                AND o_custkey = c_custkey AND c_nationkey = n1.n_nationkey AND n1.n_regionkey = r_regionkey
                AND r_name = '${REGION}' AND s_nationkey = n2.n_nationkey
                AND o_orderdate BETWEEN DATE '1995-01-01' AND DATE '1996-12-31' AND p_type = '${TYPE}') AS all_nations
            GROUP BY o_year
            ORDER BY o_year
            """;

    public Q8() {
        super(8, "National Market Share", SQL, "E RS");
    }

    /** 2.4.8.3 NATION a nation; REGION the region of NATION; TYPE a whole part type. */
    @Override
    public Map<String, String> draw(QgenRandom random, double sf) {
        int nation = random.nation();
        return params(
                "NATION", QgenRandom.nationName(nation), "REGION", QgenRandom.regionOf(nation), "TYPE", random.type());
    }

    /** 2.4.8.4. */
    @Override
    public Map<String, String> validation(double sf) {
        return params("NATION", "BRAZIL", "REGION", "AMERICA", "TYPE", "ECONOMY ANODIZED STEEL");
    }
}
