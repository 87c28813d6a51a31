package io.tpcbench.workload.chbench.query;

/**
 * Q7, CH-benCHmark's adaptation of TPC-H's Volume Shipping (2.4.7): the revenue per year of the order lines
 * supplied from Germany to customers in Cambodia and the other way round.
 *
 * <p>The upper date bound is {@link ChQuery#LATEST}'s, not the paper's (see there).
 */
public final class Q7 extends ChQuery {
    private static final String SQL = """
            SELECT su_nationkey AS supp_nation, SUBSTR(c_state, 1, 1) AS cust_nation,
                   EXTRACT(YEAR FROM o_entry_d) AS l_year, SUM(ol_amount) AS revenue
            FROM bmsql_supplier, bmsql_stock, bmsql_order_line, bmsql_oorder, bmsql_customer,
                 bmsql_nation n1, bmsql_nation n2
            WHERE ol_supply_w_id = s_w_id AND ol_i_id = s_i_id AND MOD(s_w_id * s_i_id, 10000) = su_suppkey
              AND ol_w_id = o_w_id AND ol_d_id = o_d_id AND ol_o_id = o_id
              AND c_id = o_c_id AND c_w_id = o_w_id AND c_d_id = o_d_id
              AND su_nationkey = n1.n_nationkey AND ASCII(SUBSTR(c_state, 1, 1)) = n2.n_nationkey
              AND ((n1.n_name = 'GERMANY' AND n2.n_name = 'CAMBODIA')
                OR (n1.n_name = 'CAMBODIA' AND n2.n_name = 'GERMANY'))
              AND ol_delivery_d BETWEEN '2007-01-02 00:00:00' AND '${LATEST}'
            GROUP BY su_nationkey, SUBSTR(c_state, 1, 1), EXTRACT(YEAR FROM o_entry_d)
            ORDER BY su_nationkey, cust_nation, l_year
            """;

    public Q7() {
        super(7, "Volume Shipping", SQL);
    }
}
