package io.tpcbench.workload.chbench.query;

/**
 * Q13, CH-benCHmark's adaptation of TPC-H's Customer Distribution (2.4.13): how many customers have each number
 * of orders delivered by a carrier above 8. As in the paper the inner count groups by {@code c_id} alone.
 *
 * <p>No date bound.
 */
public final class Q13 extends ChQuery {
    private static final String SQL = """
            SELECT c_count, COUNT(*) AS custdist
            FROM (
              SELECT c_id, COUNT(o_id) AS c_count
              FROM bmsql_customer LEFT OUTER JOIN bmsql_oorder
                ON c_w_id = o_w_id AND c_d_id = o_d_id AND c_id = o_c_id AND o_carrier_id > 8
              GROUP BY c_id) AS c_orders
            GROUP BY c_count
            ORDER BY custdist DESC, c_count DESC
            """;

    public Q13() {
        super(13, "Customer Distribution", SQL);
    }
}
