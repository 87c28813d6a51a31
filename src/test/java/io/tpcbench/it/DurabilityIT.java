package io.tpcbench.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tpcbench.cli.Main;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * run/runAcid.sh's durability test (TPC-C 3.5) on a mariadbd of its own, which acidServerCrash
 * kills (SIGKILL) while 4 terminals run New-Orders and acidServerStart starts again: every New-Order
 * seen committed is there after InnoDB's recovery, and the consistency conditions hold. With
 * innodb_flush_log_at_trx_commit=0 (the log written once a second) the same crash loses committed
 * orders, and the test says so.
 */
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
        String sh = home.toString();
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
                        "acidServerCrash=kill -9 $(cat " + sh + "/pid)",
                        "acidServerStart=setsid " + LocalMariadbd.MARIADBD + " --defaults-file=" + sh + "/my.cnf >" + sh
                                + "/restart.log 2>&1 </dev/null &",
                        "acidDurabilitySecs=6",
                        "acidRecoverySecs=120"));
        assertEquals(Main.OK, Cli.run("build", props.toString()).exitCode);
    }

    @AfterAll
    static void stopped() throws Exception {
        server.close();
        // the server acidServerStart started is not the helper's process: stop it by its pid file
        Path pid = home.resolve("pid");
        if (Files.exists(pid)) {
            LocalMariadbd.run("/bin/sh", "-c", "kill $(cat " + pid + ")");
            for (int i = 0; i < 60 && Files.exists(pid); i++) {
                Thread.sleep(500);
            }
        }
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
    void committedNewOrdersSurviveAKilledServer() throws Exception {
        AcidRun a = AcidRun.of(props, dir.resolve("durable"), "acidTests=durability,consistency");
        assertEquals(Main.OK, a.exitCode(), a.json().toString());
        List<String> names = new ArrayList<>();
        a.json().get("tests").forEach(t -> names.add(t.get("test").asText()));
        assertEquals(List.of("consistency before", "durability", "consistency after"), names);
        assertTrue(a.detail("durability").contains("every committed order is there"), a.detail("durability"));
    }

    @Test
    void aLogWrittenOnceASecondLosesCommittedOrders() throws Exception {
        try (Connection c = DriverManager.getConnection("jdbc:mysql://127.0.0.1:" + server.port() + "/", "root", "");
                Statement s = c.createStatement()) {
            s.execute("SET GLOBAL innodb_flush_log_at_trx_commit = 0");
        }
        AcidRun a = AcidRun.of(props, dir.resolve("lossy"), "acidTests=durability");
        // the restarted server is back at its my.cnf's setting, 1
        assertEquals(5, a.exitCode(), a.json().toString());
        assertTrue(a.detail("durability").contains("miss committed orders"), a.detail("durability"));
    }
}
