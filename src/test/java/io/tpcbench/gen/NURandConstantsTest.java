package io.tpcbench.gen;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class NURandConstantsTest {

    @Test
    void runConstantObeysTheDeltaRuleForEveryLoadConstant() {
        SplittableRandom rng = new SplittableRandom(3);
        for (int cLoad = 0; cLoad <= 255; cLoad++) {
            for (int i = 0; i < 20; i++) {
                NURandConstants run = NURandConstants.forRun(cLoad, rng);
                int delta = Math.abs(run.cLast() - cLoad);
                assertTrue(
                        delta >= 65 && delta <= 119 && delta != 96 && delta != 112,
                        "cLoad=" + cLoad + " cRun=" + run.cLast());
            }
        }
    }

    @Test
    void deltaRuleEdges() {
        assertTrue(NURandConstants.validRunDelta(0, 65));
        assertTrue(NURandConstants.validRunDelta(200, 81));
        assertFalse(NURandConstants.validRunDelta(0, 64));
        assertFalse(NURandConstants.validRunDelta(0, 120));
        assertFalse(NURandConstants.validRunDelta(0, 96));
        assertFalse(NURandConstants.validRunDelta(112, 0));
    }

    @Test
    void loadConstantsAreWithinTheirRanges() {
        SplittableRandom rng = new SplittableRandom(5);
        for (int i = 0; i < 1000; i++) {
            NURandConstants c = NURandConstants.forLoad(rng);
            assertTrue(c.cLast() <= 255 && c.cId() <= 1023 && c.olIId() <= 8191);
        }
    }

    @Test
    void outOfRangeConstantIsRejected() {
        assertThrows(IllegalArgumentException.class, () -> new NURandConstants(256, 0, 0));
        assertThrows(IllegalArgumentException.class, () -> new NURandConstants(0, 1024, 0));
        assertThrows(IllegalArgumentException.class, () -> new NURandConstants(0, 0, -1));
    }
}
