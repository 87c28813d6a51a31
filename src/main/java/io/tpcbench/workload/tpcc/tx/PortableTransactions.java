package io.tpcbench.workload.tpcc.tx;

import java.math.BigDecimal;
import java.sql.Connection;
import java.sql.PreparedStatement;
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
 * The portable statement mode ({@code portableStatements}): the five profiles of TPC-C 2.4-2.8
 * in the statement shapes of the peer tools, every statement a plain prepared statement and its
 * own round trip, as BenchmarkSQL 5 and go-tpc send them: the shapes distributed MySQL-compatible
 * engines (TiDB, PolarDB-X, OceanBase) are known to take, which their sharding profiles select.
 * New-Order reads its items with one statement and locks its STOCK rows with another, then
 * updates STOCK line by line and inserts its lines with one multi-row INSERT (go-tpc's New-Order,
 * the leanest of the peers); Payment reads and updates warehouse, district and customer one
 * statement each; customers by last name are found as tpcbench finds them
 * ({@code CustomerSelector.resolve}: all rows, the midpoint taken by the driver, as BenchmarkSQL
 * does); Delivery works district by district, a statement per step. The COMMIT travels alone; a
 * commit whose answer is lost is resolved by the same evidence as tpcbench's own transactions.
 * It is also the reference of the driver benchmark (run/benchDriver.sh).
 */
public final class PortableTransactions implements Transactions {
    private static final String NO_CUSTOMER_WAREHOUSE = """
            SELECT c_discount, c_last, c_credit, w_tax FROM bmsql_customer JOIN bmsql_warehouse ON w_id = c_w_id
            WHERE c_w_id = ? AND c_d_id = ? AND c_id = ?""";
    private static final String NO_DISTRICT = """
            SELECT d_next_o_id, d_tax FROM bmsql_district WHERE d_w_id = ? AND d_id = ? FOR UPDATE""";
    private static final String NO_DISTRICT_NEXT = """
            UPDATE bmsql_district SET d_next_o_id = d_next_o_id + 1 WHERE d_w_id = ? AND d_id = ?""";
    private static final String NO_ORDER = """
            INSERT INTO bmsql_oorder (o_w_id, o_d_id, o_id, o_c_id, o_carrier_id, o_ol_cnt, o_all_local, o_entry_d)
            VALUES (?, ?, ?, ?, NULL, ?, ?, ?)""";
    private static final String NO_NEW_ORDER = """
            INSERT INTO bmsql_new_order (no_w_id, no_d_id, no_o_id) VALUES (?, ?, ?)""";
    private static final String NO_ITEMS = "SELECT i_id, i_price, i_name, i_data FROM bmsql_item WHERE i_id IN (%s)";
    private static final String NO_STOCK = """
            SELECT s_w_id, s_i_id, s_quantity, s_data, s_dist_%02d FROM bmsql_stock
            WHERE (s_w_id, s_i_id) IN (%s) ORDER BY s_w_id, s_i_id FOR UPDATE""";
    /** TPC-C 2.4.2.2, evaluated on the row as it is, so that a repeated item is applied twice. */
    private static final String NO_UPDATE_STOCK = """
            UPDATE bmsql_stock SET s_quantity = IF(s_quantity >= ? + 10, s_quantity - ?, s_quantity - ? + 91),
              s_ytd = s_ytd + ?, s_order_cnt = s_order_cnt + 1, s_remote_cnt = s_remote_cnt + ?
            WHERE s_w_id = ? AND s_i_id = ?""";
    private static final String NO_LINES = """
            INSERT INTO bmsql_order_line (ol_w_id, ol_d_id, ol_o_id, ol_number, ol_i_id, ol_delivery_d, ol_amount,
              ol_supply_w_id, ol_quantity, ol_dist_info) VALUES %s""";

    private static final String PAY_WAREHOUSE_YTD = "UPDATE bmsql_warehouse SET w_ytd = w_ytd + ? WHERE w_id = ?";
    private static final String PAY_WAREHOUSE = """
            SELECT w_name, w_street_1, w_street_2, w_city, w_state, w_zip FROM bmsql_warehouse WHERE w_id = ?""";
    private static final String PAY_DISTRICT_YTD = """
            UPDATE bmsql_district SET d_ytd = d_ytd + ? WHERE d_w_id = ? AND d_id = ?""";
    private static final String PAY_DISTRICT = """
            SELECT d_name, d_street_1, d_street_2, d_city, d_state, d_zip FROM bmsql_district
            WHERE d_w_id = ? AND d_id = ?""";
    private static final String PAY_CUSTOMER = """
            SELECT c_first, c_middle, c_last, c_street_1, c_street_2, c_city, c_state, c_zip, c_phone, c_since,
              c_credit, c_credit_lim, c_discount, c_balance
            FROM bmsql_customer WHERE c_w_id = ? AND c_d_id = ? AND c_id = ? FOR UPDATE""";
    private static final String PAY_CUSTOMER_DATA = """
            SELECT c_data FROM bmsql_customer WHERE c_w_id = ? AND c_d_id = ? AND c_id = ?""";
    private static final String PAY_CUSTOMER_BC = """
            UPDATE bmsql_customer SET c_balance = c_balance - ?, c_ytd_payment = c_ytd_payment + ?,
              c_payment_cnt = c_payment_cnt + 1, c_data = ?
            WHERE c_w_id = ? AND c_d_id = ? AND c_id = ?""";
    private static final String PAY_CUSTOMER_GC = """
            UPDATE bmsql_customer SET c_balance = c_balance - ?, c_ytd_payment = c_ytd_payment + ?,
              c_payment_cnt = c_payment_cnt + 1
            WHERE c_w_id = ? AND c_d_id = ? AND c_id = ?""";
    private static final String PAY_HISTORY = """
            INSERT INTO bmsql_history (h_c_id, h_c_d_id, h_c_w_id, h_d_id, h_w_id, h_date, h_amount, h_data)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?)""";

    private static final String OS_CUSTOMER = """
            SELECT c_first, c_middle, c_last, c_balance FROM bmsql_customer
            WHERE c_w_id = ? AND c_d_id = ? AND c_id = ?""";
    private static final String OS_LAST_ORDER = """
            SELECT o_id, o_entry_d, o_carrier_id FROM bmsql_oorder
            WHERE o_w_id = ? AND o_d_id = ? AND o_c_id = ? ORDER BY o_id DESC LIMIT 1""";
    private static final String OS_LINES = """
            SELECT ol_i_id, ol_supply_w_id, ol_quantity, ol_amount, ol_delivery_d FROM bmsql_order_line
            WHERE ol_w_id = ? AND ol_d_id = ? AND ol_o_id = ?""";

    private static final String SL_NEXT_ORDER = "SELECT d_next_o_id FROM bmsql_district WHERE d_w_id = ? AND d_id = ?";
    private static final String SL_LOW_STOCK = """
            SELECT COUNT(DISTINCT s_i_id) FROM bmsql_order_line JOIN bmsql_stock ON s_w_id = ol_w_id AND s_i_id = ol_i_id
            WHERE ol_w_id = ? AND ol_d_id = ? AND ol_o_id >= ? AND ol_o_id < ? AND s_quantity < ?""";

    private static final String DL_OLDEST = """
            SELECT no_o_id FROM bmsql_new_order WHERE no_w_id = ? AND no_d_id = ? ORDER BY no_o_id LIMIT 1 FOR UPDATE""";
    private static final String DL_DELETE = """
            DELETE FROM bmsql_new_order WHERE no_w_id = ? AND no_d_id = ? AND no_o_id = ?""";
    private static final String DL_ORDER_CUSTOMER = """
            SELECT o_c_id FROM bmsql_oorder WHERE o_w_id = ? AND o_d_id = ? AND o_id = ?""";
    private static final String DL_CARRIER = """
            UPDATE bmsql_oorder SET o_carrier_id = ? WHERE o_w_id = ? AND o_d_id = ? AND o_id = ?""";
    private static final String DL_LINES_DATE = """
            UPDATE bmsql_order_line SET ol_delivery_d = ? WHERE ol_w_id = ? AND ol_d_id = ? AND ol_o_id = ?""";
    private static final String DL_LINES_SUM = """
            SELECT COALESCE(SUM(ol_amount), 0) FROM bmsql_order_line WHERE ol_w_id = ? AND ol_d_id = ? AND ol_o_id = ?""";
    private static final String DL_CUSTOMER = """
            UPDATE bmsql_customer SET c_balance = c_balance + ?, c_delivery_cnt = c_delivery_cnt + 1
            WHERE c_w_id = ? AND c_d_id = ? AND c_id = ?""";

    @Override
    public TxResult.NewOrderDone newOrder(Connection c, NewOrder.Input in) throws SQLException {
        int n = in.lines();
        int remote = in.remoteLines();
        BigDecimal discount;
        BigDecimal taxes;
        try (ResultSet rs = query(c, NO_CUSTOMER_WAREHOUSE, in.wId(), in.dId(), in.cId())) {
            discount = one(rs, "customer").getBigDecimal(1);
            taxes = rs.getBigDecimal(4);
        }
        int oId;
        try (ResultSet rs = query(c, NO_DISTRICT, in.wId(), in.dId())) {
            oId = one(rs, "district").getInt(1);
            taxes = taxes.add(rs.getBigDecimal(2));
        }
        update(c, NO_DISTRICT_NEXT, in.wId(), in.dId());
        // whole seconds, as DATETIME keeps them, so the in-doubt evidence can match it exactly
        LocalDateTime entry = LocalDateTime.now().truncatedTo(ChronoUnit.SECONDS);
        update(c, NO_ORDER, in.wId(), in.dId(), oId, in.cId(), n, remote == 0 ? 1 : 0, entry);
        update(c, NO_NEW_ORDER, in.wId(), in.dId(), oId);
        int[] items = Arrays.stream(in.itemIds()).distinct().toArray();
        Map<Integer, BigDecimal> prices = new HashMap<>();
        Map<Integer, String> itemData = new HashMap<>();
        try (ResultSet rs = query(c, NO_ITEMS.formatted(marks(items.length, "?")), (Object[]) boxed(items))) {
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
        try (ResultSet rs = query(c, NO_STOCK.formatted(in.dId(), marks(keys.size() / 2, "(?, ?)")), keys.toArray())) {
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
            update(c, NO_UPDATE_STOCK, qty, qty, qty, qty, supply != in.wId() ? 1 : 0, supply, item);
            BigDecimal amount = prices.get(item).multiply(BigDecimal.valueOf(qty));
            total = total.add(amount);
            Collections.addAll(lines, in.wId(), in.dId(), oId, i + 1, item, amount, supply, qty,
                    dist.get(key(supply, item)));
            brandGeneric[i] = NewOrder.brandGeneric(itemData.get(item), stockData.get(key(supply, item)));
        }
        update(c, NO_LINES.formatted(marks(n, "(?, ?, ?, ?, ?, NULL, ?, ?, ?, ?)")), lines.toArray());
        // TPC-C 2.4.2.2, 2.4.3.3: the total and the brand-generic flags the terminal shows
        BigDecimal shown = total.multiply(BigDecimal.ONE.subtract(discount)).multiply(BigDecimal.ONE.add(taxes));
        return Sql.commit(c, new TxResult.NewOrderDone(false, n, remote, shown, new String(brandGeneric)),
                NewOrder.evidence(in, oId, entry));
    }

    @Override
    public TxResult.PaymentDone payment(Connection c, Payment.Input in) throws SQLException {
        update(c, PAY_WAREHOUSE_YTD, in.amount(), in.wId());
        String wName;
        try (ResultSet rs = query(c, PAY_WAREHOUSE, in.wId())) {
            wName = one(rs, "warehouse").getString(1);
        }
        update(c, PAY_DISTRICT_YTD, in.amount(), in.wId(), in.dId());
        String dName;
        try (ResultSet rs = query(c, PAY_DISTRICT, in.wId(), in.dId())) {
            dName = one(rs, "district").getString(1);
        }
        int cId = in.customer().resolve(c, in.cWId(), in.cDId());
        String credit;
        try (ResultSet rs = query(c, PAY_CUSTOMER, in.cWId(), in.cDId(), cId)) {
            credit = one(rs, "customer").getString(11);
        }
        String shown = null;
        if ("BC".equals(credit)) {
            String data;
            try (ResultSet rs = query(c, PAY_CUSTOMER_DATA, in.cWId(), in.cDId(), cId)) {
                data = one(rs, "customer").getString(1);
            }
            data = cId + " " + in.cDId() + " " + in.cWId() + " " + in.dId() + " " + in.wId() + " "
                    + in.amount().toPlainString() + " | " + data;
            update(c, PAY_CUSTOMER_BC, in.amount(), in.amount(), data.length() > 500 ? data.substring(0, 500) : data,
                    in.cWId(), in.cDId(), cId);
            // TPC-C 2.5.3.3: the first 200 characters of the new C_DATA are shown
            shown = data.length() > 200 ? data.substring(0, 200) : data;
        } else {
            update(c, PAY_CUSTOMER_GC, in.amount(), in.amount(), in.cWId(), in.cDId(), cId);
        }
        LocalDateTime date = LocalDateTime.now().truncatedTo(ChronoUnit.SECONDS);
        update(c, PAY_HISTORY, cId, in.cDId(), in.cWId(), in.dId(), in.wId(), date, in.amount(),
                wName + "    " + dName);
        return Sql.commit(c, new TxResult.PaymentDone(in.remote(), in.customer().byName(), shown),
                Payment.evidence(in, cId, date));
    }

    @Override
    public TxResult.OrderStatusDone orderStatus(Connection c, OrderStatus.Input in) throws SQLException {
        int cId = in.customer().resolve(c, in.wId(), in.dId());
        try (ResultSet rs = query(c, OS_CUSTOMER, in.wId(), in.dId(), cId)) {
            one(rs, "customer");
        }
        int oId;
        try (ResultSet rs = query(c, OS_LAST_ORDER, in.wId(), in.dId(), cId)) {
            oId = rs.next() ? rs.getInt(1) : 0;
        }
        int lines = 0;
        try (ResultSet rs = query(c, OS_LINES, in.wId(), in.dId(), oId)) {
            while (rs.next()) {
                rs.getInt(1);
                lines++;
            }
        }
        c.commit();
        return new TxResult.OrderStatusDone(in.customer().byName(), oId, lines);
    }

    @Override
    public TxResult.StockLevelDone stockLevel(Connection c, StockLevel.Input in) throws SQLException {
        int next;
        try (ResultSet rs = query(c, SL_NEXT_ORDER, in.wId(), in.dId())) {
            next = one(rs, "district").getInt(1);
        }
        int low;
        try (ResultSet rs = query(c, SL_LOW_STOCK, in.wId(), in.dId(), next - 20, next, in.threshold())) {
            low = one(rs, "stock level").getInt(1);
        }
        c.commit();
        return new TxResult.StockLevelDone(low);
    }

    @Override
    public Delivery.Done delivery(Connection c, Delivery.Input in) throws SQLException {
        List<int[]> delivered = new ArrayList<>();
        LocalDateTime now = LocalDateTime.now().truncatedTo(ChronoUnit.SECONDS);
        for (int dId = 1; dId <= 10; dId++) {
            int oId;
            try (ResultSet rs = query(c, DL_OLDEST, in.wId(), dId)) {
                if (!rs.next()) {
                    continue; // TPC-C 2.7.4.2: no undelivered order, the district is skipped
                }
                oId = rs.getInt(1);
            }
            update(c, DL_DELETE, in.wId(), dId, oId);
            int cId;
            try (ResultSet rs = query(c, DL_ORDER_CUSTOMER, in.wId(), dId, oId)) {
                cId = one(rs, "order").getInt(1);
            }
            update(c, DL_CARRIER, in.carrierId(), in.wId(), dId, oId);
            update(c, DL_LINES_DATE, now, in.wId(), dId, oId);
            BigDecimal sum;
            try (ResultSet rs = query(c, DL_LINES_SUM, in.wId(), dId, oId)) {
                sum = one(rs, "order lines").getBigDecimal(1);
            }
            update(c, DL_CUSTOMER, sum, in.wId(), dId, cId);
            delivered.add(new int[] {dId, oId});
        }
        Delivery.Done done = new Delivery.Done(delivered, 10 - delivered.size());
        if (delivered.isEmpty()) {
            c.commit();
            return done;
        }
        return Sql.commit(c, done, Delivery.evidence(in, delivered, now));
    }

    private static long key(int wId, int iId) {
        return (long) wId << 32 | iId;
    }

    private static ResultSet one(ResultSet rs, String what) throws SQLException {
        if (!rs.next()) {
            throw new SQLException(what + " not found");
        }
        return rs;
    }

    /** The rows of {@code sql}; closing them closes the statement. */
    private static ResultSet query(Connection c, String sql, Object... params) throws SQLException {
        PreparedStatement ps = bind(c.prepareStatement(sql), params);
        ps.closeOnCompletion();
        return ps.executeQuery();
    }

    private static void update(Connection c, String sql, Object... params) throws SQLException {
        try (PreparedStatement ps = bind(c.prepareStatement(sql), params)) {
            ps.executeUpdate();
        }
    }

    /** Binds with the typed setters the peers use. */
    private static PreparedStatement bind(PreparedStatement ps, Object[] params) throws SQLException {
        for (int i = 0; i < params.length; i++) {
            switch (params[i]) {
                case Integer v -> ps.setInt(i + 1, v);
                case BigDecimal v -> ps.setBigDecimal(i + 1, v);
                case String v -> ps.setString(i + 1, v);
                case LocalDateTime v -> ps.setObject(i + 1, v);
                default -> throw new IllegalArgumentException("unexpected parameter " + params[i]);
            }
        }
        return ps;
    }

    private static Integer[] boxed(int[] values) {
        return Arrays.stream(values).boxed().toArray(Integer[]::new);
    }

    private static String marks(int n, String one) {
        return String.join(", ", Collections.nCopies(n, one));
    }
}
