package io.tpcbench.workload.tpch.query;

import java.time.LocalDate;
import java.util.Map;

/** Q10, the Returned Item Reporting Query (TPC-H 2.4.10). */
public final class Q10 extends TpchQuery {
    private static final String SQL = """
            SELECT c_custkey, c_name, SUM(l_extendedprice * (1 - l_discount)) AS revenue, c_acctbal, n_name, c_address,
                   c_phone, c_comment
            FROM customer, orders, lineitem, nation
            WHERE c_custkey = o_custkey AND l_orderkey = o_orderkey AND o_orderdate >= DATE '${DATE}'
              AND o_orderdate < DATE '${DATE}' + INTERVAL '3' MONTH AND l_returnflag = 'R' AND c_nationkey = n_nationkey
            GROUP BY c_custkey, c_name, c_acctbal, c_phone, n_name, c_address, c_comment
            ORDER BY revenue DESC
            LIMIT 20
            """;

    public Q10() {
        super(10, "Returned Item Reporting", SQL, "E E S E E E E E");
    }

    /** 2.4.10.3 DATE the first day of a month from February 1993 to January 1995. */
    @Override
    public Map<String, String> draw(QgenRandom random, double sf) {
        return params("DATE", random.month(LocalDate.of(1993, 2, 1), LocalDate.of(1995, 1, 1)));
    }

    /** 2.4.10.4. */
    @Override
    public Map<String, String> validation(double sf) {
        return params("DATE", "1993-10-01");
    }
}
