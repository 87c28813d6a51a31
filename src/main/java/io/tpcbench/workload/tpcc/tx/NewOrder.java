package io.tpcbench.workload.tpcc.tx;

import java.math.BigDecimal;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.LocalDateTime;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.IntStream;

/** The New-Order transaction (TPC-C 2.4). */
public final class NewOrder {
    /** TPC-C 2.4.2.2: D_NEXT_O_ID is incremented by one, which locks the district row. */
    private static final String DISTRICT_NEXT = """
            UPDATE bmsql_district SET d_next_o_id = d_next_o_id + 1 WHERE d_w_id = ? AND d_id = ?""";
    /**
     * The STOCK rows of all lines, locked in one statement, with S_DIST_xx of the order's D_ID and
     * each row's item: I_PRICE, I_NAME and I_DATA (TPC-C 2.4.2.2); and, in every row, the order's
     * O_ID (D_NEXT_O_ID before the increment, which the transaction sees), the district's and the
     * warehouse's tax and the customer's C_DISCOUNT, C_LAST and C_CREDIT (2.4.2.2), so that the
     * customer costs no result of its own. The items, the customer, the warehouse and the district
     * are read by scalar subqueries, which the locking read does not lock (a join would lock the
     * ITEM rows every New-Order reads, and the warehouse row every Payment updates); those of the
     * order's header are uncorrelated, run once per statement. The IN list is bound in (warehouse,
     * item) order and read as a primary-key range in that order, so two New-Orders always lock
     * stock in the same order and cannot deadlock on it. An unused item has no STOCK row.
     */
    private static String stock(int rows) {
        return "SELECT s_w_id, s_i_id, s_quantity, s_data, CASE ? WHEN 1 THEN s_dist_01 WHEN 2 THEN s_dist_02"
                + " WHEN 3 THEN s_dist_03 WHEN 4 THEN s_dist_04 WHEN 5 THEN s_dist_05 WHEN 6 THEN s_dist_06"
                + " WHEN 7 THEN s_dist_07 WHEN 8 THEN s_dist_08 WHEN 9 THEN s_dist_09 ELSE s_dist_10 END,"
                + " (SELECT i_price FROM bmsql_item WHERE i_id = s_i_id),"
                + " (SELECT i_name FROM bmsql_item WHERE i_id = s_i_id),"
                + " (SELECT i_data FROM bmsql_item WHERE i_id = s_i_id),"
                + " (SELECT d_next_o_id - 1 FROM bmsql_district WHERE d_w_id = ? AND d_id = ?),"
                + " (SELECT d_tax FROM bmsql_district WHERE d_w_id = ? AND d_id = ?),"
                + " (SELECT w_tax FROM bmsql_warehouse WHERE w_id = ?),"
                + " (SELECT c_discount FROM bmsql_customer WHERE c_w_id = ? AND c_d_id = ? AND c_id = ?),"
                + " (SELECT c_last FROM bmsql_customer WHERE c_w_id = ? AND c_d_id = ? AND c_id = ?),"
                + " (SELECT c_credit FROM bmsql_customer WHERE c_w_id = ? AND c_d_id = ? AND c_id = ?)"
                + " FROM bmsql_stock WHERE " + StockUpdate.keys(rows) + " ORDER BY s_w_id, s_i_id FOR UPDATE";
    }

    /** Whether items exist, asked only when STOCK rows are missing: an unused item, or an incomplete population. */
    private static final String ITEMS_EXIST = "SELECT COUNT(*) FROM bmsql_item WHERE i_id IN (%s)";

    /** The ORDER row, with O_ID taken from the district as this transaction incremented it. */
    private static final String INSERT_ORDER = """
            INSERT INTO bmsql_oorder (o_w_id, o_d_id, o_id, o_c_id, o_carrier_id, o_ol_cnt, o_all_local, o_entry_d)
            SELECT d_w_id, d_id, d_next_o_id - 1, ?, NULL, ?, ?, ? FROM bmsql_district WHERE d_w_id = ? AND d_id = ?""";

    private static final String INSERT_NEW_ORDER = """
            INSERT INTO bmsql_new_order (no_w_id, no_d_id, no_o_id)
            SELECT d_w_id, d_id, d_next_o_id - 1 FROM bmsql_district WHERE d_w_id = ? AND d_id = ?""";

    /** The order's lines in one multi-row INSERT. */
    private static String insertLines(int lines) {
        return "INSERT INTO bmsql_order_line (ol_w_id, ol_d_id, ol_o_id, ol_number, ol_i_id, ol_delivery_d, ol_amount,"
                + " ol_supply_w_id, ol_quantity, ol_dist_info) VALUES "
                + TripText.marks(lines, "(?, ?, ?, ?, ?, NULL, ?, ?, ?, ?)");
    }

    /**
     * First trip, in the order of TPC-C 2.4.2.2: the district locked and its D_NEXT_O_ID taken, the
     * ORDER and NEW-ORDER rows, and the STOCK rows locked with their items, the customer and the
     * taxes; per number of STOCK rows. An unused item ends the transaction here.
     */
    private static final List<TripText> READ = IntStream.rangeClosed(0, NewOrderInput.MAX_LINES)
            .mapToObj(m -> TripText.of(DISTRICT_NEXT, INSERT_ORDER, INSERT_NEW_ORDER, stock(m))
                    .check(0, 1))
            .toList();
    /** Second trip: the STOCK updates and the order lines, then the commit; per number of STOCK rows and of lines. */
    private static final List<List<TripText>> WRITE = IntStream.rangeClosed(0, NewOrderInput.MAX_LINES)
            .mapToObj(m -> IntStream.rangeClosed(0, NewOrderInput.MAX_LINES)
                    .mapToObj(lines -> TripText.ending(StockUpdate.text(m), insertLines(lines)))
                    .toList())
            .toList();

    private NewOrder() {}

    /**
     * Runs the profile of TPC-C 2.4.2 in two trips and commits, or rolls back for the unused item
     * (after a third statement that tells an unused item from a missing STOCK row).
     */
    public static TxResult.NewOrderDone execute(Connection c, NewOrderInput in, Route route) throws SQLException {
        int remoteLines = in.remoteLines();
        TreeMap<Long, StockRow> stock = new TreeMap<>();
        for (int i = 0; i < in.lines(); i++) {
            stock.put(StockUpdate.key(in.supplyWIds()[i], in.itemIds()[i]), null);
        }
        // whole seconds, as DATETIME keeps them, so the in-doubt evidence can match it exactly
        LocalDateTime entry = LocalDateTime.now().truncatedTo(ChronoUnit.SECONDS);
        Params read = new Params(22 + 2 * stock.size())
                .ints(in.wId(), in.dId())
                .ints(in.cId(), in.lines(), remoteLines == 0 ? 1 : 0)
                .time(entry)
                .ints(in.wId(), in.dId())
                .ints(in.wId(), in.dId())
                .ints(in.dId())
                .ints(in.wId(), in.dId(), in.wId(), in.dId(), in.wId())
                .ints(in.wId(), in.dId(), in.cId(), in.wId(), in.dId(), in.cId(), in.wId(), in.dId(), in.cId());
        StockUpdate.addKeys(read, stock);
        Header header = new Header();
        boolean complete;
        try (Trip trip = Trip.send(c, route, READ.get(stock.size()), read)) {
            complete = readStock(trip.rows(3), stock, header);
        } catch (Trip.RowCountException e) {
            throw Sql.missing("district " + in.dId() + " of warehouse " + in.wId());
        }
        if (header.read && header.discount == null) {
            throw Sql.missing("customer " + in.cId());
        }
        if (!complete) {
            unusedItems(c, stock);
            // TPC-C 2.4.2.3: "Item number is not valid" -> the whole transaction rolls back
            c.rollback();
            return TxResult.NewOrderDone.rolledBack(in.lines(), remoteLines);
        }
        Params write = new Params(14 * stock.size() + 9 * in.lines());
        StockRow[] lineRows = applyLines(in, stock);
        StockUpdate.add(write, stock);
        BigDecimal[] prices = new BigDecimal[in.lines()];
        char[] brandGeneric = new char[in.lines()];
        for (int i = 0; i < in.lines(); i++) {
            int qty = in.quantities()[i];
            prices[i] = lineRows[i].price;
            brandGeneric[i] = brandGeneric(lineRows[i].itemData, lineRows[i].stockData);
            write.ints(in.wId(), in.dId(), header.oId, i + 1, in.itemIds()[i])
                    .decimal(prices[i].multiply(BigDecimal.valueOf(qty)))
                    .ints(in.supplyWIds()[i], qty)
                    .text(lineRows[i].distInfo);
        }
        // TPC-C 2.4.2.2, 2.4.3.3: the total and the brand-generic flags are the terminal's output
        BigDecimal total = total(prices, in.quantities(), header.discount, header.wTax, header.dTax);
        int lines = in.lines();
        return Trip.commit(
                c,
                route,
                WRITE.get(stock.size()).get(lines),
                write,
                new TxResult.NewOrderDone(false, lines, remoteLines, total, new String(brandGeneric)),
                NewOrderEvidence.evidence(in, header.oId, entry));
    }

    /**
     * Checks that the items of the missing STOCK rows are unused (the 1% of New-Orders that roll
     * back); a missing STOCK row of an existing item means an incomplete population.
     */
    private static void unusedItems(Connection c, Map<Long, StockRow> stock) throws SQLException {
        int[] missing = stock.entrySet().stream()
                .filter(e -> e.getValue() == null)
                .mapToInt(e -> (int) (long) e.getKey())
                .distinct()
                .toArray();
        if (Sql.exists(c, String.format(ITEMS_EXIST, TripText.marks(missing.length, "?")), missing)) {
            throw Sql.missing("STOCK rows of the order");
        }
    }

    /** A STOCK row as read under lock with its item, then the changes of every line that uses it. */
    private static final class StockRow extends StockUpdate.Row {
        BigDecimal price;
        String distInfo;
        String stockData;
        String itemData;
    }

    /** TPC-C 2.4.2.2: 'B' (brand) when both I_DATA and S_DATA hold "ORIGINAL", else 'G' (generic). */
    static char brandGeneric(String itemData, String stockData) {
        return itemData != null && stockData != null && itemData.contains("ORIGINAL") && stockData.contains("ORIGINAL")
                ? 'B'
                : 'G';
    }

    /** What the STOCK read returns of the order besides its rows: O_ID, the taxes and C_DISCOUNT. */
    private static final class Header {
        boolean read;
        int oId;
        BigDecimal discount;
        BigDecimal wTax;
        BigDecimal dTax;
    }

    /**
     * Fills the locked STOCK rows, each once, in (warehouse, item) order, and from the first the
     * order's {@code header}; false when some are missing.
     */
    private static boolean readStock(ResultSet rs, Map<Long, StockRow> rows, Header header) throws SQLException {
        while (rs.next()) {
            if (!header.read) {
                header.read = true;
                header.oId = rs.getInt(9);
                header.dTax = rs.getBigDecimal(10);
                header.wTax = rs.getBigDecimal(11);
                header.discount = rs.getBigDecimal(12);
            }
            StockRow row = new StockRow();
            row.quantity = rs.getInt(3);
            row.distInfo = rs.getString(5);
            row.price = rs.getBigDecimal(6);
            row.stockData = rs.getString(4);
            row.itemData = rs.getString(8);
            if (row.price == null) {
                throw Sql.missing("item " + rs.getInt(2) + " of a STOCK row");
            }
            rows.put(StockUpdate.key(rs.getInt(1), rs.getInt(2)), row);
        }
        return !rows.containsValue(null);
    }

    /** Applies each line to its STOCK row (TPC-C 2.4.2.2); returns each line's row (its price and OL_DIST_INFO). */
    private static StockRow[] applyLines(NewOrderInput in, Map<Long, StockRow> stock) {
        StockRow[] lineRows = new StockRow[in.lines()];
        for (int i = 0; i < in.lines(); i++) {
            StockRow s = stock.get(StockUpdate.key(in.supplyWIds()[i], in.itemIds()[i]));
            s.apply(in.quantities()[i], in.supplyWIds()[i] != in.wId());
            lineRows[i] = s;
        }
        return lineRows;
    }

    static BigDecimal total(
            BigDecimal[] prices, int[] quantities, BigDecimal discount, BigDecimal wTax, BigDecimal dTax) {
        BigDecimal sum = BigDecimal.ZERO;
        for (int i = 0; i < prices.length; i++) {
            sum = sum.add(prices[i].multiply(BigDecimal.valueOf(quantities[i])));
        }
        return sum.multiply(BigDecimal.ONE.subtract(discount))
                .multiply(BigDecimal.ONE.add(wTax).add(dTax));
    }
}
