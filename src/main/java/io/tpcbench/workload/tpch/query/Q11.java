package io.tpcbench.workload.tpch.query;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.Map;

/** Q11, the Important Stock Identification Query (TPC-H 2.4.11). */
public final class Q11 extends TpchQuery {
    private static final String SQL = """
            SELECT ps_partkey, SUM(ps_supplycost * ps_availqty) AS value
            FROM partsupp, supplier, nation
            WHERE ps_suppkey = s_suppkey AND s_nationkey = n_nationkey AND n_name = '${NATION}'
            GROUP BY ps_partkey
            HAVING SUM(ps_supplycost * ps_availqty) > (
              SELECT SUM(ps_supplycost * ps_availqty) * ${FRACTION}
              FROM partsupp, supplier, nation
              WHERE ps_suppkey = s_suppkey AND s_nationkey = n_nationkey AND n_name = '${NATION}')
            ORDER BY value DESC
            """;

    public Q11() {
        super(11, "Important Stock Identification", SQL, "E S");
    }

    /** 2.4.11.3 NATION a nation; FRACTION 0.0001 / SF. */
    @Override
    public Map<String, String> draw(QgenRandom random, double sf) {
        return params("NATION", QgenRandom.nationName(random.nation()), "FRACTION", fraction(sf));
    }

    /** 2.4.11.4. */
    @Override
    public Map<String, String> validation(double sf) {
        return params("NATION", "GERMANY", "FRACTION", fraction(sf));
    }

    /** 0.0001 / SF, with qgen's ten decimals. */
    private static String fraction(double sf) {
        return new BigDecimal("0.0001")
                .divide(BigDecimal.valueOf(sf), 10, RoundingMode.HALF_UP)
                .toPlainString();
    }
}
