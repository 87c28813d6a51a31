package io.tpcbench.workload.tpcc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class TimingTest {
    @Test
    void keyingTimesOfClause5252() {
        Timing t = new Timing(1, 1);
        assertEquals(18_000_000_000L, t.keyingNanos(TransactionType.NEW_ORDER));
        assertEquals(3_000_000_000L, t.keyingNanos(TransactionType.PAYMENT));
        assertEquals(2_000_000_000L, t.keyingNanos(TransactionType.STOCK_LEVEL));
        assertEquals(1_000_000_000L, new Timing(0.5, 0).keyingNanos(TransactionType.DELIVERY));
    }

    @Test
    void multiplierZeroMeansNoWaiting() {
        Timing t = new Timing(0, 0);
        assertEquals(0, t.keyingNanos(TransactionType.NEW_ORDER));
        assertEquals(0, t.thinkNanos(TransactionType.NEW_ORDER, 0.001));
    }

    @Test
    void thinkTimeIsNegativeExponentialWithTheSpecMeanTruncatedAtTenTimes() {
        Timing t = new Timing(1, 1);
        SplittableRandom r = new SplittableRandom(3);
        double sum = 0;
        long max = 0;
        int n = 200_000;
        for (int i = 0; i < n; i++) {
            long nanos = t.thinkNanos(TransactionType.NEW_ORDER, 1 - r.nextDouble());
            sum += nanos;
            max = Math.max(max, nanos);
        }
        double meanSecs = sum / n / 1e9;
        assertTrue(Math.abs(meanSecs - 12) < 0.15, "mean " + meanSecs);
        assertTrue(max <= 120_000_000_000L, "max " + max);
        assertEquals(120_000_000_000L, t.thinkNanos(TransactionType.NEW_ORDER, 1e-300));
        // median of an exponential is mean * ln 2
        assertEquals(12 * Math.log(2), t.thinkNanos(TransactionType.NEW_ORDER, 0.5) / 1e9, 1e-6);
    }
}
