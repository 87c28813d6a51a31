package io.tpcbench.workload.tpch.query;

import java.util.List;
import java.util.Map;

/** Q13, the Customer Distribution Query (TPC-H 2.4.13). */
public final class Q13 extends TpchQuery {
    private static final String SQL = """
            SELECT c_count, COUNT(*) AS custdist
            FROM (
              SELECT c_custkey, COUNT(o_orderkey) AS c_count
              FROM customer LEFT OUTER JOIN orders ON c_custkey = o_custkey AND o_comment NOT LIKE '%${WORD1}%${WORD2}%'
              GROUP BY c_custkey) AS c_orders
            GROUP BY c_count
            ORDER BY custdist DESC, c_count DESC
            """;

    public Q13() {
        super(13, "Customer Distribution", SQL, "E E");
    }

    /** 2.4.13.3 WORD1 one of special, pending, unusual, express; WORD2 one of packages, requests, accounts, deposits. */
    @Override
    public Map<String, String> draw(QgenRandom random, double sf) {
        return params(
                "WORD1",
                random.pick(List.of("special", "pending", "unusual", "express")),
                "WORD2",
                random.pick(List.of("packages", "requests", "accounts", "deposits")));
    }

    /** 2.4.13.4. */
    @Override
    public Map<String, String> validation(double sf) {
        return params("WORD1", "special", "WORD2", "requests");
    }
}
