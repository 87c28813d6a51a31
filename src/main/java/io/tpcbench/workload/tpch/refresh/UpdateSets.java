package io.tpcbench.workload.tpch.refresh;

import java.util.Iterator;
import java.util.stream.LongStream;

/**
 * dbgen's update sets at a scale factor ({@code dbgen -s SF -U N}, TPC-H 4.2.5 and 2.5): set n's
 * new orders and lines, which RF1 inserts, and the order keys RF2 deletes. dbgen generates the new
 * orders as the order rows that follow the base population's last one, {@link #ordersPerSet()} per
 * set in turn (set 1 starts right after the base rows), keyed in the gaps of the sparse key space;
 * set n deletes the base population's orders n of its own size in key order, from the lowest.
 */
public final class UpdateSets {
    /** dbgen's sparse keys: of every 32 keys, the base population uses the first 8 (SPARSE_KEEP 3, SPARSE_BITS 2). */
    private static final int KEEP_BITS = 3;

    private static final int SEQUENCE_BITS = 2;

    private final double sf;
    private final long baseOrders;
    private final long perSet;

    public UpdateSets(double sf) {
        this.sf = sf;
        this.baseOrders = (long) (1_500_000 * sf);
        this.perSet = ordersPerSet(sf);
    }

    /**
     * Builds dbgen's text pool and distributions now (about a second, once per process), so that a
     * refresh function's timed interval holds its rows' generation, not the pool's (TPC-H 5.3.7.10
     * lets the data be generated before).
     */
    public UpdateSets ready() {
        new OrderStreams(sf);
        return this;
    }

    /**
     * dbgen's orders per update set: its orders' base row count / 10,000 x its integer scale x
     * UPD_PCT (10), in integer arithmetic. Below SF 1 dbgen scales the base by the thousandths of
     * the SF first: 10 orders at SF 0.01, 150 at SF 0.1, 1,500 at SF 1 (0.1% of the orders, 2.5).
     */
    static long ordersPerSet(double sf) {
        if (sf < 1) {
            long base = (long) (int) (1000 * sf) * 1_500_000 / 1000;
            return base / 10_000 * 10;
        }
        return 1_500_000 / 10_000 * (long) sf * 10;
    }

    public long ordersPerSet() {
        return perSet;
    }

    /** The sets there are: each deletes base orders of its own, so no more than the base has. */
    public int sets() {
        return (int) Math.min(Integer.MAX_VALUE, baseOrders / perSet);
    }

    /** dbgen's mk_sparse: the key of order row {@code index} (from 1) in key sequence {@code sequence}. */
    static long sparseKey(long index, long sequence) {
        long low = index & ((1 << KEEP_BITS) - 1);
        return ((((index >> KEEP_BITS) << SEQUENCE_BITS) + sequence) << KEEP_BITS) + low;
    }

    /** The key sequence of set {@code set}'s new orders: 1, then 2 from set 1,000 (mk_order's upd_num rule). */
    private static long sequence(int set) {
        return 1 + (set % 10_000) / 1000;
    }

    /** The keys set {@code set} deletes (RF2), ascending: delete.n. */
    public LongStream deletedKeys(int set) {
        check(set);
        long first = (set - 1) * perSet + 1;
        return LongStream.range(first, first + perSet).map(i -> sparseKey(i, 0));
    }

    /** The keys of set {@code set}'s new orders (RF1), ascending. */
    public LongStream newKeys(int set) {
        check(set);
        long first = (set - 1) * perSet + 1;
        return LongStream.range(first, first + perSet).map(i -> sparseKey(i, sequence(set)));
    }

    /** Set {@code set}'s new orders with their lines, in key order, generated as they are read: orders.tbl.un, lineitem.tbl.un. */
    public Iterator<NewOrder> newOrders(int set) {
        check(set);
        long before = (set - 1) * perSet;
        long sequence = sequence(set);
        // the set's rows follow the base population's and the earlier sets'; its keys number them from the first set's
        return OrderStreams.rows(sf, baseOrders + before, perSet, row -> sparseKey(row - baseOrders, sequence));
    }

    private void check(int set) {
        if (set < 1 || set > sets()) {
            throw new IllegalArgumentException(
                    "update set " + set + " does not exist at this scale factor: sets 1.." + sets());
        }
    }
}
