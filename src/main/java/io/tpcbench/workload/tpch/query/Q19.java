package io.tpcbench.workload.tpch.query;

import java.util.Map;

/** Q19, the Discounted Revenue Query (TPC-H 2.4.19). */
public final class Q19 extends TpchQuery {
    private static final String SQL = """
            SELECT SUM(l_extendedprice * (1 - l_discount)) AS revenue
            FROM lineitem, part
            WHERE (p_partkey = l_partkey AND p_brand = '${BRAND1}'
                   AND p_container IN ('SM CASE', 'SM BOX', 'SM PACK', 'SM PKG')
                   AND l_quantity >= ${QUANTITY1} AND l_quantity <= ${QUANTITY1} + 10 AND p_size BETWEEN 1 AND 5
                   AND l_shipmode IN ('AIR', 'AIR REG') AND l_shipinstruct = 'DELIVER IN PERSON')
               OR (p_partkey = l_partkey AND p_brand = '${BRAND2}'
                   AND p_container IN ('MED BAG', 'MED BOX', 'MED PKG', 'MED PACK')
                   AND l_quantity >= ${QUANTITY2} AND l_quantity <= ${QUANTITY2} + 10 AND p_size BETWEEN 1 AND 10
                   AND l_shipmode IN ('AIR', 'AIR REG') AND l_shipinstruct = 'DELIVER IN PERSON')
               OR (p_partkey = l_partkey AND p_brand = '${BRAND3}'
                   AND p_container IN ('LG CASE', 'LG BOX', 'LG PACK', 'LG PKG')
                   AND l_quantity >= ${QUANTITY3} AND l_quantity <= ${QUANTITY3} + 10 AND p_size BETWEEN 1 AND 15
                   AND l_shipmode IN ('AIR', 'AIR REG') AND l_shipinstruct = 'DELIVER IN PERSON')
            """;

    public Q19() {
        super(19, "Discounted Revenue", SQL, "S");
    }

    /** 2.4.19.3 QUANTITY1 within [1, 10], QUANTITY2 within [10, 20], QUANTITY3 within [20, 30]; BRAND1..3 Brand#MN. */
    @Override
    public Map<String, String> draw(QgenRandom random, double sf) {
        return params(
                "QUANTITY1",
                Integer.toString(random.between(1, 10)),
                "QUANTITY2",
                Integer.toString(random.between(10, 20)),
                "QUANTITY3",
                Integer.toString(random.between(20, 30)),
                "BRAND1",
                random.brand(),
                "BRAND2",
                random.brand(),
                "BRAND3",
                random.brand());
    }

    /** 2.4.19.4. */
    @Override
    public Map<String, String> validation(double sf) {
        return params(
                "QUANTITY1",
                "1",
                "QUANTITY2",
                "10",
                "QUANTITY3",
                "20",
                "BRAND1",
                "Brand#12",
                "BRAND2",
                "Brand#23",
                "BRAND3",
                "Brand#34");
    }
}
