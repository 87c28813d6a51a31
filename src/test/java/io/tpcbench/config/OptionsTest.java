package io.tpcbench.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A workload's options read from a validated configuration: defaults filled in, a problem there a bug. */
class OptionsTest {
    private static final List<KeyDef> KEYS = List.of(KeyDef.own("w", "rows", "10", "rows per table"));

    @Test
    void aKeyOfTheWorkloadsOwnIsTpcbenchsWithTheWorkloadInItsHelp() {
        assertEquals(new KeyDef("rows", "10", KeyDef.Origin.TPCBENCH, true, "w: rows per table"), KEYS.get(0));
    }

    @Test
    void readsTheValuesWithTheirDefaults() {
        assertEquals(
                Integer.valueOf(10), Options.<Integer>of(Map.of(), KEYS, (p, problems) -> p.integer("rows", 1, 100)));
        assertEquals(
                Integer.valueOf(7),
                Options.<Integer>of(Map.of("rows", "7"), KEYS, (p, problems) -> p.integer("rows", 1, 100)));
    }

    @Test
    void aProblemInValidatedValuesIsABug() {
        IllegalStateException e = assertThrows(
                IllegalStateException.class,
                () -> Options.of(Map.of("rows", "x"), KEYS, (p, problems) -> p.integer("rows", 1, 100)));
        assertEquals("validated options failed: [rows=x is not a whole number]", e.getMessage());
    }
}
