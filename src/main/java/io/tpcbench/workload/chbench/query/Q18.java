package io.tpcbench.workload.chbench.query;

/**
 * Q18, CH-benCHmark's adaptation of TPC-H's Large Volume Customer (2.4.18): the orders whose lines amount to more
 * than 200, with their customer. The paper's select list lacks the comma between {@code c_id} and {@code o_id}
 * (which made {@code o_id} an alias of {@code c_id}); here both are columns. The paper orders by the amount and
 * the entry date; the order's key is added as a tie-breaker.
 *
 * <p>No date bound.
 */
public final class Q18 extends ChQuery {
    private static final String SQL = """
            SELECT c_last, c_id, o_id, o_entry_d, o_ol_cnt, SUM(ol_amount) AS amount_sum
            FROM bmsql_customer, bmsql_oorder, bmsql_order_line
            WHERE c_id = o_c_id AND c_w_id = o_w_id AND c_d_id = o_d_id
              AND ol_w_id = o_w_id AND ol_d_id = o_d_id AND ol_o_id = o_id
            GROUP BY o_id, o_w_id, o_d_id, c_id, c_last, o_entry_d, o_ol_cnt
            HAVING SUM(ol_amount) > 200
            ORDER BY amount_sum DESC, o_entry_d, o_w_id, o_d_id, o_id
            """;

    public Q18() {
        super(18, "Large Volume Customer", SQL);
    }
}
