package io.tpcbench.workload.chbench.query;

/**
 * Q5, CH-benCHmark's adaptation of TPC-H's Local Supplier Volume (2.4.5): the revenue per European nation of the
 * order lines whose customer and supplier are of the same nation, the stock row in the order's own warehouse.
 * The paper orders by revenue only; {@code n_name} is added as a tie-breaker.
 *
 * <p>Date bound kept as published: {@code o_entry_d >= '2007-01-02 00:00:00'}.
 */
public final class Q5 extends ChQuery {
    private static final String SQL = """
            SELECT n_name, SUM(ol_amount) AS revenue
            FROM bmsql_customer, bmsql_oorder, bmsql_order_line, bmsql_stock, bmsql_supplier, bmsql_nation,
                 bmsql_region
            WHERE c_id = o_c_id AND c_w_id = o_w_id AND c_d_id = o_d_id
              AND ol_o_id = o_id AND ol_w_id = o_w_id AND ol_d_id = o_d_id
              AND ol_w_id = s_w_id AND ol_i_id = s_i_id AND MOD(s_w_id * s_i_id, 10000) = su_suppkey
              AND ASCII(SUBSTR(c_state, 1, 1)) = su_nationkey AND su_nationkey = n_nationkey
              AND n_regionkey = r_regionkey AND r_name = 'EUROPE'
              AND o_entry_d >= '2007-01-02 00:00:00'
            GROUP BY n_name
            ORDER BY revenue DESC, n_name
            """;

    public Q5() {
        super(5, "Local Supplier Volume", SQL);
    }
}
