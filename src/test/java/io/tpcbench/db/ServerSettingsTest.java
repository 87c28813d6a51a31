package io.tpcbench.db;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** How a server variable's value is written into SET GLOBAL and recognised when read back. */
class ServerSettingsTest {
    @Test
    void numbersGoAsTheyAreAndTextQuoted() {
        assertEquals("10", RestoreScript.literal("10"));
        assertEquals("-1.5", RestoreScript.literal("-1.5"));
        assertEquals("DEFAULT", RestoreScript.literal("default"));
        assertEquals("'ON'", RestoreScript.literal("ON"));
        assertEquals("'a''b\\\\c'", RestoreScript.literal("a'b\\c"));
        assertEquals("NULL", RestoreScript.literal(null));
    }

    @Test
    void aValueReadBackInAnotherSpellingIsTheSame() {
        assertTrue(ServerSettings.same("10", "10.000000"));
        assertTrue(ServerSettings.same("on", "1"));
        assertTrue(ServerSettings.same("OFF", "0"));
        assertTrue(ServerSettings.same("pool-of-threads", "POOL-OF-THREADS"));
        assertTrue(ServerSettings.same("DEFAULT", "128"));
        assertFalse(ServerSettings.same("2000", "1000"), "clamped into range");
        assertFalse(ServerSettings.same("134217729", "134217728"), "rounded to a chunk");
        assertFalse(ServerSettings.same("x", null));
    }
}
