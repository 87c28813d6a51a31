package io.tpcbench.metrics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import org.junit.jupiter.api.Test;

class ProcessCpuTest {
    @Test
    void cpuTicksAreUtimePlusStimeEvenWithSpacesInTheName() {
        String stat = "1234 (my sqld) S 1 1234 1234 0 -1 4194560 100 0 0 0 250 75 0 0 20 0 30 0 100 0 0";
        assertEquals(325, ProcessCpu.cpuTicks(stat));
    }

    /**
     * The process's CPU from /proc grows at least by what this thread spent, read from the JVM's own
     * clock of the thread: the spin ends on CPU spent, not on wall time, so a loaded machine only
     * makes it take longer. /proc counts in ticks of 10 ms: two of them are the reading's slack.
     */
    @Test
    void thisProcessCpuGrowsWithWork() {
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        long before = ProcessCpu.self();
        long threadBefore = threads.getCurrentThreadCpuTime();
        long x = 0;
        while (threads.getCurrentThreadCpuTime() - threadBefore < 200_000_000L) {
            x += Long.numberOfTrailingZeros(x + System.nanoTime());
        }
        long spent = threads.getCurrentThreadCpuTime() - threadBefore;
        long after = ProcessCpu.self();
        assertTrue(
                x >= 0 && after - before >= spent - 20_000_000L,
                "process CPU " + before + " -> " + after + ", this thread spent " + spent);
    }
}
