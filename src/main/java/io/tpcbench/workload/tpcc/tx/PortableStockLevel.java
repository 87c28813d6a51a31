package io.tpcbench.workload.tpcc.tx;

import static io.tpcbench.workload.tpcc.tx.PortableStatements.one;
import static io.tpcbench.workload.tpcc.tx.PortableStatements.query;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;

/** Stock-Level (TPC-C 2.8) in the portable statement mode: the district's next order, then the low-stock count. */
final class PortableStockLevel {
    private static final String NEXT_ORDER = "SELECT d_next_o_id FROM bmsql_district WHERE d_w_id = ? AND d_id = ?";
    private static final String LOW_STOCK = """
            SELECT COUNT(DISTINCT s_i_id) FROM bmsql_order_line JOIN bmsql_stock ON s_w_id = ol_w_id AND s_i_id = ol_i_id
            WHERE ol_w_id = ? AND ol_d_id = ? AND ol_o_id >= ? AND ol_o_id < ? AND s_quantity < ?""";

    private PortableStockLevel() {}

    static TxResult.StockLevelDone execute(Connection c, StockLevel.Input in) throws SQLException {
        int next;
        try (ResultSet rs = query(c, NEXT_ORDER, in.wId(), in.dId())) {
            next = one(rs, "district").getInt(1);
        }
        int low;
        try (ResultSet rs = query(c, LOW_STOCK, in.wId(), in.dId(), next - 20, next, in.threshold())) {
            low = one(rs, "stock level").getInt(1);
        }
        c.commit();
        return new TxResult.StockLevelDone(low);
    }
}
