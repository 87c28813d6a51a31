package io.tpcbench.config;

import static io.tpcbench.config.ConfigLoading.assertProblem;
import static io.tpcbench.config.ConfigLoading.load;
import static io.tpcbench.config.ConfigLoading.problems;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tpcbench.TestConfigs;
import io.tpcbench.config.ConfigLoader.Purpose;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The loader's handling of keys: defaults, unknown and misspelt keys, another workload's keys,
 * BenchmarkSQL keys not implemented, pass-through keys, and every problem reported at once.
 */
class ConfigLoaderTest {
    @Test
    void validConfigHasDefaults() {
        TpcConfig c = load();
        assertEquals(4, c.build().loadWorkers());
        assertTrue(c.defaulted().contains("loadWorkers"));
        assertFalse(c.defaulted().contains("warehouses"));
    }

    @Test
    void unknownKeySuggestsTheClosestKnownKey() {
        assertProblem("unknown key 'terminls': did you mean 'terminals'?", "terminls=4");
        assertProblem("unknown key 'newOrderWieght': did you mean 'newOrderWeight'?", "newOrderWieght=45");
    }

    @Test
    void theWorkloadsKeysComeAfterTheEnginesInTheEcho() {
        List<String> keys = List.copyOf(load().effective().keySet());
        assertTrue(keys.indexOf("embeddedPort") < keys.indexOf("newOrderWeight"), keys.toString());
        assertTrue(keys.contains("maxDeliveryBGThreads"), keys.toString());
    }

    @Test
    void anotherWorkloadIgnoresTpccsBenchmarkSqlKeys() {
        TpcConfig c = load(
                "workload=oltp_read_write",
                "newOrderWeight=44.4",
                "terminalWarehouseFixed=false",
                "maxDeliveryBGPerWarehouse=1");
        assertFalse(c.effective().containsKey("newOrderWeight"));
        assertFalse(c.effective().containsKey("warehouses"));
        assertEquals(
                List.of("maxDeliveryBGPerWarehouse is a BenchmarkSQL key tpcbench does not implement yet; it is"
                        + " ignored"),
                c.warnings());
        assertProblem(
                "key 'deliveryResults' belongs to workload tpcc, chbench, not to workload=oltp_read_write",
                "workload=oltp_read_write",
                "deliveryResults=true");
        assertEquals(
                List.of(),
                load("workload=oltp_read_write", "warehouses=ten", "useWarehouseFrom=2")
                        .warnings());
        assertProblem(
                "key 'runWarehouseFrom' belongs to workload tpcc, chbench, not to workload=oltp_read_write",
                "workload=oltp_read_write",
                "runWarehouseFrom=1");
    }

    @Test
    void unknownKeyWithoutCloseMatchPointsToTheDocs() {
        assertProblem("unknown key 'zzzzzzzzzzzz' (see docs/properties.md for every key)", "zzzzzzzzzzzz=1");
    }

    @Test
    void benchmarkSqlKeysNotYetImplementedAreWarnings() {
        TpcConfig c = load("sutThreads=8");
        assertEquals(
                List.of("sutThreads is a BenchmarkSQL key tpcbench does not implement yet; it is ignored"),
                c.warnings());
    }

    @Test
    void dataSourceKeysPassThrough() {
        TpcConfig c = load("dataSource.cachePrepStmts=true");
        assertEquals("true", c.db().dataSourceProps().get("cachePrepStmts"));
    }

    @Test
    void everyProblemIsReportedAtOnce() {
        List<String> problems = problems("warehouses=0", "loadWorkers=0", "terminls=1", "newOrderWeight=50");
        assertTrue(problems.size() >= 4, problems.toString());
        ConfigException e = assertThrows(ConfigException.class, () -> load("warehouses=0", "loadWorkers=0"));
        assertTrue(e.getMessage().startsWith("2 problems in the configuration:"), e.getMessage());
    }

    @Test
    void syntaxProblemsAreReportedWithTheRest() {
        ConfigException e = assertThrows(
                ConfigException.class,
                () -> TestConfigs.load(
                        PropsSource.parse(
                                "f", List.of("conn=jdbc:mysql://h/d", "warehouses=1", "warehouses=2"), List.of()),
                        Purpose.BUILD));
        assertEquals(List.of("f line 3: key 'warehouses' is set twice"), e.problems());
    }

    @Test
    void driverKeysAreCheckedWithTheOthers() {
        List<String> problems = problems("drivers=-vv", "sshOptions=-v evil", "driverHome=opt", "terminals=0");
        assertEquals(4, problems.size(), problems.toString());
        assertTrue(
                problems.contains("driverHome=opt is not an absolute path (e.g. /opt/tpcbench)"), problems.toString());
    }
}
