package io.tpcbench.workload.tpch.query;

import java.util.List;
import java.util.Map;

/** Q16, the Parts/Supplier Relationship Query (TPC-H 2.4.16). */
public final class Q16 extends TpchQuery {
    private static final String SQL = """
            SELECT p_brand, p_type, p_size, COUNT(DISTINCT ps_suppkey) AS supplier_cnt
            FROM partsupp, part
            WHERE p_partkey = ps_partkey AND p_brand <> '${BRAND}' AND p_type NOT LIKE '${TYPE}%'
              AND p_size IN (${SIZE1}, ${SIZE2}, ${SIZE3}, ${SIZE4}, ${SIZE5}, ${SIZE6}, ${SIZE7}, ${SIZE8})
              AND ps_suppkey NOT IN (SELECT s_suppkey FROM supplier WHERE s_comment LIKE '%Customer%Complaints%')
            GROUP BY p_brand, p_type, p_size
            ORDER BY supplier_cnt DESC, p_brand, p_type, p_size
            """;

    public Q16() {
        super(16, "Parts/Supplier Relationship", SQL, "E E E E");
    }

    /** 2.4.16.3 BRAND Brand#MN; TYPE a type's first two syllables; SIZE1..SIZE8 eight different sizes within [1, 50]. */
    @Override
    public Map<String, String> draw(QgenRandom random, double sf) {
        Map<String, String> p =
                params("BRAND", random.brand(), "TYPE", random.typeSyllable(1) + " " + random.typeSyllable(2));
        List<Integer> sizes = random.distinct(8, 1, 50);
        for (int i = 0; i < 8; i++) {
            p.put("SIZE" + (i + 1), Integer.toString(sizes.get(i)));
        }
        return p;
    }

    /** 2.4.16.4. */
    @Override
    public Map<String, String> validation(double sf) {
        return params(
                "BRAND",
                "Brand#45",
                "TYPE",
                "MEDIUM POLISHED",
                "SIZE1",
                "49",
                "SIZE2",
                "14",
                "SIZE3",
                "23",
                "SIZE4",
                "45",
                "SIZE5",
                "19",
                "SIZE6",
                "3",
                "SIZE7",
                "36",
                "SIZE8",
                "9");
    }
}
