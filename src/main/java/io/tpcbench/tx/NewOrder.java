package io.tpcbench.tx;

import io.tpcbench.random.TpccRandom;
import java.math.BigDecimal;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.LocalDateTime;
import java.time.temporal.ChronoUnit;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.IntStream;

/** The New-Order transaction (TPC-C 2.4). */
public final class NewOrder {
    /** An item id no ITEM row has: the 1% of orders that must roll back use it (TPC-C 2.4.1.4). */
    static final int UNUSED_ITEM_ID = 100_001;
    /** TPC-C 2.4.1.3: at most 15 order lines. */
    static final int MAX_LINES = 15;

    /** TPC-C 2.4.2.2: the warehouse's and district's tax and the customer, in one read. */
    private static final String CUSTOMER_WAREHOUSE_DISTRICT = """
            SELECT c_discount, c_last, c_credit, w_tax, d_tax
            FROM bmsql_customer
              JOIN bmsql_warehouse ON w_id = c_w_id
              JOIN bmsql_district ON d_w_id = c_w_id AND d_id = c_d_id
            WHERE c_w_id = ? AND c_d_id = ? AND c_id = ?
            """;
    /**
     * TPC-C 2.4.2.2: D_NEXT_O_ID is read and incremented by one, with the district row locked.
     * LAST_INSERT_ID(expr) hands the new value back in the statement's OK packet, so reading and
     * incrementing take one statement instead of a SELECT ... FOR UPDATE and an UPDATE.
     */
    private static final String DISTRICT_NEXT = """
            UPDATE bmsql_district SET d_next_o_id = LAST_INSERT_ID(d_next_o_id + 1) WHERE d_w_id = ? AND d_id = ?
            """;
    private static final String INSERT_ORDER = """
            INSERT INTO bmsql_oorder (o_w_id, o_d_id, o_id, o_c_id, o_carrier_id, o_ol_cnt, o_all_local, o_entry_d)
            VALUES (?, ?, ?, ?, NULL, ?, ?, ?)
            """;
    private static final String INSERT_NEW_ORDER = """
            INSERT INTO bmsql_new_order (no_w_id, no_d_id, no_o_id) VALUES (?, ?, ?)
            """;
    /** TPC-C 2.4.2.2: the items of all lines in one statement, one text per number of distinct items. */
    private static final List<String> ITEMS = IntStream.rangeClosed(0, MAX_LINES)
            .mapToObj(n -> "SELECT i_id, i_price, i_name, i_data FROM bmsql_item WHERE i_id IN ("
                    + String.join(", ", Collections.nCopies(Math.max(n, 1), "?")) + ")")
            .toList();
    /**
     * The STOCK rows of all lines, locked in one statement. The IN list is bound in (warehouse,
     * item) order and read as a primary-key range in that order, so two New-Orders always lock
     * stock in the same order and cannot deadlock on it. S_DIST_xx is the column of the order's
     * D_ID (TPC-C 2.4.2.2): one text per district and number of distinct rows.
     */
    private static final List<List<String>> STOCK = IntStream.rangeClosed(0, 10)
            .mapToObj(d -> IntStream.rangeClosed(0, MAX_LINES).mapToObj(n -> String.format(
                    "SELECT s_w_id, s_i_id, s_quantity, s_data, s_dist_%02d FROM bmsql_stock"
                            + " WHERE (s_w_id, s_i_id) IN (%s) ORDER BY s_w_id, s_i_id FOR UPDATE",
                    Math.max(d, 1), String.join(", ", Collections.nCopies(Math.max(n, 1), "(?, ?)")))).toList())
            .toList();
    /**
     * All the order's STOCK rows updated in one statement (TPC-C 2.4.2.2: S_QUANTITY, S_YTD,
     * S_ORDER_CNT, S_REMOTE_CNT): per column a CASE over the (warehouse, item) keys. One text per
     * number of distinct rows.
     */
    private static final List<String> UPDATE_STOCK = IntStream.rangeClosed(0, MAX_LINES)
            .mapToObj(NewOrder::updateStockSql).toList();
    private static final String INSERT_LINE = """
            INSERT INTO bmsql_order_line (ol_w_id, ol_d_id, ol_o_id, ol_number, ol_i_id, ol_delivery_d, ol_amount,
                                          ol_supply_w_id, ol_quantity, ol_dist_info)
            VALUES (?, ?, ?, ?, ?, NULL, ?, ?, ?, ?)
            """;

    private static String updateStockSql(int rows) {
        String when = String.join(" ", Collections.nCopies(Math.max(rows, 1), "WHEN s_w_id = ? AND s_i_id = ? THEN ?"));
        return "UPDATE bmsql_stock SET s_quantity = CASE " + when + " END, s_ytd = s_ytd + CASE " + when
                + " END, s_order_cnt = s_order_cnt + CASE " + when + " END, s_remote_cnt = s_remote_cnt + CASE "
                + when + " END WHERE (s_w_id, s_i_id) IN ("
                + String.join(", ", Collections.nCopies(Math.max(rows, 1), "(?, ?)")) + ")";
    }

    /** The evidence of a New-Order whose commit is in doubt: its ORDER row as written. */
    private static final String ORDER_EXISTS = """
            SELECT COUNT(*) FROM bmsql_oorder
            WHERE o_w_id = ? AND o_d_id = ? AND o_id = ? AND o_c_id = ? AND o_entry_d = ?
            """;

    private NewOrder() {}

    /** The terminal's input (TPC-C 2.4.1). Arrays are per order line, in entry order. */
    public record Input(int wId, int dId, int cId, int[] itemIds, int[] supplyWIds, int[] quantities) {
        public int lines() {
            return itemIds.length;
        }

        public int remoteLines() {
            return (int) Arrays.stream(supplyWIds).filter(w -> w != wId).count();
        }
    }

    /** TPC-C 2.4.1: random district, NURand customer and items, 1% remote lines, 1% rollbacks. */
    public static Input generate(TpccRandom r, int wId, int warehouses) {
        int dId = r.uniform(1, 10);
        int cId = r.customerId();
        int lines = r.uniform(5, 15);
        boolean rollback = r.uniform(1, 100) == 1;
        int[] items = new int[lines];
        int[] supply = new int[lines];
        int[] quantity = new int[lines];
        for (int i = 0; i < lines; i++) {
            items[i] = rollback && i == lines - 1 ? UNUSED_ITEM_ID : r.itemId();
            // TPC-C 2.4.1.5: 1% of lines come from a remote warehouse (none when there is only one)
            supply[i] = r.uniform(1, 100) > 1 || warehouses == 1 ? wId : otherWarehouse(r, wId, warehouses);
            quantity[i] = r.uniform(1, 10);
        }
        return new Input(wId, dId, cId, items, supply, quantity);
    }

    /** A warehouse other than {@code home}, uniformly. */
    static int otherWarehouse(TpccRandom r, int home, int warehouses) {
        int w = r.uniform(1, warehouses - 1);
        return w >= home ? w + 1 : w;
    }

    /** Runs the profile of TPC-C 2.4.2 and commits, or rolls back for the unused item. */
    public static TxResult.NewOrderDone execute(Connection c, Input in) throws SQLException {
        BigDecimal discount;
        BigDecimal wTax;
        BigDecimal dTax;
        try (PreparedStatement ps = c.prepareStatement(CUSTOMER_WAREHOUSE_DISTRICT)) {
            Sql.setInts(ps, in.wId(), in.dId(), in.cId());
            try (ResultSet rs = Sql.single(ps, "customer " + in.cId())) {
                discount = rs.getBigDecimal(1);
                wTax = rs.getBigDecimal(4);
                dTax = rs.getBigDecimal(5);
            }
        }
        int oId = nextOrderId(c, in);
        // whole seconds, as DATETIME keeps them, so the in-doubt evidence can match it exactly
        LocalDateTime entry = LocalDateTime.now().truncatedTo(ChronoUnit.SECONDS);
        try (PreparedStatement ps = c.prepareStatement(INSERT_ORDER)) {
            Sql.setInts(ps, in.wId(), in.dId(), oId, in.cId(), in.lines(), in.remoteLines() == 0 ? 1 : 0);
            ps.setObject(7, entry);
            ps.executeUpdate();
        }
        Sql.update(c, INSERT_NEW_ORDER, in.wId(), in.dId(), oId);

        BigDecimal[] prices = itemPrices(c, in);
        if (prices == null) {
            // TPC-C 2.4.2.3: "Item number is not valid" -> the whole transaction rolls back
            c.rollback();
            return new TxResult.NewOrderDone(true, in.lines(), in.remoteLines());
        }
        Map<Long, StockRow> stock = lockStock(c, in);
        writeLines(c, in, oId, prices, stock);
        // TPC-C 2.4.2.2: the total is computed for the terminal's output
        total(prices, in.quantities(), discount, wTax, dTax);
        int[] orderKey = {in.wId(), in.dId(), oId, in.cId()};
        return Sql.commit(c, new TxResult.NewOrderDone(false, in.lines(), in.remoteLines()),
                check -> Sql.exists(check, ORDER_EXISTS, orderKey, entry));
    }

    /** Locks the district, takes its D_NEXT_O_ID and increments it (TPC-C 2.4.2.2). */
    private static int nextOrderId(Connection c, Input in) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement(DISTRICT_NEXT, Statement.RETURN_GENERATED_KEYS)) {
            Sql.setInts(ps, in.wId(), in.dId());
            if (ps.executeUpdate() != 1) {
                throw new SQLException("district " + in.dId() + " not found: the database is not a complete TPC-C"
                        + " population");
            }
            try (ResultSet keys = ps.getGeneratedKeys()) {
                if (!keys.next()) {
                    throw new SQLException("the server did not return LAST_INSERT_ID for D_NEXT_O_ID");
                }
                return keys.getInt(1) - 1;
            }
        }
    }

    /** The price of each line's item, or null when an item does not exist (the 1% rollback). */
    private static BigDecimal[] itemPrices(Connection c, Input in) throws SQLException {
        int[] distinct = Arrays.stream(in.itemIds()).sorted().distinct().toArray();
        Map<Integer, BigDecimal> byId = new HashMap<>();
        try (PreparedStatement ps = c.prepareStatement(ITEMS.get(distinct.length))) {
            Sql.setInts(ps, distinct);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    byId.put(rs.getInt(1), rs.getBigDecimal(2));
                }
            }
        }
        if (byId.size() < distinct.length) {
            return null;
        }
        BigDecimal[] prices = new BigDecimal[in.lines()];
        for (int i = 0; i < in.lines(); i++) {
            prices[i] = byId.get(in.itemIds()[i]);
        }
        return prices;
    }

    /** A STOCK row as read under lock, then the changes of every line that uses it. */
    private static final class StockRow {
        int quantity;
        String distInfo;
        int ytd;
        int orders;
        int remote;
    }

    private static long key(int wId, int iId) {
        return ((long) wId << 32) | iId;
    }

    /** Locks each STOCK row of the order once, in (warehouse, item) order. */
    private static Map<Long, StockRow> lockStock(Connection c, Input in) throws SQLException {
        TreeMap<Long, StockRow> rows = new TreeMap<>();
        for (int i = 0; i < in.lines(); i++) {
            rows.put(key(in.supplyWIds()[i], in.itemIds()[i]), null);
        }
        try (PreparedStatement ps = c.prepareStatement(STOCK.get(in.dId()).get(rows.size()))) {
            int p = 1;
            for (long k : rows.keySet()) {
                ps.setInt(p++, (int) (k >>> 32));
                ps.setInt(p++, (int) k);
            }
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    StockRow row = new StockRow();
                    row.quantity = rs.getInt(3);
                    row.distInfo = rs.getString(5);
                    rows.put(key(rs.getInt(1), rs.getInt(2)), row);
                }
            }
        }
        if (rows.containsValue(null)) {
            throw new SQLException("stock rows missing for the order: the database is not a complete TPC-C"
                    + " population");
        }
        return rows;
    }

    private static void writeLines(Connection c, Input in, int oId, BigDecimal[] prices, Map<Long, StockRow> stock)
            throws SQLException {
        try (PreparedStatement lines = c.prepareStatement(INSERT_LINE)) {
            for (int i = 0; i < in.lines(); i++) {
                int qty = in.quantities()[i];
                StockRow s = stock.get(key(in.supplyWIds()[i], in.itemIds()[i]));
                // TPC-C 2.4.2.2: S_QUANTITY drops by OL_QUANTITY, or is refilled by 91 when it would fall below 10
                s.quantity = s.quantity >= qty + 10 ? s.quantity - qty : s.quantity - qty + 91;
                s.ytd += qty;
                s.orders++;
                s.remote += in.supplyWIds()[i] != in.wId() ? 1 : 0;
                Sql.setInts(lines, in.wId(), in.dId(), oId, i + 1, in.itemIds()[i]);
                lines.setBigDecimal(6, prices[i].multiply(BigDecimal.valueOf(qty)));
                Sql.setIntsFrom(lines, 7, in.supplyWIds()[i], qty);
                lines.setString(9, s.distInfo);
                lines.addBatch();
            }
            updateStock(c, stock);
            lines.executeBatch();
        }
    }

    /** One UPDATE for all STOCK rows: four CASE columns, then the keys (see {@link #UPDATE_STOCK}). */
    private static void updateStock(Connection c, Map<Long, StockRow> stock) throws SQLException {
        int n = stock.size();
        try (PreparedStatement ps = c.prepareStatement(UPDATE_STOCK.get(n))) {
            int i = 0;
            for (Map.Entry<Long, StockRow> e : stock.entrySet()) {
                int w = (int) (e.getKey() >>> 32);
                int item = (int) (long) e.getKey();
                StockRow s = e.getValue();
                int[] values = {s.quantity, s.ytd, s.orders, s.remote};
                for (int col = 0; col < values.length; col++) {
                    Sql.setIntsFrom(ps, 1 + 3 * (col * n + i), w, item, values[col]);
                }
                Sql.setIntsFrom(ps, 1 + 12 * n + 2 * i, w, item);
                i++;
            }
            ps.executeUpdate();
        }
    }

    static BigDecimal total(BigDecimal[] prices, int[] quantities, BigDecimal discount, BigDecimal wTax,
            BigDecimal dTax) {
        BigDecimal sum = BigDecimal.ZERO;
        for (int i = 0; i < prices.length; i++) {
            sum = sum.add(prices[i].multiply(BigDecimal.valueOf(quantities[i])));
        }
        return sum.multiply(BigDecimal.ONE.subtract(discount)).multiply(BigDecimal.ONE.add(wTax).add(dTax));
    }
}
