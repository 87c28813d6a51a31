package io.tpcbench.workload.tpch.refresh;

import java.util.Collections;
import java.util.Iterator;
import java.util.NoSuchElementException;

/**
 * The orders and lines a database holds after its first {@code pairs} refresh pairs (TPC-H 2.8:
 * the database evolves): the base population without the orders sets 1..pairs deleted, with the
 * orders they inserted, in key order, as the check fingerprints them; and how many lines that
 * makes against the base population's.
 */
public final class RefreshedOrders {
    private final double sf;
    private final int pairs;
    private final UpdateSets sets;

    public RefreshedOrders(double sf, int pairs) {
        this.sf = sf;
        this.pairs = pairs;
        this.sets = new UpdateSets(sf);
    }

    /** Every order with its lines, ascending by key. */
    public Iterator<NewOrder> orders() {
        return new Merged(base(), inserted());
    }

    /** The lines the pairs inserted less those they deleted. */
    public long lineDelta() {
        long delta = 0;
        for (Iterator<NewOrder> it = inserted(); it.hasNext(); ) {
            delta += it.next().lines().size();
        }
        for (Iterator<NewOrder> it = OrderStreams.rows(sf, 0, pairs * sets.ordersPerSet(), row -> row);
                it.hasNext(); ) {
            delta -= it.next().lines().size();
        }
        return delta;
    }

    /** The base orders the pairs did not delete. */
    private Iterator<NewOrder> base() {
        long deleted = pairs * sets.ordersPerSet();
        return OrderStreams.rows(sf, deleted, (long) (1_500_000 * sf) - deleted, row -> UpdateSets.sparseKey(row, 0));
    }

    /** Sets 1..pairs' new orders, one set after the other: ascending by key. */
    private Iterator<NewOrder> inserted() {
        return new Iterator<>() {
            private int set = 0;
            private Iterator<NewOrder> current = Collections.emptyIterator();

            @Override
            public boolean hasNext() {
                while (!current.hasNext() && set < pairs) {
                    current = sets.newOrders(++set);
                }
                return current.hasNext();
            }

            @Override
            public NewOrder next() {
                if (!hasNext()) {
                    throw new NoSuchElementException();
                }
                return current.next();
            }
        };
    }

    /** Two iterators ascending by order key, merged. */
    private static final class Merged implements Iterator<NewOrder> {
        private final Iterator<NewOrder> a;
        private final Iterator<NewOrder> b;
        private NewOrder nextA;
        private NewOrder nextB;

        Merged(Iterator<NewOrder> a, Iterator<NewOrder> b) {
            this.a = a;
            this.b = b;
            nextA = a.hasNext() ? a.next() : null;
            nextB = b.hasNext() ? b.next() : null;
        }

        @Override
        public boolean hasNext() {
            return nextA != null || nextB != null;
        }

        @Override
        public NewOrder next() {
            if (!hasNext()) {
                throw new NoSuchElementException();
            }
            boolean takeA = nextB == null
                    || nextA != null
                            && nextA.order().getOrderKey() < nextB.order().getOrderKey();
            NewOrder out = takeA ? nextA : nextB;
            if (takeA) {
                nextA = a.hasNext() ? a.next() : null;
            } else {
                nextB = b.hasNext() ? b.next() : null;
            }
            return out;
        }
    }
}
