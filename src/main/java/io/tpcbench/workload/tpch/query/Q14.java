package io.tpcbench.workload.tpch.query;

import java.time.LocalDate;
import java.util.Map;

/** Q14, the Promotion Effect Query (TPC-H 2.4.14). */
public final class Q14 extends TpchQuery {
    private static final String SQL = """
            SELECT 100.00 * SUM(CASE WHEN p_type LIKE 'PROMO%' THEN l_extendedprice * (1 - l_discount) ELSE 0 END)
                   / SUM(l_extendedprice * (1 - l_discount)) AS promo_revenue
            FROM lineitem, part
            WHERE l_partkey = p_partkey AND l_shipdate >= DATE '${DATE}' AND l_shipdate < DATE '${DATE}' + INTERVAL '1' MONTH
            """;

    public Q14() {
        super(14, "Promotion Effect", SQL, "RS");
    }

    /** 2.4.14.3 DATE the first day of a month from January 1993 to December 1997. */
    @Override
    public Map<String, String> draw(QgenRandom random, double sf) {
        return params("DATE", random.month(LocalDate.of(1993, 1, 1), LocalDate.of(1997, 12, 1)));
    }

    /** 2.4.14.4. */
    @Override
    public Map<String, String> validation(double sf) {
        return params("DATE", "1995-09-01");
    }
}
