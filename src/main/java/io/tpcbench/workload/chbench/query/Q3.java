package io.tpcbench.workload.chbench.query;

/**
 * Q3, CH-benCHmark's adaptation of TPC-H's Shipping Priority (2.4.3): the revenue of each undelivered order (one
 * still in NEW_ORDER) of the customers whose state begins with 'A'. The paper orders by revenue and entry date
 * only; the order's key ({@code ol_w_id, ol_d_id, ol_o_id}) is added as a tie-breaker so that ties come back in
 * one order.
 *
 * <p>Date bound kept as published: {@code o_entry_d > '2007-01-02 00:00:00'}.
 */
public final class Q3 extends ChQuery {
    private static final String SQL = """
            SELECT ol_o_id, ol_w_id, ol_d_id, SUM(ol_amount) AS revenue, o_entry_d
            FROM bmsql_customer, bmsql_new_order, bmsql_oorder, bmsql_order_line
            WHERE c_state LIKE 'A%' AND c_id = o_c_id AND c_w_id = o_w_id AND c_d_id = o_d_id
              AND no_w_id = o_w_id AND no_d_id = o_d_id AND no_o_id = o_id
              AND ol_w_id = o_w_id AND ol_d_id = o_d_id AND ol_o_id = o_id
              AND o_entry_d > '2007-01-02 00:00:00'
            GROUP BY ol_o_id, ol_w_id, ol_d_id, o_entry_d
            ORDER BY revenue DESC, o_entry_d, ol_w_id, ol_d_id, ol_o_id
            """;

    public Q3() {
        super(3, "Shipping Priority", SQL);
    }
}
