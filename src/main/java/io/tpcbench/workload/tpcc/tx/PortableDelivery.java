package io.tpcbench.workload.tpcc.tx;

import static io.tpcbench.workload.tpcc.tx.PortableStatements.one;
import static io.tpcbench.workload.tpcc.tx.PortableStatements.query;
import static io.tpcbench.workload.tpcc.tx.PortableStatements.update;

import java.math.BigDecimal;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.LocalDateTime;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;

/**
 * The deferred part of Delivery (TPC-C 2.7.4) in the portable statement mode: district by district,
 * a statement per step.
 */
final class PortableDelivery {
    private static final String OLDEST = """
            SELECT no_o_id FROM bmsql_new_order WHERE no_w_id = ? AND no_d_id = ? ORDER BY no_o_id LIMIT 1 FOR UPDATE""";
    private static final String DELETE = """
            DELETE FROM bmsql_new_order WHERE no_w_id = ? AND no_d_id = ? AND no_o_id = ?""";
    private static final String ORDER_CUSTOMER = """
            SELECT o_c_id FROM bmsql_oorder WHERE o_w_id = ? AND o_d_id = ? AND o_id = ?""";
    private static final String CARRIER = """
            UPDATE bmsql_oorder SET o_carrier_id = ? WHERE o_w_id = ? AND o_d_id = ? AND o_id = ?""";
    private static final String LINES_DATE = """
            UPDATE bmsql_order_line SET ol_delivery_d = ? WHERE ol_w_id = ? AND ol_d_id = ? AND ol_o_id = ?""";
    private static final String LINES_SUM = """
            SELECT COALESCE(SUM(ol_amount), 0) FROM bmsql_order_line WHERE ol_w_id = ? AND ol_d_id = ? AND ol_o_id = ?""";
    private static final String CUSTOMER = """
            UPDATE bmsql_customer SET c_balance = c_balance + ?, c_delivery_cnt = c_delivery_cnt + 1
            WHERE c_w_id = ? AND c_d_id = ? AND c_id = ?""";

    private PortableDelivery() {}

    static Delivery.Done execute(Connection c, Delivery.Input in) throws SQLException {
        List<int[]> delivered = new ArrayList<>();
        LocalDateTime now = LocalDateTime.now().truncatedTo(ChronoUnit.SECONDS);
        for (int dId = 1; dId <= 10; dId++) {
            int oId;
            try (ResultSet rs = query(c, OLDEST, in.wId(), dId)) {
                if (!rs.next()) {
                    continue; // TPC-C 2.7.4.2: no undelivered order, the district is skipped
                }
                oId = rs.getInt(1);
            }
            update(c, DELETE, in.wId(), dId, oId);
            int cId;
            try (ResultSet rs = query(c, ORDER_CUSTOMER, in.wId(), dId, oId)) {
                cId = one(rs, "order").getInt(1);
            }
            update(c, CARRIER, in.carrierId(), in.wId(), dId, oId);
            update(c, LINES_DATE, now, in.wId(), dId, oId);
            BigDecimal sum;
            try (ResultSet rs = query(c, LINES_SUM, in.wId(), dId, oId)) {
                sum = one(rs, "order lines").getBigDecimal(1);
            }
            update(c, CUSTOMER, sum, in.wId(), dId, cId);
            delivered.add(new int[] {dId, oId});
        }
        Delivery.Done done = new Delivery.Done(delivered, 10 - delivered.size());
        if (delivered.isEmpty()) {
            c.commit();
            return done;
        }
        return Sql.commit(c, done, Delivery.evidence(in, delivered, now));
    }
}
