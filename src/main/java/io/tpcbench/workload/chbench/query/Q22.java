package io.tpcbench.workload.chbench.query;

/**
 * Q22, CH-benCHmark's adaptation of TPC-H's Global Sales Opportunity (2.4.22): per first letter of the state, the
 * customers with a phone beginning with 1 to 7, a balance above the average positive balance of such customers,
 * and no order.
 *
 * <p>No date bound.
 */
public final class Q22 extends ChQuery {
    private static final String SQL = """
            SELECT SUBSTR(c_state, 1, 1) AS country, COUNT(*) AS numcust, SUM(c_balance) AS totacctbal
            FROM bmsql_customer
            WHERE SUBSTR(c_phone, 1, 1) IN ('1', '2', '3', '4', '5', '6', '7')
              AND c_balance > (
                SELECT AVG(c_balance) FROM bmsql_customer
                WHERE c_balance > 0.00 AND SUBSTR(c_phone, 1, 1) IN ('1', '2', '3', '4', '5', '6', '7'))
              AND NOT EXISTS (SELECT * FROM bmsql_oorder WHERE o_c_id = c_id AND o_w_id = c_w_id AND o_d_id = c_d_id)
            GROUP BY SUBSTR(c_state, 1, 1)
            ORDER BY country
            """;

    public Q22() {
        super(22, "Global Sales Opportunity", SQL);
    }
}
