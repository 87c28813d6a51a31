package io.tpcbench.config;

import static io.tpcbench.config.ConfigLoading.assertProblem;
import static io.tpcbench.config.ConfigLoading.load;
import static io.tpcbench.config.ConfigLoading.problems;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The OS collector's keys in BenchmarkSQL's form: devices, interval, the ssh address, the
 * script not run; one test per rule, each asserting the message the user sees.
 */
class OsCollectorConfigTest {
    @Test
    void osCollectorScriptIsNotRunButSaysWhatCollectsInstead() {
        TpcConfig c = load("osCollectorScript=./misc/os_collector_linux.py");
        assertEquals(
                List.of("osCollectorScript is not run: tpcbench reads the OS metrics from /proc itself"
                        + " (osCollector=true, osCollectorSSHAddr for the database host)"),
                c.warnings());
        assertTrue(c.run().output().osCollector().enabled());
    }

    @Test
    void osCollectorDevicesInBenchmarkSqlForm() {
        TpcConfig c = load(
                "osCollectorDevices=net_eth0 blk_sda blk_nvme0n1",
                "osCollectorInterval=0.5",
                "osCollectorSSHAddr=tpcc@db1");
        assertEquals(List.of("sda", "nvme0n1"), c.run().output().osCollector().disks());
        assertEquals(List.of("eth0"), c.run().output().osCollector().nets());
        assertEquals(500, c.run().output().osCollector().intervalMillis());
        assertEquals(Optional.of("tpcc@db1"), c.run().output().osCollector().sshAddress());
    }

    @Test
    void osCollectorDeviceWithoutPrefixIsAProblem() {
        assertProblem(
                "osCollectorDevices=eth0: 'eth0' is neither blk_DEVICE nor net_INTERFACE"
                        + " (e.g. osCollectorDevices=net_eth0 blk_sda)",
                "osCollectorDevices=eth0");
    }

    @Test
    void osCollectorDeviceNameThatIsNoDeviceIsAProblem() {
        assertProblem(
                "osCollectorDevices=net_-x blk_a;b: '-x' is not a device name (letters, digits, '.', '_', ':',"
                        + " '@' and '-', not first)",
                "osCollectorDevices=net_-x blk_a;b");
        assertEquals(2, problems("osCollectorDevices=net_-x blk_a;b").size());
    }

    @Test
    void osCollectorSshAddrThatSshWouldTakeAsAnOptionIsAProblem() {
        assertProblem(
                "osCollectorSSHAddr=-oProxyCommand=id is not [user@]host (letters, digits, '.', '_' and '-', not"
                        + " first; e.g. tpcc@db1): ssh would take it as an option",
                "osCollectorSSHAddr=-oProxyCommand=id");
    }

    @Test
    void osCollectorIntervalBelowATenthOfASecondIsAProblem() {
        assertTrue(
                problems("osCollectorInterval=0.01").stream().anyMatch(p -> p.startsWith("osCollectorInterval=0.01")),
                problems("osCollectorInterval=0.01").toString());
    }
}
