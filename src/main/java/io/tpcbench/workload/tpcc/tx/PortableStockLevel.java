package io.tpcbench.workload.tpcc.tx;

import java.sql.Connection;
import java.sql.SQLException;

/** Stock-Level (TPC-C 2.8) in the portable statement mode: the district's next order, then the low-stock count, and the COMMIT. */
final class PortableStockLevel {
    private static final String NEXT_ORDER = "SELECT d_next_o_id FROM bmsql_district WHERE d_w_id = ? AND d_id = ?";
    private static final String LOW_STOCK = """
            SELECT COUNT(DISTINCT s_i_id) FROM bmsql_order_line JOIN bmsql_stock ON s_w_id = ol_w_id AND s_i_id = ol_i_id
            WHERE ol_w_id = ? AND ol_d_id = ? AND ol_o_id >= ? AND ol_o_id < ? AND s_quantity < ?""";

    private static final TripText DISTRICT = TripText.of(NEXT_ORDER);
    private static final TripText COUNT = TripText.ending(LOW_STOCK);

    private PortableStockLevel() {}

    static TxResult.StockLevelDone execute(Connection c, StockLevel.Input in, Route route) throws SQLException {
        int next;
        try (Trip trip = Trip.send(c, route, DISTRICT, new Params(2).ints(in.wId(), in.dId()))) {
            next = trip.single(0, "district " + in.dId() + " of warehouse " + in.wId())
                    .getInt(1);
        }
        int low;
        try (Trip trip =
                Trip.send(c, route, COUNT, new Params(5).ints(in.wId(), in.dId(), next - 20, next, in.threshold()))) {
            low = trip.single(0, "stock level").getInt(1);
            trip.finish();
        }
        return new TxResult.StockLevelDone(low);
    }
}
