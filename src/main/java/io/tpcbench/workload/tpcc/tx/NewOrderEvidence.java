package io.tpcbench.workload.tpcc.tx;

import io.tpcbench.db.InDoubtException;
import java.time.LocalDateTime;

/**
 * What tells whether a New-Order whose commit is in doubt happened: read by tpcbench's New-Order and
 * by the portable one alike.
 */
final class NewOrderEvidence {
    /**
     * The evidence of a New-Order whose commit is in doubt, in one snapshot: its ORDER row as
     * written (customer and entry second), any ORDER row with its key, the ORDER-LINE rows with
     * its key, and whether it is queued for delivery or already delivered (a NEW-ORDER row or a
     * carrier).
     */
    private static final String ORDER_WRITES = """
            SELECT (SELECT COUNT(*) FROM bmsql_oorder
                    WHERE o_w_id = ? AND o_d_id = ? AND o_id = ? AND o_c_id = ? AND o_entry_d = ?),
                   (SELECT COUNT(*) FROM bmsql_oorder WHERE o_w_id = ? AND o_d_id = ? AND o_id = ?),
                   (SELECT COUNT(*) FROM bmsql_order_line WHERE ol_w_id = ? AND ol_d_id = ? AND ol_o_id = ?),
                   (SELECT COUNT(*) FROM bmsql_new_order WHERE no_w_id = ? AND no_d_id = ? AND no_o_id = ?)
                   + (SELECT COUNT(*) FROM bmsql_oorder
                      WHERE o_w_id = ? AND o_d_id = ? AND o_id = ? AND o_carrier_id IS NOT NULL)
            """;

    private NewOrderEvidence() {}

    /** The evidence of this New-Order's commit, should it be in doubt: its order {@code oId} entered at {@code entry}. */
    static InDoubtException.Evidence evidence(NewOrderInput in, int oId, LocalDateTime entry) {
        return check -> found(
                Sql.counts(
                        check,
                        ORDER_WRITES,
                        in.wId(),
                        in.dId(),
                        oId,
                        in.cId(),
                        entry,
                        in.wId(),
                        in.dId(),
                        oId,
                        in.wId(),
                        in.dId(),
                        oId,
                        in.wId(),
                        in.dId(),
                        oId,
                        in.wId(),
                        in.dId(),
                        oId),
                in.lines());
    }

    /**
     * All: this order with all its lines, queued or delivered. None: not this order, and no lines
     * or NEW-ORDER row without an ORDER row under its key (another New-Order may since have taken
     * the O_ID). Anything else is part of a transaction.
     */
    static InDoubtException.Found found(long[] counts, int lines) {
        long ours = counts[0];
        long anyOrder = counts[1];
        long orderLines = counts[2];
        long queuedOrDelivered = counts[3];
        if (ours == 1) {
            return orderLines == lines && queuedOrDelivered == 1
                    ? InDoubtException.Found.ALL
                    : InDoubtException.Found.PARTIAL;
        }
        return anyOrder == 0 && (orderLines > 0 || queuedOrDelivered > 0)
                ? InDoubtException.Found.PARTIAL
                : InDoubtException.Found.NONE;
    }
}
