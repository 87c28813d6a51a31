package io.tpcbench.workload.tpcc.tx;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tpcbench.TestConfigs;
import io.tpcbench.config.ConfigLoader;
import io.tpcbench.config.PropsSource;
import io.tpcbench.workload.Seats;
import io.tpcbench.workload.tpcc.Tpcc;
import io.tpcbench.workload.tpcc.WarehouseRange;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class HomeTest {
    @Test
    void homesGiveEveryWarehouseATerminalAndSpreadDistricts() {
        Set<Integer> warehouses = new HashSet<>();
        Set<Home> homes = new HashSet<>();
        for (int t = 0; t < 40; t++) {
            Home h = Home.of(t, WarehouseRange.all(4));
            warehouses.add(h.warehouseId());
            homes.add(h);
            assertTrue(h.districtId() >= 1 && h.districtId() <= 10);
        }
        assertEquals(Set.of(1, 2, 3, 4), warehouses);
        assertEquals(40, homes.size(), "10 terminals per warehouse get the 10 districts");
    }

    @Test
    void homesStayInTheDriversRange() {
        Set<Integer> warehouses = new HashSet<>();
        for (int t = 0; t < 30; t++) {
            warehouses.add(Home.of(t, new WarehouseRange(4, 6)).warehouseId());
        }
        assertEquals(Set.of(4, 5, 6), warehouses);
    }

    @Test
    void tpccSeatsATerminalInItsHomeWarehouse() {
        Seats seats = new Tpcc()
                .seats(TestConfigs.load(
                        PropsSource.parse(
                                "t",
                                List.of(
                                        "conn=jdbc:mysql://h:1/x",
                                        "warehouses=10",
                                        "runWarehouseFrom=4",
                                        "runWarehouseTo=6",
                                        "terminals=6",
                                        "runMins=1"),
                                List.of()),
                        ConfigLoader.Purpose.RUN));
        assertEquals(
                List.of(4, 5, 6, 4),
                List.of(seats.partitionOf(0), seats.partitionOf(1), seats.partitionOf(2), seats.partitionOf(3)));
    }
}
