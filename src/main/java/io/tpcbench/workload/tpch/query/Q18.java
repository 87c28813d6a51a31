package io.tpcbench.workload.tpch.query;

import java.util.Map;

/** Q18, the Large Volume Customer Query (TPC-H 2.4.18). */
public final class Q18 extends TpchQuery {
    private static final String SQL = """
            SELECT c_name, c_custkey, o_orderkey, o_orderdate, o_totalprice, SUM(l_quantity)
            FROM customer, orders, lineitem
            WHERE o_orderkey IN (SELECT l_orderkey FROM lineitem GROUP BY l_orderkey HAVING SUM(l_quantity) > ${QUANTITY})
              AND c_custkey = o_custkey AND o_orderkey = l_orderkey
            GROUP BY c_name, c_custkey, o_orderkey, o_orderdate, o_totalprice
            ORDER BY o_totalprice DESC, o_orderdate
            LIMIT 100
            """;

    public Q18() {
        super(18, "Large Volume Customer", SQL, "E E E E E E");
    }

    /** 2.4.18.3 QUANTITY within [312, 315]. */
    @Override
    public Map<String, String> draw(QgenRandom random, double sf) {
        return params("QUANTITY", Integer.toString(random.between(312, 315)));
    }

    /** 2.4.18.4. */
    @Override
    public Map<String, String> validation(double sf) {
        return params("QUANTITY", "300");
    }
}
