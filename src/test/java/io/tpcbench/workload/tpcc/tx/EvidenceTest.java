package io.tpcbench.workload.tpcc.tx;

import static io.tpcbench.db.InDoubtException.Found.ALL;
import static io.tpcbench.db.InDoubtException.Found.NONE;
import static io.tpcbench.db.InDoubtException.Found.PARTIAL;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** What the evidence of an in-doubt commit concludes from the counts it reads: all, none or part of it. */
class EvidenceTest {
    @Test
    void newOrder() {
        // counts: this ORDER row, any ORDER row with its key, its lines, queued or delivered
        assertEquals(ALL, NewOrderEvidence.found(new long[] {1, 1, 7, 1}, 7));
        assertEquals(NONE, NewOrderEvidence.found(new long[] {0, 0, 0, 0}, 7));
        assertEquals(NONE, NewOrderEvidence.found(new long[] {0, 1, 9, 1}, 7), "another New-Order took the O_ID since");
        assertEquals(PARTIAL, NewOrderEvidence.found(new long[] {1, 1, 0, 1}, 7), "the order without its lines");
        assertEquals(PARTIAL, NewOrderEvidence.found(new long[] {1, 1, 7, 0}, 7), "neither queued nor delivered");
        assertEquals(PARTIAL, NewOrderEvidence.found(new long[] {0, 0, 7, 0}, 7), "lines without their order");
        assertEquals(PARTIAL, NewOrderEvidence.found(new long[] {0, 0, 0, 1}, 7), "a NEW-ORDER row without its order");
    }

    @Test
    void payment() {
        // counts: its HISTORY row, whether D_YTD differs from the district's HISTORY sum
        assertEquals(ALL, Payment.found(new long[] {1, 0}));
        assertEquals(NONE, Payment.found(new long[] {0, 0}));
        assertEquals(PARTIAL, Payment.found(new long[] {1, 1}), "the HISTORY row without its D_YTD");
        assertEquals(PARTIAL, Payment.found(new long[] {0, 1}), "the D_YTD without its HISTORY row");
    }

    @Test
    void delivery() {
        // counts: orders delivered by this Delivery, orders half delivered
        assertEquals(ALL, Delivery.found(new long[] {10, 0}, 10));
        assertEquals(NONE, Delivery.found(new long[] {0, 0}, 10));
        assertEquals(PARTIAL, Delivery.found(new long[] {4, 0}, 10), "some of its orders");
        assertEquals(PARTIAL, Delivery.found(new long[] {0, 1}, 10), "a carrier with its NEW-ORDER row still there");
    }
}
