package io.tpcbench.workload.tpch.query;

import java.util.Map;

/** Q2, the Minimum Cost Supplier Query (TPC-H 2.4.2). */
public final class Q2 extends TpchQuery {
    private static final String SQL = """
            SELECT s_acctbal, s_name, n_name, p_partkey, p_mfgr, s_address, s_phone, s_comment
            FROM part, supplier, partsupp, nation, region
            WHERE p_partkey = ps_partkey AND s_suppkey = ps_suppkey AND p_size = ${SIZE} AND p_type LIKE '%${TYPE}'
              AND s_nationkey = n_nationkey AND n_regionkey = r_regionkey AND r_name = '${REGION}'
              AND ps_supplycost = (
                SELECT MIN(ps_supplycost) FROM partsupp, supplier, nation, region
                WHERE p_partkey = ps_partkey AND s_suppkey = ps_suppkey AND s_nationkey = n_nationkey
                  AND n_regionkey = r_regionkey AND r_name = '${REGION}')
            ORDER BY s_acctbal DESC, n_name, s_name, p_partkey
            LIMIT 100
            """;

    public Q2() {
        super(2, "Minimum Cost Supplier", SQL, "E E E E E E E E");
    }

    /** 2.4.2.3 SIZE within [1, 50]; TYPE a part type's third syllable; REGION a region name. */
    @Override
    public Map<String, String> draw(QgenRandom random, double sf) {
        return params(
                "SIZE",
                Integer.toString(random.between(1, 50)),
                "TYPE",
                random.typeSyllable(3),
                "REGION",
                random.region());
    }

    /** 2.4.2.4. */
    @Override
    public Map<String, String> validation(double sf) {
        return params("SIZE", "15", "TYPE", "BRASS", "REGION", "EUROPE");
    }
}
