package io.tpcbench.workload.chbench.query;

/**
 * Q10, CH-benCHmark's adaptation of TPC-H's Returned Item Reporting (2.4.10): the revenue per customer of the
 * order lines delivered after their order's entry. As in the paper the groups are by {@code c_id} (with name,
 * city, phone and nation), not by the customer's full key. The paper orders by revenue only; the group's columns
 * are added as tie-breakers.
 *
 * <p>Date bound kept as published: {@code o_entry_d >= '2007-01-02 00:00:00'}.
 */
public final class Q10 extends ChQuery {
    private static final String SQL = """
            SELECT c_id, c_last, SUM(ol_amount) AS revenue, c_city, c_phone, n_name
            FROM bmsql_customer, bmsql_oorder, bmsql_order_line, bmsql_nation
            WHERE c_id = o_c_id AND c_w_id = o_w_id AND c_d_id = o_d_id
              AND ol_w_id = o_w_id AND ol_d_id = o_d_id AND ol_o_id = o_id
              AND o_entry_d >= '2007-01-02 00:00:00' AND o_entry_d <= ol_delivery_d
              AND n_nationkey = ASCII(SUBSTR(c_state, 1, 1))
            GROUP BY c_id, c_last, c_city, c_phone, n_name
            ORDER BY revenue DESC, c_id, c_last, c_city, c_phone, n_name
            """;

    public Q10() {
        super(10, "Returned Item Reporting", SQL);
    }
}
