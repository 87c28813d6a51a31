package io.tpcbench.driver;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class PacerTest {
    @Test
    void unpacedTransactionsAreDueWhenReady() {
        Pacer p = Pacer.forLimit(0, 10);
        assertEquals(5, p.due(5));
        assertEquals(7, p.due(7));
    }

    @Test
    void limitIsSharedByTheTerminals() {
        // 600 per minute over 10 terminals: each terminal one per second
        Pacer p = Pacer.forLimit(600, 10);
        assertEquals(0, p.due(0));
        assertEquals(1_000_000_000L, p.due(200_000_000L), "ready early: waits for its slot");
        assertEquals(2_000_000_000L, p.due(1_500_000_000L));
        assertEquals(3_500_000_000L, p.due(3_500_000_000L), "ready late: due when ready, no burst to catch up");
        assertEquals(4_500_000_000L, p.due(3_600_000_000L));
    }
}
