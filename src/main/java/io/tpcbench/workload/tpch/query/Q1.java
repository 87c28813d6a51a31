package io.tpcbench.workload.tpch.query;

import java.util.Map;

/** Q1, the Pricing Summary Report Query (TPC-H 2.4.1). */
public final class Q1 extends TpchQuery {
    private static final String SQL = """
            SELECT l_returnflag, l_linestatus, SUM(l_quantity) AS sum_qty, SUM(l_extendedprice) AS sum_base_price,
                   SUM(l_extendedprice * (1 - l_discount)) AS sum_disc_price,
                   SUM(l_extendedprice * (1 - l_discount) * (1 + l_tax)) AS sum_charge, AVG(l_quantity) AS avg_qty,
                   AVG(l_extendedprice) AS avg_price, AVG(l_discount) AS avg_disc, COUNT(*) AS count_order
            FROM lineitem
            WHERE l_shipdate <= DATE '1998-12-01' - INTERVAL '${DELTA}' DAY
            GROUP BY l_returnflag, l_linestatus
            ORDER BY l_returnflag, l_linestatus
            """;

    public Q1() {
        super(1, "Pricing Summary Report", SQL, "E E E S S S R R R E");
    }

    /** 2.4.1.3 DELTA: randomly selected within [60, 120]. */
    @Override
    public Map<String, String> draw(QgenRandom random, double sf) {
        return params("DELTA", Integer.toString(random.between(60, 120)));
    }

    /** 2.4.1.4. */
    @Override
    public Map<String, String> validation(double sf) {
        return params("DELTA", "90");
    }
}
