package io.tpcbench.workload.tpcc.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class ConsistencyCheckerTest {
    @Test
    void rangesCoverEveryWarehouseOnce() {
        for (int w : new int[] {1, 2, 7, 100, 1001}) {
            List<int[]> ranges = ConsistencyChecker.ranges(w, 16);
            int expect = 1;
            for (int[] r : ranges) {
                assertEquals(expect, r[0]);
                assertTrue(r[1] >= r[0]);
                expect = r[1] + 1;
            }
            assertEquals(w + 1, expect);
        }
    }

    @Test
    void twelveConditionsNumberedInOrder() {
        assertEquals(12, Conditions.ALL.size());
        for (int i = 0; i < 12; i++) {
            assertEquals(i + 1, Conditions.ALL.get(i).number());
            String sql = Conditions.ALL.get(i).sql();
            assertEquals(0, sql.chars().filter(c -> c == '?').count() % 2, "placeholders come in lo/hi pairs");
        }
        assertTrue(Conditions.ALL.get(10).freshOnly());
    }
}
