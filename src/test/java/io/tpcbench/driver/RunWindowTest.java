package io.tpcbench.driver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class RunWindowTest {
    @Test
    void countsOnlyTransactionsThatStartAndEndInside() {
        RunWindow w = new RunWindow(1000, 2000);
        assertTrue(w.counts(1000, 2000));
        assertTrue(w.counts(1500, 1600));
        assertFalse(w.counts(999, 1500), "started in the warm-up");
        assertFalse(w.counts(1900, 2001), "ended after the window");
    }

    @Test
    void endCanOnlyMoveEarlier() {
        RunWindow w = new RunWindow(1000, 2000);
        w.endAt(3000);
        assertEquals(2000, w.endNanos());
        w.endAt(1500);
        assertEquals(1500, w.endNanos());
        assertFalse(w.counts(1200, 1600));
    }

    @Test
    void openEndedWindowForRunTxnsPerTerminal() {
        RunWindow w = new RunWindow(0, Long.MAX_VALUE);
        assertFalse(w.over(Long.MAX_VALUE - 1));
        assertTrue(w.counts(5, Long.MAX_VALUE - 1));
    }

    @Test
    void stopEndsTheWindowNow() {
        RunControl c = new RunControl(new RunWindow(System.nanoTime(), Long.MAX_VALUE));
        assertFalse(c.stopped());
        c.stop();
        assertTrue(c.stopped());
        assertTrue(c.window().endNanos() <= System.nanoTime());
    }
}
