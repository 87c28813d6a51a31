package io.tpcbench.metrics;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Predicate;

/**
 * The rates between two readings of a host: CPU shares in percent of all CPU time, disk and
 * network in KiB per second and I/O operations per second, summed over the chosen devices, and
 * iostat's {@code %util} of the busiest chosen disk and {@code await} (the mean milliseconds an
 * I/O took, queueing included) over them. One row of {@code data/os_*.csv}.
 */
public record OsSample(
        long elapsedMillis,
        long epochMillis,
        double cpuUserPct,
        double cpuSystemPct,
        double cpuIowaitPct,
        double cpuStealPct,
        double cpuIdlePct,
        double diskReadKBps,
        double diskWriteKBps,
        double diskReadIops,
        double diskWriteIops,
        double netRxKBps,
        double netTxKBps,
        double diskUtilPct,
        double diskAwaitMs) {

    /** The CSV columns, in component order. */
    public static final List<String> COLUMNS = List.of(
            "elapsedMs",
            "epochMs",
            "cpuUserPct",
            "cpuSystemPct",
            "cpuIowaitPct",
            "cpuStealPct",
            "cpuIdlePct",
            "diskReadKBps",
            "diskWriteKBps",
            "diskReadIops",
            "diskWriteIops",
            "netRxKBps",
            "netTxKBps",
            "diskUtilPct",
            "diskAwaitMs");
    /** The columns of a file written before %util and await were kept (they read as NaN). */
    public static final int OLDER_COLUMNS = 13;

    private static final double SECTOR_BYTES = 512;

    /** The rates from {@code before} to {@code after}, or null when no time passed between them. */
    static OsSample between(
            ProcSnapshot before, ProcSnapshot after, OsDevices devices, long elapsedMillis, long epochMillis) {
        double secs = after.uptimeSecs() - before.uptimeSecs();
        if (secs <= 0) {
            return null;
        }
        long[] c = new long[ProcSnapshot.CPU_FIELDS];
        long all = 0;
        for (int i = 0; i < c.length; i++) {
            c[i] = Math.max(0, after.cpuJiffies()[i] - before.cpuJiffies()[i]);
            all += c[i];
        }
        double total = Math.max(all, 1);
        // fields: user nice system idle iowait irq softirq steal (proc(5))
        long[] disk = sum(before.disks(), after.disks(), devices::countsDisk, 6);
        long[] net = sum(before.nets(), after.nets(), devices::countsNet, 2);
        long ios = disk[0] + disk[2];
        return new OsSample(
                elapsedMillis,
                epochMillis,
                100 * (c[0] + c[1]) / total,
                100 * (c[2] + c[5] + c[6]) / total,
                100 * c[4] / total,
                100 * c[7] / total,
                100 * c[3] / total,
                disk[1] * SECTOR_BYTES / 1024 / secs,
                disk[3] * SECTOR_BYTES / 1024 / secs,
                disk[0] / secs,
                disk[2] / secs,
                net[0] / 1024.0 / secs,
                net[1] / 1024.0 / secs,
                Math.min(100, 100 * busiest(before.disks(), after.disks(), devices) / 1000.0 / secs),
                ios == 0 ? 0 : (double) (disk[4] + disk[5]) / ios);
    }

    /** The most milliseconds one counted disk was busy between the readings (iostat's %util is it per second). */
    private static long busiest(Map<String, long[]> before, Map<String, long[]> after, OsDevices devices) {
        long most = 0;
        for (Map.Entry<String, long[]> e : after.entrySet()) {
            long[] then = before.get(e.getKey());
            if (then != null && devices.countsDisk(e.getKey()) && e.getValue().length > 6) {
                most = Math.max(most, e.getValue()[6] - then[6]);
            }
        }
        return most;
    }

    private static long[] sum(
            Map<String, long[]> before, Map<String, long[]> after, Predicate<String> counted, int fields) {
        long[] sum = new long[fields];
        after.forEach((name, now) -> {
            long[] then = before.get(name);
            if (then != null && counted.test(name)) {
                for (int i = 0; i < fields; i++) {
                    sum[i] += Math.max(0, now[i] - then[i]);
                }
            }
        });
        return sum;
    }

    String csvRow() {
        return String.format(
                Locale.ROOT,
                "%d,%d,%.2f,%.2f,%.2f,%.2f,%.2f,%.1f,%.1f,%.1f,%.1f,%.1f,%.1f,%.1f,%.2f",
                elapsedMillis,
                epochMillis,
                cpuUserPct,
                cpuSystemPct,
                cpuIowaitPct,
                cpuStealPct,
                cpuIdlePct,
                diskReadKBps,
                diskWriteKBps,
                diskReadIops,
                diskWriteIops,
                netRxKBps,
                netTxKBps,
                diskUtilPct,
                diskAwaitMs);
    }
}
