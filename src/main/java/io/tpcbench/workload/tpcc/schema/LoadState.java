package io.tpcbench.workload.tpcc.schema;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;

/**
 * What an earlier load left in the database, so that a failed or interrupted load can be resumed.
 * A warehouse is complete when its WAREHOUSE row exists: the loader writes that row last, in the
 * warehouse's final commit. A warehouse was started when it has STOCK rows: the loader writes its
 * STOCK first and every commit takes all rows generated before it, so a warehouse with no STOCK
 * row has no row at all. ITEM is complete when it holds all 100,000 rows (TPC-C 4.3.3.1).
 */
public final class LoadState {
    public static final int ITEMS = 100_000;

    private static final String TABLES_EXIST = """
            SELECT COUNT(*) FROM information_schema.tables
            WHERE table_schema = DATABASE() AND table_name = 'bmsql_warehouse'
            """;
    private static final String COMPLETE_WAREHOUSES = """
            SELECT w_id FROM bmsql_warehouse WHERE w_id BETWEEN ? AND ? ORDER BY w_id
            """;
    /** Distinct leading primary-key values: a loose index scan, not a scan of the stock. */
    private static final String STARTED_WAREHOUSES = """
            SELECT s_w_id FROM bmsql_stock WHERE s_w_id BETWEEN ? AND ? GROUP BY s_w_id ORDER BY s_w_id
            """;

    private static final String ITEM_ROWS = """
            SELECT COUNT(*) FROM bmsql_item
            """;
    private static final List<Table> PER_WAREHOUSE = List.of(
            Table.WAREHOUSE,
            Table.DISTRICT,
            Table.CUSTOMER,
            Table.HISTORY,
            Table.ORDER,
            Table.NEW_ORDER,
            Table.ORDER_LINE,
            Table.STOCK);

    private LoadState() {}

    /** True when the tpcbench tables exist in the connection's database. */
    public static boolean tablesExist(Connection c) throws SQLException {
        return longValue(c, TABLES_EXIST) > 0;
    }

    /** The complete warehouses of [from, to], ascending. */
    public static List<Integer> completeWarehouses(Connection c, int from, int to) throws SQLException {
        return ids(c, COMPLETE_WAREHOUSES, from, to);
    }

    /** The warehouses of [from, to] that have any row (complete or partial), ascending. */
    public static List<Integer> startedWarehouses(Connection c, int from, int to) throws SQLException {
        return ids(c, STARTED_WAREHOUSES, from, to);
    }

    private static List<Integer> ids(Connection c, String sql, int from, int to) throws SQLException {
        List<Integer> done = new ArrayList<>();
        try (PreparedStatement ps = c.prepareStatement(sql)) {
            ps.setInt(1, from);
            ps.setInt(2, to);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    done.add(rs.getInt(1));
                }
            }
        }
        return done;
    }

    public static boolean itemsComplete(Connection c) throws SQLException {
        return longValue(c, ITEM_ROWS) == ITEMS;
    }

    /** Removes whatever rows a partial load of warehouse {@code wId} left (autocommit). */
    public static void clearWarehouse(Connection c, int wId) throws SQLException {
        for (Table t : PER_WAREHOUSE) {
            try (PreparedStatement ps =
                    c.prepareStatement("DELETE FROM " + t.sqlName() + " WHERE " + t.warehouseColumn() + " = ?")) {
                ps.setInt(1, wId);
                ps.executeUpdate();
            }
        }
    }

    /** Removes a partial ITEM table (autocommit). */
    public static void clearItems(Connection c) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("DELETE FROM " + Table.ITEM.sqlName())) {
            ps.executeUpdate();
        }
    }

    private static long longValue(Connection c, String sql) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement(sql);
                ResultSet rs = ps.executeQuery()) {
            rs.next();
            return rs.getLong(1);
        }
    }
}
