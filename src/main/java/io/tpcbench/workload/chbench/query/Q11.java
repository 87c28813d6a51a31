package io.tpcbench.workload.chbench.query;

/**
 * Q11, CH-benCHmark's adaptation of TPC-H's Important Stock Identification (2.4.11): the items whose order count
 * in German suppliers' stock exceeds 0.5% of all of it. The paper orders by the count only; {@code s_i_id} is
 * added as a tie-breaker.
 *
 * <p>No date bound.
 */
public final class Q11 extends ChQuery {
    private static final String SQL = """
            SELECT s_i_id, SUM(s_order_cnt) AS ordercount
            FROM bmsql_stock, bmsql_supplier, bmsql_nation
            WHERE MOD(s_w_id * s_i_id, 10000) = su_suppkey AND su_nationkey = n_nationkey AND n_name = 'GERMANY'
            GROUP BY s_i_id
            HAVING SUM(s_order_cnt) > (
              SELECT SUM(s_order_cnt) * 0.005
              FROM bmsql_stock, bmsql_supplier, bmsql_nation
              WHERE MOD(s_w_id * s_i_id, 10000) = su_suppkey AND su_nationkey = n_nationkey AND n_name = 'GERMANY')
            ORDER BY ordercount DESC, s_i_id
            """;

    public Q11() {
        super(11, "Important Stock Identification", SQL);
    }
}
