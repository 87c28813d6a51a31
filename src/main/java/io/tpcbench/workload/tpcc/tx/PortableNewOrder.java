package io.tpcbench.workload.tpcc.tx;

import static io.tpcbench.workload.tpcc.tx.PortableStatements.boxed;
import static io.tpcbench.workload.tpcc.tx.PortableStatements.marks;
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
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

/**
 * New-Order (TPC-C 2.4) in the portable statement mode: it reads its items with one statement and
 * locks its STOCK rows with another, then updates STOCK line by line and inserts its lines with one
 * multi-row INSERT (go-tpc's New-Order, the leanest of the peers).
 */
final class PortableNewOrder {
    private static final String CUSTOMER_WAREHOUSE = """
            SELECT c_discount, c_last, c_credit, w_tax FROM bmsql_customer JOIN bmsql_warehouse ON w_id = c_w_id
            WHERE c_w_id = ? AND c_d_id = ? AND c_id = ?""";
    private static final String DISTRICT = """
            SELECT d_next_o_id, d_tax FROM bmsql_district WHERE d_w_id = ? AND d_id = ? FOR UPDATE""";
    private static final String DISTRICT_NEXT = """
            UPDATE bmsql_district SET d_next_o_id = d_next_o_id + 1 WHERE d_w_id = ? AND d_id = ?""";
    private static final String ORDER = """
            INSERT INTO bmsql_oorder (o_w_id, o_d_id, o_id, o_c_id, o_carrier_id, o_ol_cnt, o_all_local, o_entry_d)
            VALUES (?, ?, ?, ?, NULL, ?, ?, ?)""";
    private static final String NEW_ORDER = """
            INSERT INTO bmsql_new_order (no_w_id, no_d_id, no_o_id) VALUES (?, ?, ?)""";
    private static final String ITEMS = "SELECT i_id, i_price, i_name, i_data FROM bmsql_item WHERE i_id IN (%s)";
    private static final String STOCK = """
            SELECT s_w_id, s_i_id, s_quantity, s_data, s_dist_%02d FROM bmsql_stock
            WHERE (s_w_id, s_i_id) IN (%s) ORDER BY s_w_id, s_i_id FOR UPDATE""";
    /** TPC-C 2.4.2.2, evaluated on the row as it is, so that a repeated item is applied twice. */
    private static final String UPDATE_STOCK = """
            UPDATE bmsql_stock SET s_quantity = IF(s_quantity >= ? + 10, s_quantity - ?, s_quantity - ? + 91),
              s_ytd = s_ytd + ?, s_order_cnt = s_order_cnt + 1, s_remote_cnt = s_remote_cnt + ?
            WHERE s_w_id = ? AND s_i_id = ?""";

    private static final String LINES = """
            INSERT INTO bmsql_order_line (ol_w_id, ol_d_id, ol_o_id, ol_number, ol_i_id, ol_delivery_d, ol_amount,
              ol_supply_w_id, ol_quantity, ol_dist_info) VALUES %s""";

    private PortableNewOrder() {}

    static TxResult.NewOrderDone execute(Connection c, NewOrderInput in) throws SQLException {
        int n = in.lines();
        int remote = in.remoteLines();
        BigDecimal discount;
        BigDecimal taxes;
        try (ResultSet rs = query(c, CUSTOMER_WAREHOUSE, in.wId(), in.dId(), in.cId())) {
            discount = one(rs, "customer").getBigDecimal(1);
            taxes = rs.getBigDecimal(4);
        }
        int oId;
        try (ResultSet rs = query(c, DISTRICT, in.wId(), in.dId())) {
            oId = one(rs, "district").getInt(1);
            taxes = taxes.add(rs.getBigDecimal(2));
        }
        update(c, DISTRICT_NEXT, in.wId(), in.dId());
        // whole seconds, as DATETIME keeps them, so the in-doubt evidence can match it exactly
        LocalDateTime entry = LocalDateTime.now().truncatedTo(ChronoUnit.SECONDS);
        update(c, ORDER, in.wId(), in.dId(), oId, in.cId(), n, remote == 0 ? 1 : 0, entry);
        update(c, NEW_ORDER, in.wId(), in.dId(), oId);
        int[] items = Arrays.stream(in.itemIds()).distinct().toArray();
        Map<Integer, BigDecimal> prices = new HashMap<>();
        Map<Integer, String> itemData = new HashMap<>();
        try (ResultSet rs = query(c, ITEMS.formatted(marks(items.length, "?")), (Object[]) boxed(items))) {
            while (rs.next()) {
                prices.put(rs.getInt(1), rs.getBigDecimal(2));
                itemData.put(rs.getInt(1), rs.getString(4));
            }
        }
        if (prices.size() < items.length) {
            // TPC-C 2.4.2.3: an unused item rolls the whole transaction back
            c.rollback();
            return TxResult.NewOrderDone.rolledBack(n, remote);
        }
        TreeSet<Long> stockKeys = new TreeSet<>();
        for (int i = 0; i < n; i++) {
            stockKeys.add(key(in.supplyWIds()[i], in.itemIds()[i]));
        }
        List<Object> keys = new ArrayList<>();
        stockKeys.forEach(k -> Collections.addAll(keys, (int) (k >>> 32), (int) (long) k));
        Map<Long, String> dist = new HashMap<>();
        Map<Long, String> stockData = new HashMap<>();
        try (ResultSet rs = query(c, STOCK.formatted(in.dId(), marks(keys.size() / 2, "(?, ?)")), keys.toArray())) {
            while (rs.next()) {
                dist.put(key(rs.getInt(1), rs.getInt(2)), rs.getString(5));
                stockData.put(key(rs.getInt(1), rs.getInt(2)), rs.getString(4));
            }
        }
        if (dist.size() < stockKeys.size()) {
            throw Sql.missing("STOCK rows of the order");
        }
        List<Object> lines = new ArrayList<>(9 * n);
        BigDecimal total = BigDecimal.ZERO;
        char[] brandGeneric = new char[n];
        for (int i = 0; i < n; i++) {
            int item = in.itemIds()[i];
            int supply = in.supplyWIds()[i];
            int qty = in.quantities()[i];
            update(c, UPDATE_STOCK, qty, qty, qty, qty, supply != in.wId() ? 1 : 0, supply, item);
            BigDecimal amount = prices.get(item).multiply(BigDecimal.valueOf(qty));
            total = total.add(amount);
            Collections.addAll(
                    lines, in.wId(), in.dId(), oId, i + 1, item, amount, supply, qty, dist.get(key(supply, item)));
            brandGeneric[i] = NewOrder.brandGeneric(itemData.get(item), stockData.get(key(supply, item)));
        }
        update(c, LINES.formatted(marks(n, "(?, ?, ?, ?, ?, NULL, ?, ?, ?, ?)")), lines.toArray());
        // TPC-C 2.4.2.2, 2.4.3.3: the total and the brand-generic flags the terminal shows
        BigDecimal shown = total.multiply(BigDecimal.ONE.subtract(discount)).multiply(BigDecimal.ONE.add(taxes));
        return Sql.commit(
                c,
                new TxResult.NewOrderDone(false, n, remote, shown, new String(brandGeneric)),
                NewOrderEvidence.evidence(in, oId, entry));
    }

    private static long key(int wId, int iId) {
        return (long) wId << 32 | iId;
    }
}
