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
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;
import org.junit.jupiter.api.parallel.ResourceLock;

/**
 * A sweep whose betweenRuns command restarts a real mariadbd of the test's own with the run's
 * setting of a variable that only a restart sets (thread_handling: the thread pool on and off):
 * the sweep waits for the server to answer again, checks that the setting took, and each run
 * records the server's variables as it ran.
 */
// beside the classes on the shared test database, one at a time with the others on servers of their own;
// its tests one after another (it.Lanes)
@Execution(ExecutionMode.CONCURRENT)
@ResourceLock(Lanes.OWN_SERVERS)
class SweepRestartIT {
    private static Path dir;
    private static LocalMariadbd server;
    private static Path restart;
    private static Path props;

    @BeforeAll
    static void startServer() throws Exception {
        dir = Files.createTempDirectory("tpcbench-restart-");
        dir.toFile().setReadable(true, false);
        dir.toFile().setExecutable(true, false);
        Path data = dir.resolve("server");
        server = new LocalMariadbd(
                data, LocalMariadbd.freePort(), List.of("innodb_buffer_pool_size=64M", "max_connections=100"));
        if (LocalMariadbd.isRoot()) {
            LocalMariadbd.run("chown", "-R", "mysql:mysql", dir.toString());
        }
        // the shipped betweenRuns command: stop the server, start it with the run's setting
        restart = Path.of("run/restartServer.sh").toAbsolutePath();
        LocalMariadbd.run("bash", restart.toString(), data.resolve("my.cnf").toString());
        awaitAnswer();
        try (Connection c = connect("");
                Statement s = c.createStatement()) {
            s.execute("CREATE DATABASE tpcc_restart");
        }
        props = Files.write(
                dir.resolve("restart.props"),
                List.of(
                        "db=mysql",
                        "driver=com.mysql.cj.jdbc.Driver",
                        "conn=" + url("tpcc_restart"),
                        "user=root",
                        "password=",
                        "warehouses=1",
                        "loadWorkers=2",
                        "buildDirectory=" + dir.resolve("build_%tH%tM%tS%tL")));
        Cli build = Cli.run("build", props.toString());
        assertEquals(Main.OK, build.exitCode, build.err);
    }

    private static String url(String database) {
        return "jdbc:mysql://127.0.0.1:" + server.port() + "/" + database;
    }

    private static Connection connect(String database) throws SQLException {
        return DriverManager.getConnection(url(database), "root", "");
    }

    private static void awaitAnswer() throws Exception {
        long deadline = System.nanoTime() + Duration.ofMinutes(1).toNanos();
        while (true) {
            try (Connection c = connect("")) {
                return;
            } catch (SQLException e) {
                if (System.nanoTime() > deadline) {
                    throw new IllegalStateException("the test's mariadbd does not answer: " + server.tail(), e);
                }
                Thread.sleep(200);
            }
        }
    }

    @AfterAll
    static void stopServer() throws Exception {
        Path pid = dir.resolve("server/pid");
        if (Files.exists(pid)) {
            LocalMariadbd.run(
                    "sh",
                    "-c",
                    "kill $(cat " + pid + "); n=0; while [ -f " + pid + " ] && [ $n -lt 300 ];"
                            + " do sleep 0.1; n=$((n+1)); done");
        }
        LocalMariadbd.deleteTree(dir, "restart test's");
    }

    @Test
    @Execution(ExecutionMode.SAME_THREAD)
    void aRestartBetweenRunsSetsTheThreadPoolOnAndOff() throws Exception {
        Path sweepDir = dir.resolve("sweep");
        Subprocess p = Subprocess.start(
                dir,
                "sweep",
                props.toString(),
                "server.thread_handling=pool-of-threads,one-thread-per-connection",
                "terminals=2",
                "runMins=0.05",
                "reportIntervalSecs=1",
                "betweenRuns=" + restart + " " + dir.resolve("server/my.cnf"),
                "sweepDirectory=" + sweepDir);
        assertEquals(Main.OK, p.exitCode(Duration.ofMinutes(3)), p.output());
        String out = p.output();
        assertTrue(out.contains("betweenRuns: stopping the server (pid "), out);
        assertTrue(out.contains("--thread_handling=pool-of-threads"), out);
        assertTrue(out.contains("server: thread_handling = pool-of-threads after betweenRuns"), out);
        assertTrue(out.contains("server: thread_handling = one-thread-per-connection after betweenRuns"), out);
        assertTrue(out.contains("thread_handling is as the last betweenRuns left it"), out);
        assertTrue(Files.readAllLines(
                        sweepDir.resolve("01_server.thread_handling-pool-of-threads/data/" + "server_variables.csv"))
                .contains("thread_handling,pool-of-threads"));
        assertTrue(Files.readAllLines(sweepDir.resolve(
                        "02_server.thread_handling-one-thread-per-connection/data/" + "server_variables.csv"))
                .contains("thread_handling,one-thread-per-connection"));
        assertEquals(3, Files.readAllLines(sweepDir.resolve("sweep.csv")).size());
    }

    @Test
    @Execution(ExecutionMode.SAME_THREAD)
    void aSettingTheRestartDidNotGiveStopsTheSweep() throws Exception {
        Path sweepDir = dir.resolve("not-restarted");
        Subprocess p = Subprocess.start(
                dir,
                "sweep",
                props.toString(),
                "server.thread_handling=no-threads",
                "runMins=0.05",
                "betweenRuns=echo not restarting",
                "sweepDirectory=" + sweepDir);
        assertEquals(Main.CONFIG, p.exitCode(Duration.ofMinutes(2)), p.output());
        assertTrue(
                p.output()
                        .contains("server.thread_handling=no-threads: after betweenRuns 127.0.0.1:" + server.port()
                                + " has thread_handling = "),
                p.output());
        assertEquals(List.of(), Files.list(sweepDir).filter(Files::isDirectory).toList(), "no run");
        Subprocess refused = Subprocess.start(
                dir,
                "sweep",
                props.toString(),
                "server.thread_handling=no-threads",
                "runMins=0.05",
                "sweepDirectory=" + dir.resolve("refused"));
        assertEquals(Main.CONFIG, refused.exitCode(Duration.ofMinutes(1)), refused.output());
        assertTrue(refused.output().contains("server.thread_handling is not dynamic"), refused.output());
    }
}
