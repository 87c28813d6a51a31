package io.tpcbench.workload.tpcc.tx;

import java.util.Collections;
import java.util.Map;

/**
 * The changes New-Order makes to its STOCK rows (TPC-C 2.4.2.2: S_QUANTITY, S_YTD, S_ORDER_CNT,
 * S_REMOTE_CNT), applied line by line by the driver to the rows as read under lock, so that an
 * item repeated in an order changes its row twice, and sent as one UPDATE of all the rows.
 */
final class StockUpdate {
    private StockUpdate() {}

    /** A STOCK row's quantity as read under lock, then the changes of every line that uses it. */
    static class Row {
        int quantity;
        int ytd;
        int orders;
        int remote;

        /** One order line of {@code qty} from this row, supplied to another warehouse when {@code remote}. */
        void apply(int qty, boolean remote) {
            // S_QUANTITY drops by OL_QUANTITY, or is refilled by 91 when it would fall below 10
            quantity = quantity >= qty + 10 ? quantity - qty : quantity - qty + 91;
            ytd += qty;
            orders++;
            this.remote += remote ? 1 : 0;
        }
    }

    /** The UPDATE of {@code rows} STOCK rows: per column a CASE over the (warehouse, item) keys. */
    static String text(int rows) {
        String when = String.join(" ", Collections.nCopies(Math.max(rows, 1), "WHEN s_w_id = ? AND s_i_id = ? THEN ?"));
        return "UPDATE bmsql_stock SET s_quantity = CASE " + when + " END, s_ytd = s_ytd + CASE " + when
                + " END, s_order_cnt = s_order_cnt + CASE " + when + " END, s_remote_cnt = s_remote_cnt + CASE "
                + when + " END WHERE " + keys(rows);
    }

    /** A STOCK row's key in the maps of {@link #add}: warehouse << 32 | item, ordered as the rows' primary key. */
    static long key(int wId, int iId) {
        return (long) wId << 32 | iId;
    }

    /** {@code rows} STOCK rows by (S_W_ID, S_I_ID), in a statement's WHERE. */
    static String keys(int rows) {
        return TripText.keysIn(rows, "s_w_id", "s_i_id");
    }

    /** The parameters of {@link #text} for {@code rows}, keyed by warehouse << 32 | item: four CASE columns, then the keys. */
    static void add(Params p, Map<Long, ? extends Row> rows) {
        for (int col = 0; col < 4; col++) {
            for (Map.Entry<Long, ? extends Row> e : rows.entrySet()) {
                Row s = e.getValue();
                int value = switch (col) {
                    case 0 -> s.quantity;
                    case 1 -> s.ytd;
                    case 2 -> s.orders;
                    default -> s.remote;
                };
                p.ints((int) (e.getKey() >>> 32), (int) (long) e.getKey(), value);
            }
        }
        addKeys(p, rows);
    }

    /** The (warehouse, item) keys of {@code rows}, in the map's order. */
    static void addKeys(Params p, Map<Long, ?> rows) {
        for (long k : rows.keySet()) {
            p.ints((int) (k >>> 32), (int) k);
        }
    }
}
