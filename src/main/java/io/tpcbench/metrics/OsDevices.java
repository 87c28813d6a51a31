package io.tpcbench.metrics;

import io.tpcbench.config.OsCollectorConfig;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Which block devices and network interfaces an OS collector adds up: those of
 * {@code osCollectorDevices}, or by default every whole disk (sd*, vd*, xvd*, hd*, nvme*n*,
 * mmcblk*; not partitions, loop, ram, zram or device-mapper devices, which would count the same
 * I/O twice) and every interface but loopback.
 */
public final class OsDevices {
    private static final Pattern WHOLE_DISK =
            Pattern.compile("(sd[a-z]+|vd[a-z]+|xvd[a-z]+|hd[a-z]+|nvme\\d+n\\d+|mmcblk\\d+)");

    private final List<String> disks;
    private final List<String> nets;
    private final boolean defaults;

    private OsDevices(List<String> disks, List<String> nets) {
        this.disks = disks;
        this.nets = nets;
        this.defaults = disks.isEmpty() && nets.isEmpty();
    }

    public static OsDevices of(OsCollectorConfig config) {
        return new OsDevices(config.disks(), config.nets());
    }

    boolean countsDisk(String name) {
        return defaults ? WHOLE_DISK.matcher(name).matches() : disks.contains(name);
    }

    boolean countsNet(String name) {
        return defaults ? !name.equals("lo") : nets.contains(name);
    }
}
