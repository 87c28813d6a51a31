package io.tpcbench.config;

import static io.tpcbench.config.ConfigLoading.assertProblem;
import static io.tpcbench.config.ConfigLoading.load;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The live metrics' keys: off by default, on loopback, a port in range, an address and a label of safe characters. */
class MetricsConfigTest {
    @Test
    void offByDefaultAndOnLoopbackWhenOn() {
        MetricsConfig off = load().metrics();
        assertFalse(off.enabled());
        MetricsConfig on = load("metricsPort=9464", "metricsDriver=d1").metrics();
        assertTrue(on.enabled());
        assertEquals("127.0.0.1", on.bind());
        assertEquals("d1", on.driverLabel());
        assertFalse(load("metricsPort=9464").metrics().driverLabel().isEmpty(), "the host's name by default");
    }

    @Test
    void aPortOutOfRangeAnAddressOrLabelOfOtherCharactersAreRefused() {
        assertProblem("metricsPort=70000 is out of range: it must be from 0 to 65535", "metricsPort=70000");
        assertProblem(
                "metricsBind=127.0.0.1;rm is not an address or host name (e.g. 127.0.0.1, 0.0.0.0 or ::1)",
                "metricsPort=9464",
                "metricsBind=127.0.0.1;rm");
        assertProblem("metricsDriver=a b may hold letters, digits and . _ : @ - only", "metricsDriver=a b");
    }

    @Test
    void eachDriverOfRunDriversGetsAPortAndALabelOfItsOwn() {
        MetricsConfig on = load("metricsPort=9464").metrics();
        assertEquals(List.of("metricsPort=9464", "metricsDriver=d1"), on.forDriver(0, "d1"));
        assertEquals(List.of("metricsPort=9466", "metricsDriver=d3"), on.forDriver(2, "d3"));
        assertEquals(List.of(), load().metrics().forDriver(2, "d3"), "nothing when off");
        assertThrows(
                ConfigException.class, () -> load("metricsPort=65535").metrics().forDriver(1, "d2"));
    }
}
