package io.tpcbench.workload.tpch.query;

import java.util.Map;

/** Q6, the Forecasting Revenue Change Query (TPC-H 2.4.6). */
public final class Q6 extends TpchQuery {
    private static final String SQL = """
            SELECT SUM(l_extendedprice * l_discount) AS revenue
            FROM lineitem
            WHERE l_shipdate >= DATE '${DATE}' AND l_shipdate < DATE '${DATE}' + INTERVAL '1' YEAR
              AND l_discount BETWEEN ${DISCOUNT} - 0.01 AND ${DISCOUNT} + 0.01 AND l_quantity < ${QUANTITY}
            """;

    public Q6() {
        super(6, "Forecasting Revenue Change", SQL, "S");
    }

    /** 2.4.6.3 DATE January 1st of a year within [1993, 1997]; DISCOUNT within [0.02, 0.09]; QUANTITY within [24, 25]. */
    @Override
    public Map<String, String> draw(QgenRandom random, double sf) {
        return params(
                "DATE",
                random.year(1993, 1997),
                "DISCOUNT",
                QgenRandom.decimal(random.between(2, 9) / 100.0, 2),
                "QUANTITY",
                Integer.toString(random.between(24, 25)));
    }

    /** 2.4.6.4. */
    @Override
    public Map<String, String> validation(double sf) {
        return params("DATE", "1994-01-01", "DISCOUNT", "0.06", "QUANTITY", "24");
    }
}
