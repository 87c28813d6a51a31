package io.tpcbench.workload.tpch.query;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Q22, the Global Sales Opportunity Query (TPC-H 2.4.22). */
public final class Q22 extends TpchQuery {
    private static final String SQL = """
            SELECT cntrycode, COUNT(*) AS numcust, SUM(c_acctbal) AS totacctbal
            FROM (
              SELECT SUBSTRING(c_phone FROM 1 FOR 2) AS cntrycode, c_acctbal
              FROM customer
              WHERE SUBSTRING(c_phone FROM 1 FOR 2) IN ('${I1}', '${I2}', '${I3}', '${I4}', '${I5}', '${I6}', '${I7}')
                AND c_acctbal > (
                  SELECT AVG(c_acctbal) FROM customer
                  WHERE c_acctbal > 0.00
                    AND SUBSTRING(c_phone FROM 1 FOR 2) IN ('${I1}', '${I2}', '${I3}', '${I4}', '${I5}', '${I6}', '${I7}'))
                AND NOT EXISTS (SELECT * FROM orders WHERE o_custkey = c_custkey)) AS custsale
            GROUP BY cntrycode
            ORDER BY cntrycode
            """;

    public Q22() {
        super(22, "Global Sales Opportunity", SQL, "E E S");
    }

    /** 2.4.22.3 I1..I7 seven different country codes (a nation key + 10: within [10, 34]). */
    @Override
    public Map<String, String> draw(QgenRandom random, double sf) {
        Map<String, String> p = new LinkedHashMap<>();
        List<Integer> codes = random.distinct(7, 10, 34);
        for (int i = 0; i < 7; i++) {
            p.put("I" + (i + 1), Integer.toString(codes.get(i)));
        }
        return p;
    }

    /** 2.4.22.4. */
    @Override
    public Map<String, String> validation(double sf) {
        return params("I1", "13", "I2", "31", "I3", "23", "I4", "29", "I5", "30", "I6", "18", "I7", "17");
    }
}
