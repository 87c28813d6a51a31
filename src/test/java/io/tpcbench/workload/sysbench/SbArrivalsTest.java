package io.tpcbench.workload.sysbench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** sysbench's --rate: exponential arrivals into one bounded queue (sysbench.c's event generator). */
class SbArrivalsTest {
    @Test
    void gapsAreExponentialWithTheRatesMean() {
        SbArrivals a = new SbArrivals(200, new SplittableRandom(7));
        int n = 200_000;
        double sum = 0;
        double sumSq = 0;
        int aboveMean = 0;
        for (int i = 0; i < n; i++) {
            double g = a.nextGapNanos();
            sum += g;
            sumSq += g * g;
            if (g > 5_000_000) {
                aboveMean++;
            }
        }
        double mean = sum / n;
        double sd = Math.sqrt(sumSq / n - mean * mean);
        // an exponential's mean is 1/rate, its standard deviation equals its mean, P(gap > mean) = 1/e
        assertEquals(5_000_000, mean, 5_000_000 * 0.01);
        assertEquals(1.0, sd / mean, 0.02);
        assertEquals(Math.exp(-1), (double) aboveMean / n, 0.005);
    }

    @Test
    void eventsArriveAtTheRateAndCarryTheirArrivalTime() throws InterruptedException {
        SbArrivals a = new SbArrivals(5_000, new SplittableRandom(11));
        long t0 = System.nanoTime();
        Optional<Long> first = a.take();
        Thread.sleep(1_000);
        long arrived = 1 + a.queueLength();
        double secs = (System.nanoTime() - t0) / 1e9;
        a.stop();
        assertTrue(first.isPresent() && first.get() >= t0, "the first event carries its arrival time");
        assertEquals(1, a.concurrency(), "one event taken and not done");
        a.done();
        assertEquals(0, a.concurrency());
        double expected = 5_000 * secs;
        assertEquals(expected, arrived, expected * 0.05, "arrivals in " + secs + " s");
        assertEquals(Optional.empty(), a.take(), "a stopped queue gives no more events");
        assertEquals(Optional.empty(), a.fatal());
    }

    @Test
    void aFullQueueIsSysbenchsFatalError() throws InterruptedException {
        SbArrivals a = new SbArrivals(100_000, new SplittableRandom(3), 16);
        a.take();
        long deadline = System.nanoTime() + 10_000_000_000L;
        while (a.fatal().isEmpty() && System.nanoTime() < deadline) {
            Thread.sleep(10);
        }
        assertEquals(Optional.of(SbArrivals.FULL), a.fatal());
        assertEquals(Optional.empty(), a.take(), "the run stops: no more events");
        assertTrue(SbArrivals.FULL.startsWith("FATAL: The event queue is full."));
    }
}
