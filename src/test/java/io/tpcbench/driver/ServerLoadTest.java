package io.tpcbench.driver;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ServerLoadTest {
    @Test
    void aProcessThatIsNoDatabaseServerIsNotRead(@TempDir Path dir) throws Exception {
        // this JVM is not a mysqld: its CPU must not be passed off as the server's
        Path pid = Files.writeString(
                dir.resolve("x.pid"), Long.toString(ProcessHandle.current().pid()));
        assertTrue(ServerLoad.processCpu(pid).isEmpty());
        assertTrue(ServerLoad.processCpu(dir.resolve("missing.pid")).isEmpty());
    }
}
