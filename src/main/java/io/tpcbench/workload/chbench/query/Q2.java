package io.tpcbench.workload.chbench.query;

/**
 * Q2, CH-benCHmark's adaptation of TPC-H's Minimum Cost Supplier (2.4.2): for the items whose data ends in 'b',
 * the European suppliers of the stock rows holding the region's smallest quantity of the item. As in the paper,
 * that minimum per item is a grouped derived table ({@code m}) rather than a correlated subquery.
 *
 * <p>No date bound.
 */
public final class Q2 extends ChQuery {
    private static final String SQL = """
            SELECT su_suppkey, su_name, n_name, i_id, i_name, su_address, su_phone, su_comment
            FROM bmsql_item, bmsql_supplier, bmsql_stock, bmsql_nation, bmsql_region,
              (SELECT s_i_id AS m_i_id, MIN(s_quantity) AS m_s_quantity
               FROM bmsql_stock, bmsql_supplier, bmsql_nation, bmsql_region
               WHERE MOD(s_w_id * s_i_id, 10000) = su_suppkey AND su_nationkey = n_nationkey
                 AND n_regionkey = r_regionkey AND r_name LIKE 'EUROP%'
               GROUP BY s_i_id) m
            WHERE i_id = s_i_id AND MOD(s_w_id * s_i_id, 10000) = su_suppkey AND su_nationkey = n_nationkey
              AND n_regionkey = r_regionkey AND i_data LIKE '%b' AND r_name LIKE 'EUROP%'
              AND i_id = m_i_id AND s_quantity = m_s_quantity
            ORDER BY n_name, su_name, i_id
            """;

    public Q2() {
        super(2, "Minimum Cost Supplier", SQL);
    }
}
