package io.tpcbench.metrics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class ProcessCpuTest {
    @Test
    void cpuTicksAreUtimePlusStimeEvenWithSpacesInTheName() {
        String stat = "1234 (my sqld) S 1 1234 1234 0 -1 4194560 100 0 0 0 250 75 0 0 20 0 30 0 100 0 0";
        assertEquals(325, ProcessCpu.cpuTicks(stat));
    }

    @Test
    void thisProcessCpuGrowsWithWork() {
        long before = ProcessCpu.self();
        long x = 0;
        long until = System.nanoTime() + 200_000_000L;
        while (System.nanoTime() < until) {
            x += Long.numberOfTrailingZeros(x + System.nanoTime());
        }
        long after = ProcessCpu.self();
        assertTrue(x >= 0 && after - before >= 50_000_000L, "CPU " + before + " -> " + after);
    }
}
