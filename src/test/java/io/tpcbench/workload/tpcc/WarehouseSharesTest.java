package io.tpcbench.workload.tpcc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tpcbench.TestConfigs;
import io.tpcbench.config.ConfigException;
import io.tpcbench.config.ConfigLoader;
import io.tpcbench.config.PropsSource;
import io.tpcbench.config.TpcConfig;
import io.tpcbench.workload.DriverShare;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Disjoint warehouse ranges covering the whole range, and the terminals in proportion, summing exactly. */
class WarehouseSharesTest {
    @Test
    void rangesAreDisjointContiguousAndTheTerminalsAddUp() {
        assertEquals(
                List.of(
                        new WarehouseShares.Share(1, 4, 40),
                        new WarehouseShares.Share(5, 7, 30),
                        new WarehouseShares.Share(8, 10, 30)),
                WarehouseShares.of(3, 1, 10, 100));
        for (int drivers = 1; drivers <= 7; drivers++) {
            for (int terminals : new int[] {7, 10, 64, 1000}) {
                List<WarehouseShares.Share> s = WarehouseShares.of(drivers, 3, 9, terminals);
                assertEquals(3, s.get(0).from());
                assertEquals(9, s.get(drivers - 1).to());
                for (int i = 1; i < drivers; i++) {
                    assertEquals(s.get(i - 1).to() + 1, s.get(i).from(), s.toString());
                }
                assertEquals(
                        terminals,
                        s.stream().mapToInt(WarehouseShares.Share::terminals).sum(),
                        s.toString());
                assertTrue(s.stream().allMatch(x -> x.terminals() >= 1 && x.warehouses() >= 1), s.toString());
            }
        }
    }

    @Test
    void moreDriversThanWarehousesOrTerminalsIsRefused() {
        assertTrue(assertThrows(ConfigException.class, () -> WarehouseShares.of(3, 1, 2, 20))
                .getMessage()
                .contains("3 drivers cannot share 2 warehouse(s)"));
        assertTrue(assertThrows(ConfigException.class, () -> WarehouseShares.of(3, 1, 9, 2))
                .getMessage()
                .contains("terminals=2"));
    }

    private static TpcConfig config(ConfigLoader.Purpose purpose, String... keys) {
        return TestConfigs.load(
                PropsSource.parse("t", List.of("conn=jdbc:mysql://h:1/x", "warehouses=10", "runMins=1"), List.of(keys)),
                purpose);
    }

    @Test
    void aRunGivesEachDriverItsHomesAndALoadItsWarehousesWithItemOnTheFirst() {
        assertEquals(
                List.of(
                        new DriverShare(List.of("runWarehouseFrom=3", "runWarehouseTo=5"), "warehouses 3-5", "", 6),
                        new DriverShare(List.of("runWarehouseFrom=6", "runWarehouseTo=7"), "warehouses 6-7", "", 4)),
                new Tpcc()
                        .splitRun(
                                config(
                                        ConfigLoader.Purpose.RUN,
                                        "runWarehouseFrom=3",
                                        "runWarehouseTo=7",
                                        "terminals=10"),
                                2));
        assertEquals(
                List.of(
                        new DriverShare(
                                List.of("loadWarehouseFrom=1", "loadWarehouseTo=5"), "warehouses 1-5", "and ITEM", 1),
                        new DriverShare(
                                List.of("loadWarehouseFrom=6", "loadWarehouseTo=10"), "warehouses 6-10", "", 1)),
                new Tpcc().splitLoad(config(ConfigLoader.Purpose.BUILD), 2).orElseThrow());
    }
}
