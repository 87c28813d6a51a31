package io.tpcbench.workload.chbench.query;

/**
 * Q16, CH-benCHmark's adaptation of TPC-H's Parts/Supplier Relationship (2.4.16): per item name, brand (the
 * data's first three characters) and price, how many suppliers without a complaint ('bad' in the comment) stock
 * items whose data does not begin with 'zz'. The paper orders by the count only; the group's columns are added as
 * tie-breakers.
 *
 * <p>No date bound.
 */
public final class Q16 extends ChQuery {
    private static final String SQL = """
            SELECT i_name, SUBSTR(i_data, 1, 3) AS brand, i_price,
                   COUNT(DISTINCT MOD(s_w_id * s_i_id, 10000)) AS supplier_cnt
            FROM bmsql_stock, bmsql_item
            WHERE i_id = s_i_id AND i_data NOT LIKE 'zz%'
              AND MOD(s_w_id * s_i_id, 10000) NOT IN (
                SELECT su_suppkey FROM bmsql_supplier WHERE su_comment LIKE '%bad%')
            GROUP BY i_name, SUBSTR(i_data, 1, 3), i_price
            ORDER BY supplier_cnt DESC, i_name, brand, i_price
            """;

    public Q16() {
        super(16, "Parts/Supplier Relationship", SQL);
    }
}
