package io.tpcbench.workload.tpcc;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.tpcbench.TestConfigs;
import io.tpcbench.config.ConfigLoader;
import io.tpcbench.config.PropsSource;
import io.tpcbench.config.TpcConfig;
import io.tpcbench.workload.tpcc.summary.Sections;
import java.util.List;
import org.junit.jupiter.api.Test;

/** How a run's props depart from a TPC-C configuration (../shared/tpcc-spec.md, item 20). */
class ConfigDeparturesTest {
    private static List<String> departures(String... extra) {
        TpcConfig config = TestConfigs.load(
                PropsSource.parse(
                        "t",
                        List.of("conn=jdbc:mysql://127.0.0.1:3306/tpcc", "warehouses=2", "runMins=1"),
                        List.of(extra)),
                ConfigLoader.Purpose.RUN);
        return ConfigDepartures.of(config.run(), TpccOptions.of(config)).stream()
                .map(Sections.Departure::text)
                .toList();
    }

    @Test
    void specTimingTenTerminalsPerWarehouseAndARampUpDepartFromNothing() {
        assertEquals(
                List.of(),
                departures("terminals=20", "keyingTimeMultiplier=1", "thinkTimeMultiplier=1", "rampupMins=10"));
    }

    @Test
    void noKeyingOrThinkTimeIsSaidOnce() {
        assertEquals(
                List.of(
                        "no keying or think time (keyingTimeMultiplier=0, thinkTimeMultiplier=0)",
                        "4 terminals per warehouse, not 10",
                        "no ramp-up before the window (5.5.1)"),
                departures("terminals=8", "keyingTimeMultiplier=0", "thinkTimeMultiplier=0", "rampupMins=0"));
    }

    @Test
    void scaledTimesAreNamed() {
        assertEquals(
                List.of("keying times x0.5, not 1.0 (5.2.5.2)", "think times x2.0, not 1.0 (5.2.5.4)"),
                departures("terminals=20", "keyingTimeMultiplier=0.5", "thinkTimeMultiplier=2", "rampupMins=1"));
    }

    @Test
    void moreThanTenTerminalsPerWarehouseAreOutsideTheModel() {
        assertEquals(
                List.of("32 terminals per warehouse: outside TPC-C's terminal model of 10"),
                departures(
                        "terminals=64",
                        "maxTerminalsPerWarehouse=0",
                        "keyingTimeMultiplier=1",
                        "thinkTimeMultiplier=1",
                        "rampupMins=1"));
    }
}
