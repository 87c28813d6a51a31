package io.tpcbench.workload.tpch.query;

import java.util.Map;

/** Q12, the Shipping Modes and Order Priority Query (TPC-H 2.4.12). */
public final class Q12 extends TpchQuery {
    private static final String SQL = """
            SELECT l_shipmode,
                   SUM(CASE WHEN o_orderpriority = '1-URGENT' OR o_orderpriority = '2-HIGH' THEN 1 ELSE 0 END) AS high_line_count,
                   SUM(CASE WHEN o_orderpriority <> '1-URGENT' AND o_orderpriority <> '2-HIGH' THEN 1 ELSE 0 END) AS low_line_count
            FROM orders, lineitem
            WHERE o_orderkey = l_orderkey AND l_shipmode IN ('${SHIPMODE1}', '${SHIPMODE2}')
              AND l_commitdate < l_receiptdate AND l_shipdate < l_commitdate AND l_receiptdate >= DATE '${DATE}'
              AND l_receiptdate < DATE '${DATE}' + INTERVAL '1' YEAR
            GROUP BY l_shipmode
            ORDER BY l_shipmode
            """;

    public Q12() {
        super(12, "Shipping Modes and Order Priority", SQL, "E E E");
    }

    /** 2.4.12.3 SHIPMODE1 and SHIPMODE2 two different ship modes; DATE January 1st of a year within [1993, 1997]. */
    @Override
    public Map<String, String> draw(QgenRandom random, double sf) {
        String first = random.shipMode();
        String second = random.shipMode();
        while (second.equals(first)) {
            second = random.shipMode();
        }
        return params("SHIPMODE1", first, "SHIPMODE2", second, "DATE", random.year(1993, 1997));
    }

    /** 2.4.12.4. */
    @Override
    public Map<String, String> validation(double sf) {
        return params("SHIPMODE1", "MAIL", "SHIPMODE2", "SHIP", "DATE", "1994-01-01");
    }
}
