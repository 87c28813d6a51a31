package io.tpcbench.workload.lineitem;

import io.trino.tpch.LineItem;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicLong;

/**
 * insert_random's rows of one table: the orders the rows come from in a pseudo-random order (a
 * {@link Permutation}, which this table starts at a place of its own), {@value #ORDERS} orders a
 * take, their lines (about 4 an order) shuffled, so the rows a terminal inserts one after the
 * other fall at that many random places of the key space. Nothing is held but the position.
 */
final class RandomRows implements TableRows {
    static final int ORDERS = 64;

    private final DbgenOrders dbgen;
    private final RowText text;
    private final Rows.Extent extent;
    private final Permutation order;
    private final long start;
    private final long seed;
    private final AtomicLong next = new AtomicLong();

    RandomRows(LineitemOptions o, RowText text, Rows.Extent extent, int table) {
        this.dbgen = new DbgenOrders(o.sourceScaleFactor());
        this.text = text;
        this.extent = extent;
        this.seed = o.rowsPerTable();
        this.order = new Permutation(extent.orders(), seed);
        this.start = new SplittableRandom(seed + table).nextLong(extent.orders());
    }

    @Override
    public List<String[]> take() {
        long from = next.getAndAdd(ORDERS);
        long orders = extent.orders();
        if (from >= orders) {
            return null;
        }
        List<String[]> out = new ArrayList<>(ORDERS * 7);
        for (long k = from; k < Math.min(from + ORDERS, orders); k++) {
            long index = order.at((k + start) % orders);
            List<LineItem> lines = dbgen.order(index);
            int n = index == orders - 1 ? extent.lastOrderRows() : lines.size();
            for (int i = 0; i < n; i++) {
                out.add(text.fields(lines.get(i)));
            }
        }
        Collections.shuffle(out, new Random(seed * 31 + from));
        return out;
    }
}
