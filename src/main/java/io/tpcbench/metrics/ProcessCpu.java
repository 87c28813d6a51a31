package io.tpcbench.metrics;

import com.sun.management.OperatingSystemMXBean;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * CPU time (user + system) of a process from /proc: this JVM's (the driver's or the loader's own
 * cost per transaction or row) and the server's, read from the same source with the same tick, so
 * that their ratio compares like with like.
 */
public final class ProcessCpu {
    /** Linux reports /proc times in USER_HZ ticks, fixed at 100 per second for user space. */
    public static final long NANOS_PER_TICK = 10_000_000L;

    private static final Path SELF = Path.of("/proc/self/stat");

    private ProcessCpu() {}

    /** This JVM's CPU in nanoseconds; from the JVM itself where there is no /proc. */
    public static long self() {
        try {
            return cpuTicks(Files.readString(SELF, StandardCharsets.US_ASCII)) * NANOS_PER_TICK;
        } catch (IOException | RuntimeException e) {
            if (ManagementFactory.getOperatingSystemMXBean() instanceof OperatingSystemMXBean os) {
                return Math.max(0, os.getProcessCpuTime());
            }
            return 0;
        }
    }

    /** utime + stime of a /proc/PID/stat line (fields 14 and 15; the name in parentheses may hold spaces). */
    public static long cpuTicks(String stat) {
        String[] f = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
        // f[0] is field 3 (state), so fields 14 and 15 are f[11] and f[12]
        return Long.parseLong(f[11]) + Long.parseLong(f[12]);
    }
}
