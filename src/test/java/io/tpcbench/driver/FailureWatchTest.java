package io.tpcbench.driver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tpcbench.config.FailureLimits;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class FailureWatchTest {
    private static final long SEC = 1_000_000_000L;

    @Test
    void stopsWhenTheFirstAttemptsAllFailAndNamesTheMostFrequentError() {
        FailureWatch watch = new FailureWatch(new FailureLimits(5, 60, 1), 0);
        watch.failed(1142, "INSERT command denied to user 'ro'@'localhost' for table 'bmsql_history'");
        watch.failed(1142, "a later message of the same code is not kept");
        watch.failed(1146, "Table 'x.bmsql_item' doesn't exist");
        watch.failed(1142, "");
        assertEquals(Optional.empty(), watch.check(SEC), "4 failures are below abortIfAllFailAttempts=5");
        watch.failed(1142, "");
        String why = watch.check(SEC).orElseThrow();
        assertTrue(
                why.startsWith("the run stopped because nothing works: its first 5 units all failed"
                        + " (abortIfAllFailAttempts=5, in 1.0 s)"),
                why);
        assertTrue(
                why.endsWith("most often (4 times) error 1142: INSERT command denied to user 'ro'@'localhost'"
                        + " for table 'bmsql_history'"),
                why);
    }

    @Test
    void stopsWhenTheFirstSecondsHaveOnlyFailures() {
        FailureWatch watch = new FailureWatch(new FailureLimits(0, 2.5, 1), 10 * SEC);
        watch.failed(0, "java.lang.IllegalStateException: broken");
        assertEquals(Optional.empty(), watch.check(12 * SEC));
        String why = watch.check(13 * SEC).orElseThrow();
        assertTrue(
                why.contains("every unit that ended in its first 3.0 s failed (1 units; abortIfAllFailSecs=2.5)"), why);
        assertTrue(why.endsWith("most often (1 times) the error: java.lang.IllegalStateException: broken"), why);
    }

    @Test
    void oneSuccessDisarmsItForTheRestOfTheRun() {
        FailureWatch watch = new FailureWatch(new FailureLimits(2, 1, 1), 0);
        watch.failed(1213, "deadlock");
        watch.succeeded();
        for (int i = 0; i < 10; i++) {
            watch.failed(2013, "Lost connection");
        }
        assertEquals(Optional.empty(), watch.check(100 * SEC));
    }

    @Test
    void nothingEndedYetIsNotAFailureAndZeroTurnsTheLimitsOff() {
        assertEquals(
                Optional.empty(),
                new FailureWatch(new FailureLimits(1, 1, 1), 0).check(100 * SEC),
                "a slow first unit (a TPC-H query) is not a failure");
        FailureWatch off = new FailureWatch(new FailureLimits(0, 0, 1), 0);
        for (int i = 0; i < 1000; i++) {
            off.failed(1146, "no table");
        }
        assertEquals(Optional.empty(), off.check(1000 * SEC));
    }
}
