package io.tpcbench.workload.chbench.query;

/**
 * Q17, CH-benCHmark's adaptation of TPC-H's Small-Quantity-Order Revenue (2.4.17): half the amount of the order
 * lines whose quantity is below their item's average, for items whose data ends in 'b' (the averages are the
 * derived table {@code t}).
 *
 * <p>No date bound.
 */
public final class Q17 extends ChQuery {
    private static final String SQL = """
            SELECT SUM(ol_amount) / 2.0 AS avg_yearly
            FROM bmsql_order_line,
              (SELECT i_id, AVG(ol_quantity) AS a
               FROM bmsql_item, bmsql_order_line
               WHERE i_data LIKE '%b' AND ol_i_id = i_id
               GROUP BY i_id) t
            WHERE ol_i_id = t.i_id AND ol_quantity < t.a
            """;

    public Q17() {
        super(17, "Small-Quantity-Order Revenue", SQL);
    }
}
