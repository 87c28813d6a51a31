package io.tpcbench.metrics;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * One reading of a Linux host's counters: the text of /proc/uptime, /proc/stat, /proc/diskstats
 * and /proc/net/dev one after another (read locally, or sent by a loop over ssh), parsed.
 *
 * @param uptimeSecs seconds since boot, the exact time between two readings of the same host
 * @param cpuJiffies the aggregate {@code cpu} line: user, nice, system, idle, iowait, irq, softirq, steal
 * @param disks per block device: reads, sectors read, writes, sectors written, ms reading, ms
 *     writing, ms busy
 * @param nets per network interface: bytes received, bytes sent
 */
record ProcSnapshot(double uptimeSecs, long[] cpuJiffies, Map<String, long[]> disks, Map<String, long[]> nets) {
    private static final Pattern SPACES = Pattern.compile("\\s+");
    private static final Pattern DISKSTATS = Pattern.compile("^\\s*\\d+\\s+\\d+\\s+\\S+(\\s+\\d+){10,}\\s*$");
    private static final Pattern NET_DEV = Pattern.compile("^\\s*[^\\s:]+:\\s*\\d.*");
    private static final Pattern UPTIME = Pattern.compile("^\\d+\\.\\d+\\s+\\d+\\.\\d+\\s*$");
    static final int CPU_FIELDS = 8;

    static ProcSnapshot parse(String text) {
        double uptime = Double.NaN;
        long[] cpu = null;
        Map<String, long[]> disks = new LinkedHashMap<>();
        Map<String, long[]> nets = new LinkedHashMap<>();
        for (String line : text.split("\n")) {
            if (line.startsWith("cpu ")) {
                cpu = numbers(SPACES.split(line.trim()), 1, CPU_FIELDS);
            } else if (UPTIME.matcher(line).matches()) {
                uptime = Double.parseDouble(SPACES.split(line.trim())[0]);
            } else if (DISKSTATS.matcher(line).matches()) {
                String[] f = SPACES.split(line.trim());
                // reads completed (4th field), sectors read (6th), writes completed (8th), sectors written
                // (10th), ms spent reading (7th) and writing (11th), ms the device was busy (13th, io_ticks)
                disks.put(f[2], new long[] {
                    Long.parseLong(f[3]),
                    Long.parseLong(f[5]),
                    Long.parseLong(f[7]),
                    Long.parseLong(f[9]),
                    Long.parseLong(f[6]),
                    Long.parseLong(f[10]),
                    Long.parseLong(f[12])
                });
            } else if (NET_DEV.matcher(line).matches()) {
                int colon = line.indexOf(':');
                String[] f = SPACES.split(line.substring(colon + 1).trim());
                // bytes received (1st field after the name), bytes sent (9th)
                nets.put(line.substring(0, colon).trim(), new long[] {Long.parseLong(f[0]), Long.parseLong(f[8])});
            }
        }
        if (cpu == null || Double.isNaN(uptime)) {
            throw new IllegalArgumentException("no 'cpu' line of /proc/stat or no /proc/uptime in the reading");
        }
        return new ProcSnapshot(uptime, cpu, disks, nets);
    }

    /** {@code count} numbers from {@code from}, zero where the kernel's line is shorter. */
    private static long[] numbers(String[] fields, int from, int count) {
        long[] n = new long[count];
        for (int i = 0; i < count && from + i < fields.length; i++) {
            n[i] = Long.parseLong(fields[from + i]);
        }
        return n;
    }
}
