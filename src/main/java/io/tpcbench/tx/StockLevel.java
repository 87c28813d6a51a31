package io.tpcbench.tx;

import io.tpcbench.random.TpccRandom;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;

/** The Stock-Level transaction (TPC-C 2.8), read-only. */
public final class StockLevel {
    private static final String NEXT_ORDER = """
            SELECT d_next_o_id FROM bmsql_district WHERE d_w_id = ? AND d_id = ?
            """;
    /** TPC-C 2.8.2.2: distinct items of the last 20 orders whose home-warehouse stock is below the threshold. */
    private static final String LOW_STOCK = """
            SELECT COUNT(DISTINCT s_i_id)
            FROM bmsql_order_line
            JOIN bmsql_stock ON s_w_id = ol_w_id AND s_i_id = ol_i_id
            WHERE ol_w_id = ? AND ol_d_id = ? AND ol_o_id >= ? AND ol_o_id < ? AND s_quantity < ?
            """;

    private StockLevel() {}

    /** The terminal's input (TPC-C 2.8.1): its fixed district and a threshold of 10..20. */
    public record Input(int wId, int dId, int threshold) {}

    public static Input generate(TpccRandom r, int wId, int homeDistrict) {
        return new Input(wId, homeDistrict, r.uniform(10, 20));
    }

    public static TxResult.StockLevelDone execute(Connection c, Input in) throws SQLException {
        int next;
        try (PreparedStatement ps = c.prepareStatement(NEXT_ORDER)) {
            Sql.setInts(ps, in.wId(), in.dId());
            try (ResultSet rs = Sql.single(ps, "district " + in.dId())) {
                next = rs.getInt(1);
            }
        }
        int low;
        try (PreparedStatement ps = c.prepareStatement(LOW_STOCK)) {
            Sql.setInts(ps, in.wId(), in.dId(), next - 20, next, in.threshold());
            try (ResultSet rs = Sql.single(ps, "stock level")) {
                low = rs.getInt(1);
            }
        }
        c.commit();
        return new TxResult.StockLevelDone(low);
    }
}
