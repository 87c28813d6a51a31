package io.tpcbench.workload.chbench.query;

/**
 * Q15, CH-benCHmark's adaptation of TPC-H's Top Supplier (2.4.15): the suppliers whose delivered revenue is the
 * largest. The paper's view of revenue per supplier is written twice as a derived table, so that the query needs
 * neither a view nor a WITH clause on any MySQL-family server.
 *
 * <p>Date bound kept as published: {@code ol_delivery_d >= '2007-01-02 00:00:00'}.
 */
public final class Q15 extends ChQuery {
    private static final String SQL = """
            SELECT su_suppkey, su_name, su_address, su_phone, total_revenue
            FROM bmsql_supplier,
              (SELECT MOD(s_w_id * s_i_id, 10000) AS supplier_no, SUM(ol_amount) AS total_revenue
               FROM bmsql_order_line, bmsql_stock
               WHERE ol_i_id = s_i_id AND ol_supply_w_id = s_w_id AND ol_delivery_d >= '2007-01-02 00:00:00'
               GROUP BY MOD(s_w_id * s_i_id, 10000)) AS revenue
            WHERE su_suppkey = supplier_no
              AND total_revenue = (
                SELECT MAX(total_revenue)
                FROM (SELECT SUM(ol_amount) AS total_revenue
                      FROM bmsql_order_line, bmsql_stock
                      WHERE ol_i_id = s_i_id AND ol_supply_w_id = s_w_id AND ol_delivery_d >= '2007-01-02 00:00:00'
                      GROUP BY MOD(s_w_id * s_i_id, 10000)) AS revenue_max)
            ORDER BY su_suppkey
            """;

    public Q15() {
        super(15, "Top Supplier", SQL);
    }
}
