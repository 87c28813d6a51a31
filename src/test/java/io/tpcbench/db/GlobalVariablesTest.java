package io.tpcbench.db;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** How a server variable's value is recognised when read back. */
class GlobalVariablesTest {
    @Test
    void aValueReadBackInAnotherSpellingIsTheSame() {
        assertTrue(GlobalVariables.same("10", "10.000000"));
        assertTrue(GlobalVariables.same("on", "1"));
        assertTrue(GlobalVariables.same("OFF", "0"));
        assertTrue(GlobalVariables.same("pool-of-threads", "POOL-OF-THREADS"));
        assertTrue(GlobalVariables.same("DEFAULT", "128"));
        assertFalse(GlobalVariables.same("2000", "1000"), "clamped into range");
        assertFalse(GlobalVariables.same("134217729", "134217728"), "rounded to a chunk");
        assertFalse(GlobalVariables.same("x", null));
    }
}
