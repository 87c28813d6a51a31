package io.tpcbench.config;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * The OS metrics of a run: the driver host's when {@code osCollector=true}, and the database
 * host's over ssh when {@code osCollectorSSHAddr} is set, every {@code osCollectorInterval}
 * seconds. {@code disks} and {@code nets} are the devices of {@code osCollectorDevices}
 * (BenchmarkSQL's {@code blk_sda net_eth0}); both empty means the defaults.
 */
public record OsCollectorConfig(
        boolean enabled, double intervalSecs, Optional<String> sshAddress, List<String> disks, List<String> nets) {
    /** A disk or interface as /proc names it. */
    private static final Pattern DEVICE = Pattern.compile("[A-Za-z0-9_][A-Za-z0-9._:@-]*");

    public OsCollectorConfig {
        disks = List.copyOf(disks);
        nets = List.copyOf(nets);
    }

    public long intervalMillis() {
        return Math.round(intervalSecs * 1000);
    }

    /**
     * Reads {@code osCollectorDevices}: a word that is neither blk_ nor net_, or whose device name
     * is not a plain name, is a problem; so is an {@code osCollectorSSHAddr} ssh would not take as
     * {@code [user@]host}.
     */
    static OsCollectorConfig of(
            boolean enabled, double intervalSecs, String sshAddress, String devices, List<String> problems) {
        List<String> disks = new ArrayList<>();
        List<String> nets = new ArrayList<>();
        for (String word : devices.trim().split("[\\s,]+")) {
            String name = word.length() > 4 ? word.substring(4) : "";
            List<String> into = word.startsWith("blk_") ? disks : word.startsWith("net_") ? nets : null;
            if (word.isEmpty()) {
                continue;
            } else if (into == null || name.isEmpty()) {
                problems.add("osCollectorDevices=" + devices + ": '" + word
                        + "' is neither blk_DEVICE nor net_INTERFACE (e.g. osCollectorDevices=net_eth0 blk_sda)");
            } else if (!DEVICE.matcher(name).matches()) {
                problems.add("osCollectorDevices=" + devices + ": '" + name + "' is not a device name (letters, digits,"
                        + " '.', '_', ':', '@' and '-', not first)");
            } else {
                into.add(name);
            }
        }
        String ssh = sshAddress.trim();
        if (!ssh.isEmpty()) {
            SshValues.address("osCollectorSSHAddr", ssh, problems);
        }
        return new OsCollectorConfig(
                enabled, intervalSecs, ssh.isEmpty() ? Optional.empty() : Optional.of(ssh), disks, nets);
    }
}
