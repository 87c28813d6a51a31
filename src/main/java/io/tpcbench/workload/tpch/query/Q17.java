package io.tpcbench.workload.tpch.query;

import java.util.Map;

/** Q17, the Small-Quantity-Order Revenue Query (TPC-H 2.4.17). */
public final class Q17 extends TpchQuery {
    private static final String SQL = """
            SELECT SUM(l_extendedprice) / 7.0 AS avg_yearly
            FROM lineitem, part
            WHERE p_partkey = l_partkey AND p_brand = '${BRAND}' AND p_container = '${CONTAINER}'
              AND l_quantity < (SELECT 0.2 * AVG(l_quantity) FROM lineitem WHERE l_partkey = p_partkey)
            """;

    public Q17() {
        super(17, "Small-Quantity-Order Revenue", SQL, "RS");
    }

    /** 2.4.17.3 BRAND Brand#MN; CONTAINER a container (its two syllables). */
    @Override
    public Map<String, String> draw(QgenRandom random, double sf) {
        return params("BRAND", random.brand(), "CONTAINER", random.container());
    }

    /** 2.4.17.4. */
    @Override
    public Map<String, String> validation(double sf) {
        return params("BRAND", "Brand#23", "CONTAINER", "MED BOX");
    }
}
