package io.tpcbench.workload.lineitem;

import io.trino.tpch.LineItem;
import io.trino.tpch.LineItemGenerator;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Set;

/**
 * dbgen's lineitem rows at a scale factor as the tables hold them: (L_ORDERKEY, L_PARTKEY) is the
 * report's primary key but not unique in dbgen's lineitem, so a line whose part repeats an earlier
 * line of its order is left out. In dbgen's order from the first order ({@link #rows}), or one
 * order's lines at once by its index ({@link #order}: dbgen's generator started at that order, its
 * random streams advanced, nothing before it generated), so a random order of the rows needs no
 * memory of them.
 */
final class DbgenOrders {
    private final double scaleFactor;
    /** Orders per part when dbgen's orders are cut into as many parts as an int counts (1 up to SF 1431). */
    private final long perPart;

    private final int parts;

    DbgenOrders(double scaleFactor) {
        this.scaleFactor = scaleFactor;
        long orders = (long) (1_500_000 * scaleFactor); // TPC-H 4.2.5.1: ORDERS has SF * 1,500,000 rows
        this.parts = (int) Math.max(1, Math.min(orders, Integer.MAX_VALUE));
        this.perPart = Math.max(1, orders / parts);
    }

    /** The rows from the first order on, duplicates left out. */
    Iterator<LineItem> rows() {
        return new Iterator<>() {
            private final Iterator<LineItem> all = new LineItemGenerator(scaleFactor, 1, 1).iterator();
            private final Set<Long> partsOfOrder = new HashSet<>();
            private long order = -1;
            private LineItem next = advance();

            private LineItem advance() {
                while (all.hasNext()) {
                    LineItem li = all.next();
                    if (li.getOrderKey() != order) {
                        order = li.getOrderKey();
                        partsOfOrder.clear();
                    }
                    if (partsOfOrder.add(li.getPartKey())) {
                        return li;
                    }
                }
                return null;
            }

            @Override
            public boolean hasNext() {
                return next != null;
            }

            @Override
            public LineItem next() {
                if (next == null) {
                    throw new NoSuchElementException();
                }
                LineItem out = next;
                next = advance();
                return out;
            }
        };
    }

    /** The lines of the order at {@code index} (from 0, in dbgen's order), duplicates left out. */
    List<LineItem> order(long index) {
        Iterator<LineItem> it = new LineItemGenerator(scaleFactor, (int) (index / perPart) + 1, parts).iterator();
        long wanted = index % perPart;
        List<LineItem> out = new ArrayList<>(7);
        Set<Long> partsOfOrder = new HashSet<>();
        long order = -1;
        long seen = -1;
        while (it.hasNext()) {
            LineItem li = it.next();
            if (li.getOrderKey() != order) {
                order = li.getOrderKey();
                if (++seen > wanted) {
                    break;
                }
            }
            if (seen == wanted && partsOfOrder.add(li.getPartKey())) {
                out.add(li);
            }
        }
        return out;
    }
}
