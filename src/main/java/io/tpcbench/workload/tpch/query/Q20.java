package io.tpcbench.workload.tpch.query;

import java.util.Map;

/** Q20, the Potential Part Promotion Query (TPC-H 2.4.20). */
public final class Q20 extends TpchQuery {
    private static final String SQL = """
            SELECT s_name, s_address
            FROM supplier, nation
            WHERE s_suppkey IN (
                SELECT ps_suppkey FROM partsupp
                WHERE ps_partkey IN (SELECT p_partkey FROM part WHERE p_name LIKE '${COLOR}%')
                  AND ps_availqty > (
                    SELECT 0.5 * SUM(l_quantity) FROM lineitem
                    WHERE l_partkey = ps_partkey AND l_suppkey = ps_suppkey AND l_shipdate >= DATE '${DATE}'
                      AND l_shipdate < DATE '${DATE}' + INTERVAL '1' YEAR))
              AND s_nationkey = n_nationkey AND n_name = '${NATION}'
            ORDER BY s_name
            """;

    public Q20() {
        super(20, "Potential Part Promotion", SQL, "E E");
    }

    /** 2.4.20.3 COLOR one of the colors of p_name; DATE January 1st of a year within [1993, 1997]; NATION a nation. */
    @Override
    public Map<String, String> draw(QgenRandom random, double sf) {
        return params(
                "COLOR",
                random.color(),
                "DATE",
                random.year(1993, 1997),
                "NATION",
                QgenRandom.nationName(random.nation()));
    }

    /** 2.4.20.4. */
    @Override
    public Map<String, String> validation(double sf) {
        return params("COLOR", "forest", "DATE", "1994-01-01", "NATION", "CANADA");
    }
}
