package io.tpcbench.workload.tpcc.tx;

import java.math.BigDecimal;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.LocalDateTime;
import java.time.temporal.ChronoUnit;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.IntStream;

/**
 * New-Order (TPC-C 2.4) in the portable statement mode, in go-tpc's statements, the leanest of the
 * peers': the customer and warehouse, the district locked, the items in one statement and the
 * STOCK rows locked in another; then the district's next order, the ORDER and NEW-ORDER rows, the
 * STOCK updates and the lines inserted with one multi-row INSERT. Two steps, each one text or a
 * statement per round trip as the route sends them, then the COMMIT alone. The STOCK rows are
 * updated in one statement ({@link StockUpdate}: the lines applied by the driver to the quantities
 * read under lock), or line by line as the peers do ({@code perLine}: the driver benchmark's
 * reference).
 */
final class PortableNewOrder {
    private static final String CUSTOMER_WAREHOUSE = """
            SELECT c_discount, c_last, c_credit, w_tax FROM bmsql_customer JOIN bmsql_warehouse ON w_id = c_w_id
            WHERE c_w_id = ? AND c_d_id = ? AND c_id = ?""";
    private static final String DISTRICT = """
            SELECT d_next_o_id, d_tax FROM bmsql_district WHERE d_w_id = ? AND d_id = ? FOR UPDATE""";
    private static final String ITEMS = "SELECT i_id, i_price, i_name, i_data FROM bmsql_item WHERE i_id IN (%s)";
    /** The STOCK rows in (warehouse, item) order, so two New-Orders lock them in the same order. */
    private static final String STOCK = """
            SELECT s_w_id, s_i_id, s_quantity, s_data, s_dist_%02d FROM bmsql_stock
            WHERE %s ORDER BY s_w_id, s_i_id FOR UPDATE""";

    private static final String DISTRICT_NEXT = """
            UPDATE bmsql_district SET d_next_o_id = d_next_o_id + 1 WHERE d_w_id = ? AND d_id = ?""";
    private static final String ORDER = """
            INSERT INTO bmsql_oorder (o_w_id, o_d_id, o_id, o_c_id, o_carrier_id, o_ol_cnt, o_all_local, o_entry_d)
            VALUES (?, ?, ?, ?, NULL, ?, ?, ?)""";
    private static final String NEW_ORDER = """
            INSERT INTO bmsql_new_order (no_w_id, no_d_id, no_o_id) VALUES (?, ?, ?)""";
    /** TPC-C 2.4.2.2, evaluated on the row as it is, so that a repeated item is applied twice. */
    private static final String UPDATE_STOCK = """
            UPDATE bmsql_stock SET s_quantity = IF(s_quantity >= ? + 10, s_quantity - ?, s_quantity - ? + 91),
              s_ytd = s_ytd + ?, s_order_cnt = s_order_cnt + 1, s_remote_cnt = s_remote_cnt + ?
            WHERE s_w_id = ? AND s_i_id = ?""";

    private static final String LINES = """
            INSERT INTO bmsql_order_line (ol_w_id, ol_d_id, ol_o_id, ol_number, ol_i_id, ol_delivery_d, ol_amount,
              ol_supply_w_id, ol_quantity, ol_dist_info) VALUES %s""";

    /**
     * Second step, per number of STOCK rows and of lines: the district's D_NEXT_O_ID incremented
     * (one row), the ORDER and NEW-ORDER rows, the STOCK rows updated in one statement (each row
     * once) and the lines; the COMMIT follows.
     */
    private static final List<List<TripText>> WRITE = IntStream.rangeClosed(0, NewOrderInput.MAX_LINES)
            .mapToObj(m -> IntStream.rangeClosed(0, NewOrderInput.MAX_LINES)
                    .mapToObj(
                            lines -> TripText.ending(DISTRICT_NEXT, ORDER, NEW_ORDER, StockUpdate.text(m), lines(lines))
                                    .check(0, 1)
                                    .check(3, m))
                    .toList())
            .toList();
    /** {@link #WRITE} as the peers send it, per number of lines: each line's STOCK row updated by its own statement. */
    private static final List<TripText> WRITE_PER_LINE = IntStream.rangeClosed(0, NewOrderInput.MAX_LINES)
            .mapToObj(PortableNewOrder::writePerLine)
            .toList();

    private final Route route;
    private final boolean perLine;
    /** First step, per district, number of distinct items and number of STOCK rows: built on first use. */
    private final Map<Integer, TripText> reads = new ConcurrentHashMap<>();

    /** A STOCK row as read under lock, then the changes of every line that uses it. */
    private static final class StockRow extends StockUpdate.Row {
        String data;
        String distInfo;
    }

    PortableNewOrder(Route route, boolean perLine) {
        this.route = route;
        this.perLine = perLine;
    }

    private static String lines(int lines) {
        return LINES.formatted(TripText.marks(lines, "(?, ?, ?, ?, ?, NULL, ?, ?, ?, ?)"));
    }

    private static TripText writePerLine(int lines) {
        String[] statements = new String[4 + lines];
        statements[0] = DISTRICT_NEXT;
        statements[1] = ORDER;
        statements[2] = NEW_ORDER;
        Arrays.fill(statements, 3, 3 + lines, UPDATE_STOCK);
        statements[3 + lines] = lines(lines);
        TripText text = TripText.ending(statements).check(0, 1);
        for (int i = 0; i < lines; i++) {
            text = text.check(3 + i, 1);
        }
        return text;
    }

    private static TripText read(int dId, int items, int stockRows) {
        return TripText.of(
                CUSTOMER_WAREHOUSE,
                DISTRICT,
                ITEMS.formatted(TripText.marks(items, "?")),
                STOCK.formatted(dId, StockUpdate.keys(stockRows)));
    }

    TxResult.NewOrderDone execute(Connection c, NewOrderInput in) throws SQLException {
        int n = in.lines();
        int remote = in.remoteLines();
        int[] items = Arrays.stream(in.itemIds()).distinct().toArray();
        TreeSet<Long> stockKeys = new TreeSet<>();
        for (int i = 0; i < n; i++) {
            stockKeys.add(StockUpdate.key(in.supplyWIds()[i], in.itemIds()[i]));
        }
        Params read = new Params(5 + items.length + 2 * stockKeys.size())
                .ints(in.wId(), in.dId(), in.cId())
                .ints(in.wId(), in.dId())
                .ints(items);
        for (long k : stockKeys) {
            read.ints((int) (k >>> 32), (int) k);
        }
        int step = (in.dId() * 32 + items.length) * 32 + stockKeys.size();
        BigDecimal discount;
        BigDecimal taxes;
        int oId;
        Map<Integer, BigDecimal> prices = new HashMap<>();
        Map<Integer, String> itemData = new HashMap<>();
        TreeMap<Long, StockRow> stock = new TreeMap<>();
        try (Trip trip = Trip.send(
                c, route, reads.computeIfAbsent(step, s -> read(in.dId(), items.length, stockKeys.size())), read)) {
            ResultSet rs = trip.single(0, "customer " + in.cId());
            discount = rs.getBigDecimal(1);
            taxes = rs.getBigDecimal(4);
            rs = trip.single(1, "district " + in.dId() + " of warehouse " + in.wId());
            oId = rs.getInt(1);
            taxes = taxes.add(rs.getBigDecimal(2));
            rs = trip.rows(2);
            while (rs.next()) {
                prices.put(rs.getInt(1), rs.getBigDecimal(2));
                itemData.put(rs.getInt(1), rs.getString(4));
            }
            rs = trip.rows(3);
            while (rs.next()) {
                StockRow row = new StockRow();
                row.quantity = rs.getInt(3);
                row.data = rs.getString(4);
                row.distInfo = rs.getString(5);
                stock.put(StockUpdate.key(rs.getInt(1), rs.getInt(2)), row);
            }
        }
        if (prices.size() < items.length) {
            // TPC-C 2.4.2.3: an unused item rolls the whole transaction back
            c.rollback();
            return TxResult.NewOrderDone.rolledBack(n, remote);
        }
        if (stock.size() < stockKeys.size()) {
            throw Sql.missing("STOCK rows of the order");
        }
        // whole seconds, as DATETIME keeps them, so the in-doubt evidence can match it exactly
        LocalDateTime entry = LocalDateTime.now().truncatedTo(ChronoUnit.SECONDS);
        Params write = new Params(12 + 16 * n)
                .ints(in.wId(), in.dId())
                .ints(in.wId(), in.dId(), oId, in.cId(), n, remote == 0 ? 1 : 0)
                .time(entry)
                .ints(in.wId(), in.dId(), oId);
        for (int i = 0; i < n; i++) {
            int qty = in.quantities()[i];
            int supply = in.supplyWIds()[i];
            if (perLine) {
                write.ints(qty, qty, qty, qty, supply != in.wId() ? 1 : 0, supply, in.itemIds()[i]);
            } else {
                stock.get(StockUpdate.key(supply, in.itemIds()[i])).apply(qty, supply != in.wId());
            }
        }
        if (!perLine) {
            StockUpdate.add(write, stock);
        }
        BigDecimal total = BigDecimal.ZERO;
        char[] brandGeneric = new char[n];
        for (int i = 0; i < n; i++) {
            int item = in.itemIds()[i];
            int supply = in.supplyWIds()[i];
            int qty = in.quantities()[i];
            BigDecimal amount = prices.get(item).multiply(BigDecimal.valueOf(qty));
            total = total.add(amount);
            StockRow row = stock.get(StockUpdate.key(supply, item));
            write.ints(in.wId(), in.dId(), oId, i + 1, item)
                    .decimal(amount)
                    .ints(supply, qty)
                    .text(row.distInfo);
            brandGeneric[i] = NewOrder.brandGeneric(itemData.get(item), row.data);
        }
        // TPC-C 2.4.2.2, 2.4.3.3: the total and the brand-generic flags the terminal shows
        BigDecimal shown = total.multiply(BigDecimal.ONE.subtract(discount)).multiply(BigDecimal.ONE.add(taxes));
        try {
            return Trip.commit(
                    c,
                    route,
                    perLine ? WRITE_PER_LINE.get(n) : WRITE.get(stock.size()).get(n),
                    write,
                    new TxResult.NewOrderDone(false, n, remote, shown, new String(brandGeneric)),
                    NewOrderEvidence.evidence(in, oId, entry));
        } catch (Trip.RowCountException e) {
            throw Sql.missing(
                    e.statement() == 0
                            ? "district " + in.dId() + " of warehouse " + in.wId()
                            : "STOCK rows of the order");
        }
    }
}
