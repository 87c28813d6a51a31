package io.tpcbench.workload.chbench.query;

/**
 * Q8, CH-benCHmark's adaptation of TPC-H's National Market Share (2.4.8): per year, Germany's share of the amount
 * of the European customers' order lines for items below 1000 whose data ends in 'b'.
 *
 * <p>The upper date bound is {@link ChQuery#LATEST}'s, not the paper's (see there).
 */
public final class Q8 extends ChQuery {
    private static final String SQL = """
            SELECT EXTRACT(YEAR FROM o_entry_d) AS l_year,
                   SUM(CASE WHEN n2.n_name = 'GERMANY' THEN ol_amount ELSE 0 END) / SUM(ol_amount) AS mkt_share
            FROM bmsql_item, bmsql_supplier, bmsql_stock, bmsql_order_line, bmsql_oorder, bmsql_customer,
                 bmsql_nation n1, bmsql_nation n2, bmsql_region
            WHERE i_id = s_i_id AND ol_i_id = s_i_id AND ol_supply_w_id = s_w_id
              AND MOD(s_w_id * s_i_id, 10000) = su_suppkey
              AND ol_w_id = o_w_id AND ol_d_id = o_d_id AND ol_o_id = o_id
              AND c_id = o_c_id AND c_w_id = o_w_id AND c_d_id = o_d_id
              AND n1.n_nationkey = ASCII(SUBSTR(c_state, 1, 1)) AND n1.n_regionkey = r_regionkey
              AND ol_i_id < 1000 AND r_name = 'EUROPE' AND su_nationkey = n2.n_nationkey
              AND o_entry_d BETWEEN '2007-01-02 00:00:00' AND '${LATEST}'
              AND i_data LIKE '%b' AND i_id = ol_i_id
            GROUP BY EXTRACT(YEAR FROM o_entry_d)
            ORDER BY l_year
            """;

    public Q8() {
        super(8, "National Market Share", SQL);
    }
}
