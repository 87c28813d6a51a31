package io.tpcbench.workload.tpch.query;

import java.util.Map;

/** Q21, the Suppliers Who Kept Orders Waiting Query (TPC-H 2.4.21). */
public final class Q21 extends TpchQuery {
    private static final String SQL = """
            SELECT s_name, COUNT(*) AS numwait
            FROM supplier, lineitem l1, orders, nation
            WHERE s_suppkey = l1.l_suppkey AND o_orderkey = l1.l_orderkey AND o_orderstatus = 'F'
              AND l1.l_receiptdate > l1.l_commitdate
              AND EXISTS (SELECT * FROM lineitem l2 WHERE l2.l_orderkey = l1.l_orderkey AND l2.l_suppkey <> l1.l_suppkey)
              AND NOT EXISTS (SELECT * FROM lineitem l3 WHERE l3.l_orderkey = l1.l_orderkey
                              AND l3.l_suppkey <> l1.l_suppkey AND l3.l_receiptdate > l3.l_commitdate)
              AND s_nationkey = n_nationkey AND n_name = '${NATION}'
            GROUP BY s_name
            ORDER BY numwait DESC, s_name
            LIMIT 100
            """;

    public Q21() {
        super(21, "Suppliers Who Kept Orders Waiting", SQL, "E E");
    }

    /** 2.4.21.3 NATION a nation. */
    @Override
    public Map<String, String> draw(QgenRandom random, double sf) {
        return params("NATION", QgenRandom.nationName(random.nation()));
    }

    /** 2.4.21.4. */
    @Override
    public Map<String, String> validation(double sf) {
        return params("NATION", "SAUDI ARABIA");
    }
}
