package io.tpcbench.workload.chbench.query;

/**
 * Q9, CH-benCHmark's adaptation of TPC-H's Product Type Profit Measure (2.4.9): the amount per supplier nation
 * and year of the order lines for items whose data ends in 'BB'.
 *
 * <p>No date bound.
 */
public final class Q9 extends ChQuery {
    private static final String SQL = """
            SELECT n_name, EXTRACT(YEAR FROM o_entry_d) AS l_year, SUM(ol_amount) AS sum_profit
            FROM bmsql_item, bmsql_stock, bmsql_supplier, bmsql_order_line, bmsql_oorder, bmsql_nation
            WHERE ol_i_id = s_i_id AND ol_supply_w_id = s_w_id AND MOD(s_w_id * s_i_id, 10000) = su_suppkey
              AND ol_w_id = o_w_id AND ol_d_id = o_d_id AND ol_o_id = o_id
              AND ol_i_id = i_id AND su_nationkey = n_nationkey AND i_data LIKE '%BB'
            GROUP BY n_name, EXTRACT(YEAR FROM o_entry_d)
            ORDER BY n_name, l_year DESC
            """;

    public Q9() {
        super(9, "Product Type Profit Measure", SQL);
    }
}
