package io.tpcbench.driver;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class BackoffTest {
    @Test
    void doublesFromATenthOfASecondUpToFiveSecondsAndResets() {
        Backoff b = new Backoff();
        long[] expected = {100, 200, 400, 800, 1600, 3200, 5000, 5000};
        for (long millis : expected) {
            assertEquals(millis * 1_000_000L, b.nextNanos());
        }
        b.reset();
        assertEquals(100_000_000L, b.nextNanos());
    }
}
