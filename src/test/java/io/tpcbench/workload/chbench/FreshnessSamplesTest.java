package io.tpcbench.workload.chbench;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** A query's freshness from the primary's samples: from the first order it misses, as of its start. */
class FreshnessSamplesTest {
    private static final long SEC = 1_000_000_000L;

    private static FreshnessSamples samples() {
        FreshnessSamples s = new FreshnessSamples();
        s.add(0, 100);
        s.add(SEC, 100);
        s.add(2 * SEC, 130);
        s.add(3 * SEC, 150);
        s.add(4 * SEC, 190);
        return s;
    }

    @Test
    void aQueryThatSeesEveryOrderIsFresh() {
        assertEquals(new Freshness.Reading(0, 0), samples().reading(4 * SEC, 190));
        // a sample taken after the query's start is not held against it
        assertEquals(new Freshness.Reading(0, 0), samples().reading(3 * SEC + SEC / 2, 150));
    }

    @Test
    void itIsBehindFromTheFirstSampleWithAnOrderItMisses() {
        // it sees 100 orders; the primary held 130 at 2 s: at 3.5 s it reads 1.5 s behind, 50 orders short
        assertEquals(new Freshness.Reading(1.5, 50), samples().reading(3 * SEC + SEC / 2, 100));
        // it sees 140: the first sample above is 150 at 3 s
        assertEquals(new Freshness.Reading(1, 50), samples().reading(4 * SEC, 140));
    }

    @Test
    void withoutSamplesItCannotBeBehind() {
        assertEquals(new Freshness.Reading(0, 0), new FreshnessSamples().reading(SEC, 0));
    }
}
