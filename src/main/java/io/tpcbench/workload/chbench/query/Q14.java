package io.tpcbench.workload.chbench.query;

/**
 * Q14, CH-benCHmark's adaptation of TPC-H's Promotion Effect (2.4.14): the percentage of the delivered amount
 * that went to items whose data begins with 'PR'. As published, one is added to the denominator, which keeps an
 * empty window from dividing by zero.
 *
 * <p>The upper date bound is {@link ChQuery#LATEST}'s, not the paper's (see there).
 */
public final class Q14 extends ChQuery {
    private static final String SQL = """
            SELECT 100.00 * SUM(CASE WHEN i_data LIKE 'PR%' THEN ol_amount ELSE 0 END) / (1 + SUM(ol_amount))
                   AS promo_revenue
            FROM bmsql_order_line, bmsql_item
            WHERE ol_i_id = i_id AND ol_delivery_d >= '2007-01-02 00:00:00' AND ol_delivery_d < '${LATEST}'
            """;

    public Q14() {
        super(14, "Promotion Effect", SQL);
    }
}
