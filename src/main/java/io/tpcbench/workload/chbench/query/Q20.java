package io.tpcbench.workload.chbench.query;

/**
 * Q20, CH-benCHmark's adaptation of TPC-H's Potential Part Promotion (2.4.20): the German suppliers of stock rows,
 * for items whose data begins with 'co', whose quantity exceeds half of what was ordered of the item since the
 * bound.
 *
 * <p>Date bound kept as published: {@code ol_delivery_d > '2010-05-23 12:00:00'}.
 */
public final class Q20 extends ChQuery {
    private static final String SQL = """
            SELECT su_name, su_address
            FROM bmsql_supplier, bmsql_nation
            WHERE su_suppkey IN (
                SELECT MOD(s_i_id * s_w_id, 10000)
                FROM bmsql_stock, bmsql_order_line
                WHERE s_i_id IN (SELECT i_id FROM bmsql_item WHERE i_data LIKE 'co%')
                  AND ol_i_id = s_i_id AND ol_delivery_d > '2010-05-23 12:00:00'
                GROUP BY s_i_id, s_w_id, s_quantity
                HAVING 2 * s_quantity > SUM(ol_quantity))
              AND su_nationkey = n_nationkey AND n_name = 'GERMANY'
            ORDER BY su_name
            """;

    public Q20() {
        super(20, "Potential Part Promotion", SQL);
    }
}
