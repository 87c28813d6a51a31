package io.tpcbench.workload.tpch.query;

import java.time.LocalDate;
import java.util.List;
import java.util.Map;

/**
 * Q15, the Top Supplier Query (TPC-H 2.4.15), in the spec's form: a view of the revenue per
 * supplier, the query over it, and the view dropped again (the drop runs even when the query
 * fails). Each stream has its own view, {@code revenue<stream>}, so concurrent streams never share one.
 */
public final class Q15 extends TpchQuery {
    private static final String CREATE_VIEW = """
            CREATE VIEW revenue${STREAM} (supplier_no, total_revenue) AS
            SELECT l_suppkey, SUM(l_extendedprice * (1 - l_discount))
            FROM lineitem
            WHERE l_shipdate >= DATE '${DATE}' AND l_shipdate < DATE '${DATE}' + INTERVAL '3' MONTH
            GROUP BY l_suppkey
            """;
    private static final String SQL = """
            SELECT s_suppkey, s_name, s_address, s_phone, total_revenue
            FROM supplier, revenue${STREAM}
            WHERE s_suppkey = supplier_no AND total_revenue = (SELECT MAX(total_revenue) FROM revenue${STREAM})
            ORDER BY s_suppkey
            """;
    private static final String DROP_VIEW = """
            DROP VIEW IF EXISTS revenue${STREAM}
            """;

    public Q15() {
        super(15, "Top Supplier", List.of(DROP_VIEW, CREATE_VIEW, SQL, DROP_VIEW), 2, "E E E E S");
    }

    /** 2.4.15.3 DATE the first day of a month from January 1993 to October 1997. */
    @Override
    public Map<String, String> draw(QgenRandom random, double sf) {
        return params("DATE", random.month(LocalDate.of(1993, 1, 1), LocalDate.of(1997, 10, 1)));
    }

    /** 2.4.15.4. */
    @Override
    public Map<String, String> validation(double sf) {
        return params("DATE", "1996-01-01");
    }
}
