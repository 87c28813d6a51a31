package io.tpcbench.workload.tpcc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
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

/** TPC-C's scale keys: one test per rule, each asserting the message the user sees. */
class WarehousesTest {
    private static final List<String> BASE =
            List.of("conn=jdbc:mysql://127.0.0.1:3306/tpcc", "warehouses=2", "terminals=4", "runMins=1");

    private static TpcConfig load(String... extra) {
        return TestConfigs.load(PropsSource.parse("t", BASE, Arrays.asList(extra)), Purpose.RUN);
    }

    private static Warehouses warehouses(String... extra) {
        return TpccOptions.of(load(extra)).warehouses();
    }

    private static void assertProblem(String expected, String... extra) {
        List<String> problems =
                assertThrows(ConfigException.class, () -> load(extra)).problems();
        assertTrue(problems.contains(expected), "expected <" + expected + "> in " + problems);
    }

    @Test
    void everyWarehouseByDefault() {
        Warehouses w = warehouses();
        assertEquals(2, w.count());
        assertEquals(new WarehouseRange(1, 2), w.load());
        assertEquals(new WarehouseRange(1, 2), w.homes());
        assertTrue(w.loadsAll());
        assertFalse(load().defaulted().contains("warehouses"));
    }

    @Test
    void warehousesMustBePositive() {
        assertProblem("warehouses=0 is out of range: it must be from 1 to 1000000", "warehouses=0");
    }

    @Test
    void warehousesMustBeANumber() {
        assertProblem("warehouses=ten is not a whole number", "warehouses=ten");
    }

    @Test
    void missingWarehouses() {
        ConfigException e = assertThrows(
                ConfigException.class,
                () -> TestConfigs.load(
                        PropsSource.parse("t", List.of("conn=jdbc:mysql://h/d"), List.of()), Purpose.BUILD));
        assertEquals(List.of("warehouses is missing: set it to a whole number from 1 to 1000000"), e.problems());
    }

    @Test
    void loadRangeMustLieWithinWarehouses() {
        assertProblem(
                "loadWarehouseFrom=2 and loadWarehouseTo=3 must satisfy 1 <= loadWarehouseFrom <="
                        + " loadWarehouseTo <= warehouses (2)",
                "loadWarehouseFrom=2",
                "loadWarehouseTo=3");
    }

    @Test
    void loadRangeDefaultsToAllWarehouses() {
        Warehouses w = warehouses("loadWarehouseFrom=2");
        assertEquals(new WarehouseRange(2, 2), w.load());
        assertFalse(w.loadsAll());
        assertEquals(1, w.load().size());
    }

    @Test
    void runRangeNarrowsTheHomesAndTheTerminalLimit() {
        assertEquals(
                new WarehouseRange(2, 2),
                warehouses("runWarehouseFrom=2", "terminals=10").homes());
        assertProblem(
                "terminals=11 is more than 10 per warehouse (runWarehouseFrom..runWarehouseTo=2-2, 1 warehouses,"
                        + " allows at most 10; maxTerminalsPerWarehouse=0 lifts the limit, outside TPC-C's terminal model)",
                "runWarehouseFrom=2",
                "terminals=11");
    }

    @Test
    void runRangeMustLieInTheDatabase() {
        assertProblem(
                "runWarehouseFrom=1 and runWarehouseTo=3 must satisfy 1 <= runWarehouseFrom <= runWarehouseTo"
                        + " <= warehouses (2)",
                "runWarehouseTo=3");
    }

    @Test
    void benchmarkSql6RangeNamesAreAliases() {
        assertEquals(
                new WarehouseRange(2, 2),
                warehouses("useWarehouseFrom=2", "useWarehouseTo=2").homes());
        assertEquals(
                new WarehouseRange(1, 2),
                warehouses("useWarehouseFrom=-1", "useWarehouseTo=-1").homes());
        assertProblem(
                "runWarehouseFrom=1 and its BenchmarkSQL 6 name useWarehouseFrom=2 disagree: set one of them",
                "runWarehouseFrom=1",
                "useWarehouseFrom=2");
        assertProblem("useWarehouseTo=0 is not a warehouse: use -1 for every warehouse", "useWarehouseTo=0");
    }

    @Test
    void aMisspeltScaleKeyIsSuggested() {
        assertProblem("unknown key 'warehouse': did you mean 'warehouses'?", "warehouse=2");
        assertProblem("unknown key 'runWarehouseFrm': did you mean 'runWarehouseFrom'?", "runWarehouseFrm=1");
    }
}
