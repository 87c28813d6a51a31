package io.tpcbench.workload.tpch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tpcbench.TestConfigs;
import io.tpcbench.config.ConfigException;
import io.tpcbench.config.ConfigLoader;
import io.tpcbench.config.PropsSource;
import io.tpcbench.config.TpcConfig;
import io.tpcbench.workload.DriverShare;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * run/runDrivers.sh shares a throughput test's streams out: each driver its own range, every one
 * told the test's S, so that the driver of stream 1 runs S refresh pairs; the power test and a full
 * run stay on one driver.
 */
class TpchSplitTest {
    private static TpcConfig config(String... keys) {
        List<String> lines = new ArrayList<>(List.of(
                "conn=jdbc:mysql://127.0.0.1:3306/tpch", "workload=tpch", "scaleFactor=1", "socketTimeoutSecs=0"));
        lines.addAll(List.of(keys));
        return TestConfigs.load(PropsSource.parse("t", lines, List.of()), ConfigLoader.Purpose.RUN);
    }

    @Test
    void fiveStreamsOnTwoDriversAreStreamsOneToThreeAndFourToFive() {
        List<DriverShare> shares = new Tpch().splitRun(config("tpchTest=throughput", "terminals=5"), 2);
        assertEquals(2, shares.size());
        assertEquals(
                List.of("firstStream=1", "throughputStreams=5"), shares.get(0).settings());
        assertEquals(3, shares.get(0).terminals());
        assertEquals("and the refresh stream", shares.get(0).also());
        assertEquals(
                List.of("firstStream=4", "throughputStreams=5"), shares.get(1).settings());
        assertEquals(2, shares.get(1).terminals());
        assertEquals("streams 4-5", shares.get(1).scope());
        // the driver of stream 1 runs the test's five pairs (a throughput test uses no set for a power test)
        TpchOptions first =
                TpchOptions.of(config("tpchTest=throughput", "terminals=3", "firstStream=1", "throughputStreams=5")
                        .effective());
        assertEquals(5, TpchRun.setsUsed(first, 3));
        TpchOptions second =
                TpchOptions.of(config("tpchTest=throughput", "terminals=2", "firstStream=4", "throughputStreams=5")
                        .effective());
        assertEquals(0, TpchRun.setsUsed(second, 2), "no refresh stream away from stream 1");
    }

    @Test
    void thePowerTestAndAFullRunStayOnOneDriver() {
        for (TpcConfig one : List.of(config("tpchTest=power", "terminals=1"), config("tpchTest=full", "terminals=2"))) {
            ConfigException e = assertThrows(ConfigException.class, () -> new Tpch().splitRun(one, 2));
            assertTrue(e.getMessage().contains("run/runDrivers.sh splits tpchTest=throughput"), e.getMessage());
        }
    }
}
