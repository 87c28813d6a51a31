package io.tpcbench.workload.chbench.query;

/**
 * Q19, CH-benCHmark's adaptation of TPC-H's Discounted Revenue (2.4.19): the amount of the order lines of 1 to 10
 * units in three item and warehouse combinations. The paper repeats the join, quantity and price predicates in
 * each of its three OR blocks; they are written once here, outside the OR (the same rows), so that every engine
 * sees the join.
 *
 * <p>No date bound.
 */
public final class Q19 extends ChQuery {
    private static final String SQL = """
            SELECT SUM(ol_amount) AS revenue
            FROM bmsql_order_line, bmsql_item
            WHERE ol_i_id = i_id AND ol_quantity BETWEEN 1 AND 10 AND i_price BETWEEN 1 AND 400000
              AND ((i_data LIKE '%a' AND ol_w_id IN (1, 2, 3))
                OR (i_data LIKE '%b' AND ol_w_id IN (1, 2, 4))
                OR (i_data LIKE '%c' AND ol_w_id IN (1, 5, 3)))
            """;

    public Q19() {
        super(19, "Discounted Revenue", SQL);
    }
}
