package io.tpcbench.workload.tpch;

import io.tpcbench.workload.tpch.refresh.NewOrder;
import io.tpcbench.workload.tpch.refresh.UpdateSets;
import io.trino.tpch.LineItem;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Iterator;
import java.util.List;
import java.util.function.BooleanSupplier;

/**
 * RF1, new sales (TPC-H 2.6): inserts an update set's new orders and their lines (dbgen's
 * orders.tbl.un and lineitem.tbl.un), each batch of orders with all their lines in one
 * transaction; orders of the set already in the database (an earlier, interrupted run's) are left
 * as they are.
 */
final class NewSales extends RefreshWork {
    private static final String PRESENT = """
            SELECT o_orderkey FROM orders WHERE o_orderkey BETWEEN ? AND ? AND MOD(o_orderkey DIV 8, 4) = ?
            """;
    private static final String ORDERS = """
            INSERT INTO orders (o_orderkey, o_custkey, o_orderstatus, o_totalprice, o_orderdate, o_orderpriority,
              o_clerk, o_shippriority, o_comment)
            VALUES\s""";
    private static final String LINES = """
            INSERT INTO lineitem (l_orderkey, l_partkey, l_suppkey, l_linenumber, l_quantity, l_extendedprice,
              l_discount, l_tax, l_returnflag, l_linestatus, l_shipdate, l_commitdate, l_receiptdate, l_shipinstruct,
              l_shipmode, l_comment)
            VALUES\s""";

    NewSales(UpdateSets sets, int set, int pair, int ordersPerTxn, BooleanSupplier stopped) {
        super(sets, set, pair, ordersPerTxn, stopped);
    }

    @Override
    TpchKind refreshKind() {
        return TpchKind.RF1;
    }

    @Override
    String outOfTurn(RefreshState state) {
        if (state.running().isPresent()) {
            boolean resuming = state.runningKind() == TpchKind.RF1 && state.runningSet() == set;
            return resuming ? "" : state.unfinished();
        }
        if (state.inserted() != set - 1 || state.deleted() != set - 1) {
            return "the database's last whole refresh pair is not update set " + (set - 1) + " (RF1 ran to set "
                    + state.inserted() + ", RF2 to set " + state.deleted() + ")";
        }
        return "";
    }

    @Override
    long[] apply(Connection c) throws SQLException {
        long[] present = present(c);
        long total = sets.ordersPerSet();
        long done = present.length;
        long lines = 0;
        List<NewOrder> batch = new ArrayList<>(ordersPerTxn);
        for (Iterator<NewOrder> it = sets.newOrders(set); it.hasNext(); ) {
            NewOrder order = it.next();
            if (Arrays.binarySearch(present, order.order().getOrderKey()) >= 0) {
                continue;
            }
            batch.add(order);
            if (batch.size() == ordersPerTxn) {
                lines += insert(c, batch);
                done += batch.size();
                commit(c, done, total);
                batch.clear();
            }
        }
        if (!batch.isEmpty()) {
            lines += insert(c, batch);
            done += batch.size();
            commit(c, done, total);
        }
        return new long[] {total - present.length, lines};
    }

    /** The set's orders already in the database, ascending. */
    private long[] present(Connection c) throws SQLException {
        long[] keys = sets.newKeys(set).toArray();
        List<Long> found = new ArrayList<>();
        try (PreparedStatement ps = c.prepareStatement(PRESENT)) {
            ps.setLong(1, keys[0]);
            ps.setLong(2, keys[keys.length - 1]);
            ps.setLong(3, (keys[0] / 8) % 4);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    found.add(rs.getLong(1));
                }
            }
        }
        Collections.sort(found);
        return found.stream().mapToLong(Long::longValue).toArray();
    }

    /** One INSERT of the batch's orders, one of all their lines; returns the lines. */
    private static long insert(Connection c, List<NewOrder> batch) throws SQLException {
        List<String> orders = new ArrayList<>(batch.size());
        List<String> lines = new ArrayList<>(batch.size() * 4);
        for (NewOrder n : batch) {
            orders.add(n.order().toLine());
            for (LineItem line : n.lines()) {
                lines.add(line.toLine());
            }
        }
        insert(c, ORDERS, 9, orders);
        insert(c, LINES, 16, lines);
        return lines.size();
    }

    private static void insert(Connection c, String insert, int columns, List<String> rows) throws SQLException {
        String row = "(" + "?, ".repeat(columns - 1) + "?)";
        try (PreparedStatement ps =
                c.prepareStatement(insert + String.join(", ", Collections.nCopies(rows.size(), row)))) {
            int i = 1;
            for (String line : rows) {
                for (String field : TpchLoad.fields(line, columns)) {
                    ps.setString(i++, field);
                }
            }
            ps.executeUpdate();
        }
    }
}
