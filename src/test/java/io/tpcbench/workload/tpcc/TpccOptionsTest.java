package io.tpcbench.workload.tpcc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tpcbench.TestConfigs;
import io.tpcbench.config.ConfigException;
import io.tpcbench.config.ConfigLoader.Purpose;
import io.tpcbench.config.PropsSource;
import io.tpcbench.config.TpcConfig;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** TPC-C's own keys: one test per rule, each asserting the message the user sees. */
class TpccOptionsTest {
    private static final List<String> BASE =
            List.of("conn=jdbc:mysql://127.0.0.1:3306/tpcc", "warehouses=2", "terminals=4", "runMins=1");

    private static TpcConfig load(String... extra) {
        return TestConfigs.load(PropsSource.parse("t", BASE, Arrays.asList(extra)), Purpose.RUN);
    }

    private static TpccOptions options(String... extra) {
        return TpccOptions.of(load(extra));
    }

    private static void assertProblem(String expected, String... extra) {
        List<String> problems =
                assertThrows(ConfigException.class, () -> load(extra)).problems();
        assertTrue(problems.contains(expected), "expected <" + expected + "> in " + problems);
    }

    @Test
    void defaults() {
        TpccOptions o = options();
        assertEquals(new MixWeights(45, 43, 4, 4, 4), o.mix());
        assertTrue(o.terminalWarehouseFixed());
        assertEquals(2, o.deliveryWorkers());
        assertEquals(0, o.keyingTimeMultiplier());
    }

    @Test
    void booleanMustBeTrueOrFalse() {
        assertProblem("terminalWarehouseFixed=maybe is not true or false", "terminalWarehouseFixed=maybe");
    }

    @Test
    void weightsMustSumTo100() {
        assertProblem("the five *Weight keys sum to 101 (46/43/4/4/4): they must sum to 100", "newOrderWeight=46");
    }

    @Test
    void weightsMustNotBeNegative() {
        assertProblem("paymentWeight=-1 is out of range: it must be from 0 to 100", "paymentWeight=-1");
    }

    @Test
    void weightsTakeTenthsOfAPercent() {
        assertEquals(
                new MixWeights(44.4, 43.3, 4.1, 4.1, 4.1),
                options(
                                "newOrderWeight=44.4",
                                "paymentWeight=43.3",
                                "orderStatusWeight=4.1",
                                "deliveryWeight=4.1",
                                "stockLevelWeight=4.1")
                        .mix());
        assertProblem(
                "the five *Weight keys (44.45/43.25/4.1/4.1/4.1) have more than one decimal place: the card deck"
                        + " holds tenths of a percent (e.g. paymentWeight=43.3)",
                "newOrderWeight=44.45",
                "paymentWeight=43.25",
                "orderStatusWeight=4.1",
                "deliveryWeight=4.1",
                "stockLevelWeight=4.1");
    }
}
