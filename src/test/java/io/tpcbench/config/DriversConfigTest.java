package io.tpcbench.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Driver hosts as ssh takes them: [user@]host[:port], each bad one named. */
class DriversConfigTest {
    @Test
    void hostsWithUsersAndPorts() {
        List<String> problems = new ArrayList<>();
        List<DriversConfig.Host> hosts =
                DriversConfig.hosts("drivers", " drv1, bench@10.0.0.6:2222 ,[::1]:22", problems);
        assertEquals(List.of(), problems);
        assertEquals(
                List.of(
                        new DriversConfig.Host("drv1", 0),
                        new DriversConfig.Host("bench@10.0.0.6", 2222),
                        new DriversConfig.Host("[::1]", 22)),
                hosts);
        assertEquals("bench@10.0.0.6:2222", hosts.get(1).label());
    }

    @Test
    void badHostsAreNamed() {
        List<String> problems = new ArrayList<>();
        DriversConfig.hosts("drivers", "drv1,drv 2,a@b@c,drv1,h:99999", problems);
        assertEquals(4, problems.size(), problems.toString());
        assertTrue(problems.get(0).contains("'drv 2' is not [user@]host[:port]"), problems.toString());
        assertTrue(problems.stream().anyMatch(p -> p.contains("names drv1 twice")), problems.toString());
    }

    @Test
    void aHostStartingWithADashIsRefusedNotTakenAsAnOption() {
        List<String> problems = new ArrayList<>();
        DriversConfig.hosts("hosts", "drv1,-oProxyCommand touch x,-v@drv2", problems);
        assertEquals(
                List.of(
                        "hosts=drv1,-oProxyCommand touch x,-v@drv2: '-oProxyCommand touch x' is not"
                                + " [user@]host[:port] (e.g. bench@10.0.0.5 or 10.0.0.6:2222; letters, digits, '.', '_' and '-', not"
                                + " first)",
                        "hosts=drv1,-oProxyCommand touch x,-v@drv2: '-v@drv2' is not [user@]host[:port] (e.g."
                                + " bench@10.0.0.5 or 10.0.0.6:2222; letters, digits, '.', '_' and '-', not first)"),
                problems);
    }
}
