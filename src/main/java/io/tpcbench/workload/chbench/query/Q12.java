package io.tpcbench.workload.chbench.query;

/**
 * Q12, CH-benCHmark's adaptation of TPC-H's Shipping Modes and Order Priority (2.4.12): per line count, the
 * order lines delivered after their order's entry by carriers 1 and 2 (high) and by the others (low).
 *
 * <p>The upper date bound is {@link ChQuery#LATEST}'s, not the paper's (see there).
 */
public final class Q12 extends ChQuery {
    private static final String SQL = """
            SELECT o_ol_cnt,
                   SUM(CASE WHEN o_carrier_id = 1 OR o_carrier_id = 2 THEN 1 ELSE 0 END) AS high_line_count,
                   SUM(CASE WHEN o_carrier_id <> 1 AND o_carrier_id <> 2 THEN 1 ELSE 0 END) AS low_line_count
            FROM bmsql_oorder, bmsql_order_line
            WHERE ol_w_id = o_w_id AND ol_d_id = o_d_id AND ol_o_id = o_id
              AND o_entry_d <= ol_delivery_d AND ol_delivery_d < '${LATEST}'
            GROUP BY o_ol_cnt
            ORDER BY o_ol_cnt
            """;

    public Q12() {
        super(12, "Shipping Modes and Order Priority", SQL);
    }
}
