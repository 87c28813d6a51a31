package io.tpcbench.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tpcbench.cli.Main;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;
import org.junit.jupiter.api.parallel.ResourceLock;

/**
 * run/runAcid.sh's durability test (TPC-C 3.5) on a mariadbd of its own, which acidServerCrash
 * kills (SIGKILL) while 4 terminals run New-Orders and acidServerStart starts again: every New-Order
 * seen committed is there after InnoDB's recovery, and the consistency conditions hold. With
 * innodb_flush_log_at_trx_commit=0 (the log written once a second) the same crash loses committed
 * orders, and the test says so. Without the commands the test runs on a scratch mariadbd like this
 * server, which it builds, crashes and removes, leaving this one untouched; the scratch server
 * copies the server's settings, so a log written once a second loses committed orders there too.
 */
// beside the classes on the shared test database, one at a time with the others on servers of their own;
// its tests one after another (it.Lanes)
@Execution(ExecutionMode.CONCURRENT)
@ResourceLock(Lanes.OWN_SERVERS)
@ResourceLock(Lanes.SCRATCH_SERVERS)
class DurabilityIT {
    @TempDir
    static Path dir;

    private static Path top;
    private static Path home;
    private static LocalMariadbd server;
    private static Path props;

    @BeforeAll
    static void started() throws Exception {
        top = LocalMariadbd.directory("durability", List.of("mariadb-server"), LocalMariadbd.MARIADBD);
        home = top.resolve("server");
        server = new LocalMariadbd(home, LocalMariadbd.freePort(), List.of("innodb_buffer_pool_size=128M"));
        if (LocalMariadbd.isRoot()) {
            LocalMariadbd.run("chown", "-R", "mysql:mysql", top.toString());
        }
        server.start();
        String url = "jdbc:mysql://127.0.0.1:" + server.port() + "/";
        awaitUp(url);
        props = Files.write(
                dir.resolve("durability.props"),
                List.of(
                        "db=mysql",
                        "driver=com.mysql.cj.jdbc.Driver",
                        "conn=" + url + "it_durability?createDatabaseIfNotExist=true",
                        "user=root",
                        "password=",
                        "warehouses=1",
                        "loadWorkers=2",
                        "terminals=4",
                        "buildDirectory=" + dir.resolve("build_%tH%tM%tS%tL"),
                        "acidServerCrash=" + server.crashCommand(),
                        "acidServerStart=" + server.startCommand(),
                        "acidDurabilitySecs=6",
                        "acidRecoverySecs=120"));
        assertEquals(Main.OK, Cli.run("build", props.toString()).exitCode);
    }

    @AfterAll
    static void stopped() throws Exception {
        // also the server acidServerStart started, found by its pid file
        server.close();
        LocalMariadbd.deleteTree(top, "durability");
    }

    private static void awaitUp(String url) throws Exception {
        for (int i = 0; i < 120; i++) {
            try (Connection c = DriverManager.getConnection(url, "root", "")) {
                return;
            } catch (SQLException e) {
                Thread.sleep(500);
            }
        }
        throw new AssertionError("the server did not start: " + server.tail());
    }

    @Test
    @Execution(ExecutionMode.SAME_THREAD)
    void committedNewOrdersSurviveAKilledServer() throws Exception {
        AcidRun a = AcidRun.of(props, dir.resolve("durable"), "acidTests=durability,consistency");
        assertEquals(Main.OK, a.exitCode(), a.json().toString());
        List<String> names = new ArrayList<>();
        a.json().get("tests").forEach(t -> names.add(t.get("test").asText()));
        assertEquals(List.of("consistency before", "durability", "consistency after"), names);
        assertTrue(a.detail("durability").contains("every committed order is there"), a.detail("durability"));
    }

    private static void setFlush(int value) throws SQLException {
        try (Connection c = DriverManager.getConnection("jdbc:mysql://127.0.0.1:" + server.port() + "/", "root", "");
                Statement s = c.createStatement()) {
            s.execute("SET GLOBAL innodb_flush_log_at_trx_commit = " + value);
        }
    }

    private static long uptime() throws SQLException {
        try (Connection c = DriverManager.getConnection("jdbc:mysql://127.0.0.1:" + server.port() + "/", "root", "");
                Statement s = c.createStatement();
                ResultSet rs = s.executeQuery("SHOW GLOBAL STATUS LIKE 'Uptime'")) {
            rs.next();
            return rs.getLong(2);
        }
    }

    /** The scratch servers' directories left under the temporary directory. */
    private static List<Path> scratchLeft() throws Exception {
        try (Stream<Path> files = Files.list(Path.of(System.getProperty("java.io.tmpdir")))) {
            return files.filter(f -> f.getFileName().toString().startsWith("tpcbench-scratch-"))
                    .toList();
        }
    }

    @Test
    @Execution(ExecutionMode.SAME_THREAD)
    void aScratchServerStandsInForTheServerNotToCrash() throws Exception {
        long up = uptime();
        AcidRun a = AcidRun.of(
                props,
                dir.resolve("scratch"),
                "acidTests=durability",
                "acidDurabilityServer=scratch",
                "acidServerCrash=",
                "acidServerStart=");
        assertEquals(Main.OK, a.exitCode(), a.json().toString());
        List<String> names = new ArrayList<>();
        a.json().get("tests").forEach(t -> names.add(t.get("test").asText()));
        assertEquals(List.of("durability", "consistency after durability"), names);
        String detail = a.detail("durability");
        assertTrue(detail.startsWith("on a scratch mariadbd 10."), detail);
        assertTrue(detail.contains("innodb_flush_log_at_trx_commit=1"), detail);
        assertTrue(detail.contains("its tables: 10 InnoDB; crashed by SIGKILL"), detail);
        assertTrue(detail.contains("every committed order is there"), detail);
        assertTrue(uptime() >= up, "the server itself was not restarted");
        assertEquals(List.of(), scratchLeft(), "the scratch server's data is removed");
        assertTrue(Files.isDirectory(dir.resolve("scratch/scratch-build")), "the scratch build's report is kept");
    }

    @Test
    @Execution(ExecutionMode.SAME_THREAD)
    void theScratchServerCopiesALogWrittenOnceASecond() throws Exception {
        setFlush(0);
        try {
            AcidRun a = AcidRun.of(
                    props,
                    dir.resolve("scratch-lossy"),
                    "acidTests=durability",
                    "acidDurabilityServer=scratch",
                    "acidServerCrash=",
                    "acidServerStart=");
            assertEquals(5, a.exitCode(), a.json().toString());
            String detail = a.detail("durability");
            assertTrue(detail.contains("innodb_flush_log_at_trx_commit=0"), detail);
            assertTrue(detail.contains("miss committed orders"), detail);
        } finally {
            setFlush(1);
        }
        assertEquals(List.of(), scratchLeft());
    }

    @Test
    @Execution(ExecutionMode.SAME_THREAD)
    void aLogWrittenOnceASecondLosesCommittedOrders() throws Exception {
        setFlush(0);
        AcidRun a = AcidRun.of(props, dir.resolve("lossy"), "acidTests=durability");
        // the restarted server is back at its my.cnf's setting, 1
        assertEquals(5, a.exitCode(), a.json().toString());
        assertTrue(a.detail("durability").contains("miss committed orders"), a.detail("durability"));
    }
}
