package io.tpcbench.driver;

import java.lang.management.ManagementFactory;

/** CPU time (user + system) of this JVM process: the driver's own cost per transaction. */
final class ProcessCpu {
    private ProcessCpu() {}

    static long nanos() {
        if (ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os) {
            return Math.max(0, os.getProcessCpuTime());
        }
        return 0;
    }
}
