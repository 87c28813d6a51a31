package io.tpcbench.config;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The OS metrics of a run: the driver host's when {@code osCollector=true}, and the database
 * host's over ssh when {@code osCollectorSSHAddr} is set, every {@code osCollectorInterval}
 * seconds. {@code disks} and {@code nets} are the devices of {@code osCollectorDevices}
 * (BenchmarkSQL's {@code blk_sda net_eth0}); both empty means the defaults.
 */
public record OsCollectorConfig(boolean enabled, double intervalSecs, Optional<String> sshAddress,
        List<String> disks, List<String> nets) {

    public OsCollectorConfig {
        disks = List.copyOf(disks);
        nets = List.copyOf(nets);
    }

    public long intervalMillis() {
        return Math.round(intervalSecs * 1000);
    }

    /** Reads {@code osCollectorDevices}; a word that is neither blk_ nor net_ is a problem. */
    static OsCollectorConfig of(boolean enabled, double intervalSecs, String sshAddress, String devices,
            List<String> problems) {
        List<String> disks = new ArrayList<>();
        List<String> nets = new ArrayList<>();
        for (String word : devices.trim().split("[\\s,]+")) {
            if (word.startsWith("blk_") && word.length() > 4) {
                disks.add(word.substring(4));
            } else if (word.startsWith("net_") && word.length() > 4) {
                nets.add(word.substring(4));
            } else if (!word.isEmpty()) {
                problems.add("osCollectorDevices=" + devices + ": '" + word
                        + "' is neither blk_DEVICE nor net_INTERFACE (e.g. osCollectorDevices=net_eth0 blk_sda)");
            }
        }
        String ssh = sshAddress.trim();
        return new OsCollectorConfig(enabled, intervalSecs, ssh.isEmpty() ? Optional.empty() : Optional.of(ssh),
                disks, nets);
    }
}
