package io.tpcbench.workload.chbench.query;

/**
 * Q21, CH-benCHmark's adaptation of TPC-H's Suppliers Who Kept Orders Waiting (2.4.21): per German supplier, the
 * order lines delivered after their order's entry that were their order's last delivery ({@code numwait}).
 *
 * <p>No date bound.
 */
public final class Q21 extends ChQuery {
    private static final String SQL = """
            SELECT su_name, COUNT(*) AS numwait
            FROM bmsql_supplier, bmsql_order_line l1, bmsql_oorder, bmsql_stock, bmsql_nation
            WHERE l1.ol_o_id = o_id AND l1.ol_w_id = o_w_id AND l1.ol_d_id = o_d_id
              AND l1.ol_w_id = s_w_id AND l1.ol_i_id = s_i_id AND MOD(s_w_id * s_i_id, 10000) = su_suppkey
              AND l1.ol_delivery_d > o_entry_d
              AND NOT EXISTS (
                SELECT * FROM bmsql_order_line l2
                WHERE l2.ol_o_id = l1.ol_o_id AND l2.ol_w_id = l1.ol_w_id AND l2.ol_d_id = l1.ol_d_id
                  AND l2.ol_delivery_d > l1.ol_delivery_d)
              AND su_nationkey = n_nationkey AND n_name = 'GERMANY'
            GROUP BY su_name
            ORDER BY numwait DESC, su_name
            """;

    public Q21() {
        super(21, "Suppliers Who Kept Orders Waiting", SQL);
    }
}
