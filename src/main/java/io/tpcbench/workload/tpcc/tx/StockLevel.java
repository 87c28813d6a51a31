package io.tpcbench.workload.tpcc.tx;

import io.tpcbench.gen.TpccRandom;
import java.sql.Connection;
import java.sql.SQLException;

/** The Stock-Level transaction (TPC-C 2.8), read-only. */
public final class StockLevel {
    /**
     * TPC-C 2.8.2.2: the district's D_NEXT_O_ID, and the distinct items of its last 20 orders whose
     * home-warehouse stock is below the threshold, in one statement.
     */
    private static final String LOW_STOCK = """
            SELECT COUNT(DISTINCT s_i_id)
            FROM bmsql_district
              JOIN bmsql_order_line ON ol_w_id = d_w_id AND ol_d_id = d_id
                AND ol_o_id >= d_next_o_id - 20 AND ol_o_id < d_next_o_id
              JOIN bmsql_stock ON s_w_id = ol_w_id AND s_i_id = ol_i_id
            WHERE d_w_id = ? AND d_id = ? AND s_quantity < ?""";

    private static final TripText READ = TripText.ending(LOW_STOCK);

    private StockLevel() {}

    /** The terminal's input (TPC-C 2.8.1): its fixed district and a threshold of 10..20. */
    public record Input(int wId, int dId, int threshold) {}

    public static Input generate(TpccRandom r, int wId, int homeDistrict) {
        return new Input(wId, homeDistrict, r.uniform(10, 20));
    }

    public static TxResult.StockLevelDone execute(Connection c, Input in, Route route) throws SQLException {
        int low;
        try (Trip trip = Trip.send(c, route, READ, new Params(3).ints(in.wId(), in.dId(), in.threshold()))) {
            low = trip.single(0, "stock level").getInt(1);
            trip.finish();
        }
        return new TxResult.StockLevelDone(low);
    }
}
