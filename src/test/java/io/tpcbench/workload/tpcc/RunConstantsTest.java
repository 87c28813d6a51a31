package io.tpcbench.workload.tpcc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tpcbench.gen.NURandConstants;
import java.time.Instant;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** One C-Run per measurement (TPC-C 2.1.6): drivers sharing a startAt draw the same constants. */
class RunConstantsTest {
    private static final Optional<Instant> AT = Optional.of(Instant.parse("2026-11-23T22:00:00Z"));

    @Test
    void driversWithOneStartAtShareTheirConstants() {
        assertEquals(Tpcc.runConstants(77, AT), Tpcc.runConstants(77, AT));
        assertNotEquals(
                Tpcc.runConstants(77, AT),
                Tpcc.runConstants(77, Optional.of(AT.get().plusSeconds(1))),
                "another measurement");
    }

    @Test
    void theDerivedCRunObeysTheDeltaRule() {
        for (int cLoad = 0; cLoad < 256; cLoad++) {
            NURandConstants c = Tpcc.runConstants(cLoad, AT);
            assertTrue(NURandConstants.validRunDelta(cLoad, c.cLast()), cLoad + " -> " + c.cLast());
        }
    }
}
