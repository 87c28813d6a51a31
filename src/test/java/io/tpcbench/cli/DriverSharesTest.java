package io.tpcbench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tpcbench.config.ConfigException;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Disjoint warehouse ranges covering the whole range, and the terminals in proportion, summing exactly. */
class DriverSharesTest {
    @Test
    void rangesAreDisjointContiguousAndTheTerminalsAddUp() {
        assertEquals(List.of(new DriverShares.Share(1, 4, 40), new DriverShares.Share(5, 7, 30),
                new DriverShares.Share(8, 10, 30)), DriverShares.of(3, 1, 10, 100));
        for (int drivers = 1; drivers <= 7; drivers++) {
            for (int terminals : new int[] {7, 10, 64, 1000}) {
                List<DriverShares.Share> s = DriverShares.of(drivers, 3, 9, terminals);
                assertEquals(3, s.get(0).from());
                assertEquals(9, s.get(drivers - 1).to());
                for (int i = 1; i < drivers; i++) {
                    assertEquals(s.get(i - 1).to() + 1, s.get(i).from(), s.toString());
                }
                assertEquals(terminals, s.stream().mapToInt(DriverShares.Share::terminals).sum(), s.toString());
                assertTrue(s.stream().allMatch(x -> x.terminals() >= 1 && x.warehouses() >= 1), s.toString());
            }
        }
    }

    @Test
    void moreDriversThanWarehousesOrTerminalsIsRefused() {
        assertTrue(assertThrows(ConfigException.class, () -> DriverShares.of(3, 1, 2, 20)).getMessage()
                .contains("3 drivers cannot share 2 warehouse(s)"));
        assertTrue(assertThrows(ConfigException.class, () -> DriverShares.of(3, 1, 9, 2)).getMessage()
                .contains("terminals=2"));
        assertEquals(List.of(new DriverShares.Share(0, 0, 3), new DriverShares.Share(0, 0, 2)),
                DriverShares.terminalsOnly(2, 5));
    }
}
