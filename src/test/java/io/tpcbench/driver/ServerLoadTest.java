package io.tpcbench.driver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ServerLoadTest {
    @Test
    void cpuTicksAreUtimePlusStimeEvenWithSpacesInTheName() {
        String stat = "1234 (my sqld) S 1 1234 1234 0 -1 4194560 100 0 0 0 250 75 0 0 20 0 30 0 100 0 0";
        assertEquals(325, ServerLoad.cpuTicks(stat));
    }

    @Test
    void aProcessThatIsNoDatabaseServerIsNotRead(@TempDir Path dir) throws Exception {
        // this JVM is not a mysqld: its CPU must not be passed off as the server's
        Path pid = Files.writeString(dir.resolve("x.pid"), Long.toString(ProcessHandle.current().pid()));
        assertTrue(ServerLoad.processCpu(pid).isEmpty());
        assertTrue(ServerLoad.processCpu(dir.resolve("missing.pid")).isEmpty());
    }
}
