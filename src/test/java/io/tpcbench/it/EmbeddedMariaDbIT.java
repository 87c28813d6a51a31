package io.tpcbench.it;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tpcbench.config.EmbeddedConfig;
import io.tpcbench.db.EmbeddedMariaDb;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import org.junit.jupiter.api.Test;

/** The embedded MariaDB keeps its data between starts and stops a server left behind by a killed JVM. */
class EmbeddedMariaDbIT {
    @Test
    void dataPersistsAndAnOrphanedServerIsStopped() throws Exception {
        int port;
        try (ServerSocket s = new ServerSocket(0)) {
            port = s.getLocalPort();
        }
        Path dir = Path.of(System.getProperty("tpcbench.home", "."), "target", "it-embedded-orphan")
                .toAbsolutePath();
        Files.createDirectories(dir);
        EmbeddedConfig config = new EmbeddedConfig(true, dir, port);
        String url = "jdbc:mysql://127.0.0.1:" + port + "/orphan";
        // the first server is never stopped, as if its JVM had been killed with SIGKILL
        EmbeddedMariaDb.start(config, "orphan", "root", "pw1");
        long orphanPid = Long.parseLong(
                Files.readString(dir.resolve("data/tpcbench-mariadbd.pid")).strip());
        try (Connection c = DriverManager.getConnection(url, "root", "pw1");
                Statement s = c.createStatement()) {
            s.execute("CREATE TABLE IF NOT EXISTS kept (x INT)");
            s.execute("INSERT INTO kept VALUES (42)");
        }
        try (EmbeddedMariaDb second = EmbeddedMariaDb.start(config, "orphan", "root", "pw2")) {
            assertFalse(
                    ProcessHandle.of(orphanPid).map(ProcessHandle::isAlive).orElse(false),
                    "the orphaned mariadbd was stopped");
            try (Connection c = DriverManager.getConnection(url, "root", "pw2");
                    Statement s = c.createStatement();
                    ResultSet rs = s.executeQuery("SELECT x FROM kept")) {
                assertTrue(rs.next(), "data survived the restart");
            }
        }
    }
}
