package io.tpcbench.config;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tpcbench.TestConfigs;
import io.tpcbench.config.ConfigLoader.Purpose;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/** Configurations loaded from a few lines, as the configuration tests load them, and their problems. */
final class ConfigLoading {
    private ConfigLoading() {}

    static final List<String> BASE =
            List.of("conn=jdbc:mysql://127.0.0.1:3306/tpcc", "warehouses=2", "terminals=4", "runMins=1");

    static TpcConfig load(Purpose purpose, String... extra) {
        List<String> lines = new ArrayList<>(BASE);
        return TestConfigs.load(PropsSource.parse("t", lines, Arrays.asList(extra)), purpose);
    }

    static TpcConfig load(String... extra) {
        return load(Purpose.RUN, extra);
    }

    static List<String> problems(String... extra) {
        return assertThrows(ConfigException.class, () -> load(extra)).problems();
    }

    static void assertProblem(String expected, String... extra) {
        List<String> problems = problems(extra);
        assertTrue(problems.contains(expected), "expected <" + expected + "> in " + problems);
    }
}
