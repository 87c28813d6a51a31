package io.tpcbench.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class FailureLimitsTest {
    private static FailureLimits maxFailed(double percent) {
        return new FailureLimits(100, 60, percent);
    }

    @Test
    void aFewRetriedOutConflictsStayWithinTheDefaultShare() {
        // a Galera run: 6 transactions of 10,000 failed after their retries (GaleraRunIT allows 0.1%)
        assertFalse(maxFailed(1).shareExceeded(9_994, 6));
        assertFalse(maxFailed(1).shareExceeded(99, 1), "exactly 1% is not more than 1%");
        assertFalse(maxFailed(1).shareExceeded(0, 0), "a run where nothing ended failed nothing");
    }

    @Test
    void moreThanTheShareFails() {
        assertTrue(maxFailed(1).shareExceeded(98, 2));
        assertTrue(maxFailed(1).shareExceeded(0, 3), "every unit failed");
        assertTrue(maxFailed(0).shareExceeded(1_000_000, 1), "0 allows no failure");
        assertFalse(maxFailed(100).shareExceeded(0, 1_000), "100 turns the limit off");
    }

    @Test
    void theShareAsTheMessagesPrintIt() {
        assertEquals("2.00%", FailureLimits.percent(98, 2));
        assertEquals("0.00%", FailureLimits.percent(0, 0));
    }

    @Test
    void theKeysAreReadWithTheirDefaultsAndRanges() {
        List<String> problems = new ArrayList<>();
        FailureLimits defaults = FailureLimits.of(new TypedProps(Map.of(), problems));
        assertEquals(new FailureLimits(100, 60, 1), defaults);
        FailureLimits.of(new TypedProps(Map.of("maxFailedPercent", "101", "abortIfAllFailSecs", "-1"), problems));
        assertEquals(2, problems.size(), problems.toString());
        assertTrue(
                problems.get(0).contains("abortIfAllFailSecs=-1")
                        || problems.get(1).contains("abortIfAllFailSecs=-1"),
                problems.toString());
    }
}
