package io.tpcbench.workload.tpch.query;

import java.time.LocalDate;
import java.util.Map;

/** Q4, the Order Priority Checking Query (TPC-H 2.4.4). */
public final class Q4 extends TpchQuery {
    private static final String SQL = """
            SELECT o_orderpriority, COUNT(*) AS order_count
            FROM orders
            WHERE o_orderdate >= DATE '${DATE}' AND o_orderdate < DATE '${DATE}' + INTERVAL '3' MONTH
              AND EXISTS (SELECT * FROM lineitem WHERE l_orderkey = o_orderkey AND l_commitdate < l_receiptdate)
            GROUP BY o_orderpriority
            ORDER BY o_orderpriority
            """;

    public Q4() {
        super(4, "Order Priority Checking", SQL, "E E");
    }

    /** 2.4.4.3 DATE the first day of a month from January 1993 to October 1997. */
    @Override
    public Map<String, String> draw(QgenRandom random, double sf) {
        return params("DATE", random.month(LocalDate.of(1993, 1, 1), LocalDate.of(1997, 10, 1)));
    }

    /** 2.4.4.4. */
    @Override
    public Map<String, String> validation(double sf) {
        return params("DATE", "1993-07-01");
    }
}
