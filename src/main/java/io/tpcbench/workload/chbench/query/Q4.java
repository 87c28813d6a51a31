package io.tpcbench.workload.chbench.query;

/**
 * Q4, CH-benCHmark's adaptation of TPC-H's Order Priority Checking (2.4.4): the orders, per line count, that have
 * a line delivered on or after the order's entry.
 *
 * <p>The upper date bound is {@link ChQuery#LATEST}'s, not the paper's (see there).
 */
public final class Q4 extends ChQuery {
    private static final String SQL = """
            SELECT o_ol_cnt, COUNT(*) AS order_count
            FROM bmsql_oorder
            WHERE o_entry_d >= '2007-01-02 00:00:00' AND o_entry_d < '${LATEST}'
              AND EXISTS (
                SELECT * FROM bmsql_order_line
                WHERE ol_w_id = o_w_id AND ol_d_id = o_d_id AND ol_o_id = o_id AND ol_delivery_d >= o_entry_d)
            GROUP BY o_ol_cnt
            ORDER BY o_ol_cnt
            """;

    public Q4() {
        super(4, "Order Priority Checking", SQL);
    }
}
