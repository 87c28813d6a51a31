package io.tpcbench.workload;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tpcbench.config.ConfigException;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A workload that splits only its terminals: even shares, the first drivers taking the ones left over. */
class DriverShareTest {
    @Test
    void terminalsAloneAreSplitEvenly() {
        assertEquals(
                List.of(new DriverShare(List.of(), "", "", 3), new DriverShare(List.of(), "", "", 2)),
                DriverShare.terminalsOnly(2, 5));
        assertTrue(assertThrows(ConfigException.class, () -> DriverShare.terminalsOnly(3, 2))
                .getMessage()
                .contains("3 drivers cannot share terminals=2: each needs one"));
    }
}
