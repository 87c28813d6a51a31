package io.tpcbench.workload.tpcc.random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

class LastNamesTest {
    @Test
    void syllablesOfClause4323() {
        assertEquals("PRICALLYOUGHT", LastNames.of(371));
        assertEquals("BARBARBAR", LastNames.of(0));
        assertEquals("EINGEINGEING", LastNames.of(999));
        assertEquals("OUGHTABLEPRI", LastNames.of(123));
    }

    @Test
    void thousandDistinctNames() {
        Set<String> names = new HashSet<>();
        for (int i = 0; i < 1000; i++) {
            names.add(LastNames.of(i));
        }
        assertEquals(1000, names.size());
    }

    @Test
    void outOfRange() {
        assertThrows(IllegalArgumentException.class, () -> LastNames.of(1000));
    }
}
