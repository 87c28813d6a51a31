package io.tpcbench.workload.lineitem;

import io.trino.tpch.LineItem;
import java.util.Iterator;

/**
 * The keys of the rows every table holds (the report inserts the same rows into each): the first
 * {@code rowsPerTable} rows of {@link DbgenOrders} at {@code sourceScaleFactor}, in dbgen's order
 * (ascending L_ORDERKEY). The query tests draw their keys from them; the rows' text is made where
 * it is written ({@link RowText}), never held. The same options always give the same rows.
 */
final class Rows {
    private final long[] orderKeys;
    private final long[] partKeys;
    private final int[] suppKeys;

    private Rows(long[] orderKeys, long[] partKeys, int[] suppKeys) {
        this.orderKeys = orderKeys;
        this.partKeys = partKeys;
        this.suppKeys = suppKeys;
    }

    /** How far into dbgen's orders the rows reach: {@code orders} orders, the last one's first {@code lastOrderRows} rows. */
    record Extent(long orders, int lastOrderRows) {}

    /** The keys of every row. */
    static Rows keys(LineitemOptions o) {
        int n = o.rowsPerTable();
        long[] orders = new long[n];
        long[] parts = new long[n];
        int[] supps = new int[n];
        Iterator<LineItem> it = rows(o);
        for (int i = 0; i < n; i++) {
            LineItem li = it.next();
            orders[i] = li.getOrderKey();
            parts[i] = li.getPartKey();
            supps[i] = (int) li.getSupplierKey();
        }
        return new Rows(orders, parts, supps);
    }

    /** The orders the rows come from, counted without keeping a row. */
    static Extent extent(LineitemOptions o) {
        Iterator<LineItem> it = rows(o);
        long orders = 0;
        int inLast = 0;
        long order = -1;
        for (int i = 0; i < o.rowsPerTable(); i++) {
            LineItem li = it.next();
            if (li.getOrderKey() != order) {
                order = li.getOrderKey();
                orders++;
                inLast = 0;
            }
            inLast++;
        }
        return new Extent(orders, inLast);
    }

    /** The first rowsPerTable rows, in dbgen's order; refused when the scale factor has fewer. */
    static Iterator<LineItem> rows(LineitemOptions o) {
        Iterator<LineItem> all = new DbgenOrders(o.sourceScaleFactor()).rows();
        return new Iterator<>() {
            private int taken;

            @Override
            public boolean hasNext() {
                return taken < o.rowsPerTable();
            }

            @Override
            public LineItem next() {
                if (!all.hasNext()) {
                    throw new IllegalArgumentException("sourceScaleFactor=" + o.sourceScaleFactor() + " has only "
                            + taken + " usable lineitem rows, fewer than rowsPerTable=" + o.rowsPerTable()
                            + ": raise sourceScaleFactor");
                }
                taken++;
                return all.next();
            }
        };
    }

    int size() {
        return orderKeys.length;
    }

    long orderKey(int row) {
        return orderKeys[row];
    }

    long partKey(int row) {
        return partKeys[row];
    }

    int suppKey(int row) {
        return suppKeys[row];
    }
}
