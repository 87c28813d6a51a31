package io.tpcbench.driver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class RunControlTest {
    private static final long SECOND = 1_000_000_000L;

    @Test
    void aSleeperWakesAtItsDeadline() throws InterruptedException {
        RunControl c = new RunControl(new RunWindow(System.nanoTime(), Long.MAX_VALUE));
        long deadline = System.nanoTime() + 50_000_000L;
        assertTrue(c.sleepUntil(deadline));
        assertTrue(System.nanoTime() >= deadline);
    }

    @Test
    void aSleeperWakesAtTheWindowsEnd() throws InterruptedException {
        long end = System.nanoTime() + 50_000_000L;
        RunControl c = new RunControl(new RunWindow(System.nanoTime(), end));
        long began = System.nanoTime();
        assertFalse(c.sleepUntil(began + 60 * SECOND), "the window ended first");
        assertTrue(System.nanoTime() >= end);
        assertTrue(System.nanoTime() - began < 10 * SECOND, "woken at the end, not the deadline");
    }

    @Test
    void aStopWakesEverySleeperAtOnce() throws InterruptedException {
        RunControl c = new RunControl(new RunWindow(System.nanoTime(), Long.MAX_VALUE));
        int sleepers = 2_000;
        CountDownLatch asleep = new CountDownLatch(sleepers);
        AtomicInteger stoppedEarly = new AtomicInteger();
        List<Thread> threads = new ArrayList<>();
        for (int i = 0; i < sleepers; i++) {
            threads.add(Thread.ofVirtual().start(() -> {
                asleep.countDown();
                try {
                    if (!c.sleepUntil(System.nanoTime() + 600 * SECOND)) {
                        stoppedEarly.incrementAndGet();
                    }
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }));
        }
        assertTrue(asleep.await(30, TimeUnit.SECONDS));
        c.stop();
        long stopped = System.nanoTime();
        for (Thread t : threads) {
            assertTrue(t.join(java.time.Duration.ofSeconds(30)), "a sleeper did not wake on the stop");
        }
        assertEquals(sleepers, stoppedEarly.get());
        assertTrue(System.nanoTime() - stopped < 30 * SECOND);
    }

    @Test
    void aSleeperThatStartsAfterTheStopDoesNotSleep() throws InterruptedException {
        RunControl c = new RunControl(new RunWindow(System.nanoTime(), Long.MAX_VALUE));
        c.stop();
        assertFalse(c.sleepUntil(System.nanoTime() + 600 * SECOND));
    }

    @Test
    void anInterruptEndsTheSleep() {
        RunControl c = new RunControl(new RunWindow(System.nanoTime(), Long.MAX_VALUE));
        Thread.currentThread().interrupt();
        assertThrows(InterruptedException.class, () -> c.sleepUntil(System.nanoTime() + 600 * SECOND));
        assertFalse(Thread.interrupted());
    }
}
