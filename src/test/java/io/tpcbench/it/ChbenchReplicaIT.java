package io.tpcbench.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.tpcbench.cli.Main;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;
import org.junit.jupiter.api.parallel.ResourceLock;

/**
 * CH-benCHmark's analytical streams on a replica: a MariaDB primary and an asynchronous replica
 * (binlog replication), both started here on loopback ports with data directories of their own and
 * stopped at the end. With the replica's applier stopped for the run, the queries read an older
 * database and their freshness shows it (seconds behind, orders not seen); on the primary itself it
 * is 0.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
// beside the classes on the shared test database, one at a time with the others on servers of their own;
// its tests one after another (it.Lanes)
@Execution(ExecutionMode.CONCURRENT)
@ResourceLock(Lanes.OWN_SERVERS)
class ChbenchReplicaIT {
    private static final String DB = "it_ch_replica";
    private static final ObjectMapper JSON = new ObjectMapper();
    /** The queries a run's window counts before the test ends it. */
    private static final int QUERIES = 3;

    private Path dir;
    private LocalMariadbd primary;
    private LocalMariadbd replica;
    private Path props;

    @BeforeAll
    void startPrimaryAndReplicaAndBuild() throws Exception {
        dir = LocalMariadbd.directory("CH replica", List.of("mariadb-server"));
        primary = server("primary", 1, "log_bin=" + dir.resolve("primary/binlog"), "binlog_format=ROW");
        replica = server("replica", 2, "relay_log=" + dir.resolve("replica/relay"), "read_only=ON");
        if (LocalMariadbd.isRoot()) {
            LocalMariadbd.run("chown", "-R", "mysql:mysql", dir.toString());
        }
        primary.start();
        replica.start();
        awaitReady(primary);
        awaitReady(replica);
        execute(
                replica,
                "CHANGE MASTER TO MASTER_HOST='127.0.0.1', MASTER_PORT=" + primary.port()
                        + ", MASTER_USER='root', MASTER_PASSWORD='', MASTER_USE_GTID=slave_pos",
                "START SLAVE");
        props = Files.write(
                dir.resolve("ch.props"),
                List.of(
                        "db=mysql",
                        "driver=com.mysql.cj.jdbc.Driver",
                        "conn=jdbc:mysql://127.0.0.1:" + primary.port() + "/" + DB + "?createDatabaseIfNotExist=true",
                        "user=root",
                        "password=",
                        "workload=chbench",
                        "warehouses=1",
                        "loadWorkers=2",
                        "buildDirectory=" + dir.resolve("build_%tH%tM%tS%tL")));
        Cli build = Cli.run("build", props.toString());
        assertEquals(Main.OK, build.exitCode, build.err);
        awaitReplicaCaughtUp();
    }

    private LocalMariadbd server(String name, int serverId, String... lines) throws Exception {
        List<String> cnf = new ArrayList<>(List.of(
                "server_id=" + serverId, "innodb_buffer_pool_size=256M", "max_connections=100", "log_warnings=1"));
        cnf.addAll(List.of(lines));
        return new LocalMariadbd(dir.resolve(name), LocalMariadbd.freePort(), cnf);
    }

    @AfterAll
    void stopServers() {
        for (LocalMariadbd s : new LocalMariadbd[] {replica, primary}) {
            if (s != null) {
                s.close();
            }
        }
        if (dir != null) {
            LocalMariadbd.deleteTree(dir, "CH replica");
        }
    }

    private static Connection connect(LocalMariadbd s, String database) throws SQLException {
        return DriverManager.getConnection("jdbc:mysql://127.0.0.1:" + s.port() + "/" + database, "root", "");
    }

    private static void awaitReady(LocalMariadbd s) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(1);
        while (true) {
            try (Connection c = connect(s, "")) {
                return;
            } catch (SQLException e) {
                if (!s.alive() || System.nanoTime() > deadline) {
                    throw new IllegalStateException("mariadbd on " + s.port() + " is not up: " + s.tail(), e);
                }
                Thread.sleep(300);
            }
        }
    }

    private static void execute(LocalMariadbd s, String... sql) throws SQLException {
        try (Connection c = connect(s, "");
                Statement st = c.createStatement()) {
            for (String q : sql) {
                st.execute(q);
            }
        }
    }

    private static long orders(LocalMariadbd s) throws SQLException {
        try (Connection c = connect(s, DB);
                Statement st = c.createStatement();
                ResultSet rs = st.executeQuery("SELECT SUM(d_next_o_id) FROM bmsql_district")) {
            rs.next();
            return rs.getLong(1);
        }
    }

    /**
     * The replica has applied every transaction the primary logged so far: the build's last table
     * and index included, so that stopping its applier next stops it on the whole database (its
     * orders matching the primary's holds from the districts' load on, long before the build's end).
     */
    private void awaitReplicaCaughtUp() throws Exception {
        String logged;
        try (Connection c = connect(primary, "");
                Statement st = c.createStatement();
                ResultSet rs = st.executeQuery("SELECT @@gtid_binlog_pos")) {
            rs.next();
            logged = rs.getString(1);
        }
        try (Connection c = connect(replica, "");
                PreparedStatement st = c.prepareStatement("SELECT MASTER_GTID_WAIT(?, 180)")) {
            st.setString(1, logged);
            try (ResultSet rs = st.executeQuery()) {
                rs.next();
                if (rs.getInt(1) != 0) {
                    throw new IllegalStateException("the replica has not applied the primary's " + logged
                            + " after 3 minutes: " + replica.tail());
                }
            }
        }
        assertEquals(orders(primary), orders(replica), "the replica's orders");
    }

    /** A run's freshness line (summary.json) and, for a failure's message, its analytical side as summary.txt gives it. */
    private record Run(JsonNode freshness, String side) {
        @Override
        public String toString() {
            return freshness + "\n" + side;
        }
    }

    /**
     * A run of one TPC-C terminal and one stream in a JVM of its own, ended by a Ctrl-C once its
     * window has counted {@code QUERIES} queries: a window counts only the queries that start and end
     * in it, and a slow machine takes longer to count them instead of counting none in a fixed time.
     */
    private Run run(String name, String rampupMins, String... extra) throws Exception {
        Path results = dir.resolve("result-" + name);
        List<String> args = new ArrayList<>(List.of(
                "run",
                props.toString(),
                "terminals=1",
                "analyticalStreams=1",
                "runMins=10",
                "rampupMins=" + rampupMins,
                "reportIntervalSecs=1",
                "resultDirectory=" + results));
        args.addAll(List.of(extra));
        Subprocess run = Subprocess.start(dir, args.toArray(String[]::new));
        Intervals.await(
                results,
                QUERIES + " queries in the window",
                lines -> Intervals.sum(lines, "queries") >= QUERIES,
                run::ended,
                Duration.ofMinutes(8));
        run.signal("INT");
        assertEquals(Main.INTERRUPTED, run.exitCode(Duration.ofMinutes(2)), run.output());
        JsonNode summary = JSON.readTree(results.resolve("summary.json").toFile());
        String text = Files.readString(results.resolve("summary.txt"));
        String side = text.lines()
                .filter(l -> l.startsWith("Analytical side") || l.startsWith("Freshness") || l.matches("Q\\d+ .*"))
                .collect(Collectors.joining("\n"));
        assertTrue(text.contains("Freshness at the queries' starts on "), "the freshness line\n" + text);
        return new Run(summary.path("chAnalytical").path("freshness").path(0), side);
    }

    @Test
    @Execution(ExecutionMode.SAME_THREAD)
    void aStoppedReplicaReadsBehindThePrimaryAndThePrimaryItselfIsFresh() throws Exception {
        execute(replica, "STOP SLAVE SQL_THREAD");
        // 6 s of warm-up: every query the window counts starts after 6 s of orders the replica never saw
        Run replicaRun = run("replica", "0.1", "analyticalEndpoints=127.0.0.1:" + replica.port());
        JsonNode behind = replicaRun.freshness();
        assertEquals("127.0.0.1:" + replica.port(), behind.path("endpoint").asText(), replicaRun.toString());
        assertTrue(behind.path("readings").asLong() >= QUERIES, replicaRun.toString());
        assertTrue(behind.path("p50Secs").asDouble() >= 4, replicaRun.toString());
        assertTrue(behind.path("ordersP50").asLong() > 0, replicaRun.toString());
        assertTrue(behind.path("maxSecs").asDouble() >= behind.path("p50Secs").asDouble(), replicaRun.toString());
        execute(replica, "START SLAVE SQL_THREAD");

        Run primaryRun = run("primary", "0");
        JsonNode fresh = primaryRun.freshness();
        assertTrue(fresh.path("endpoint").asText().startsWith("the run's servers"), primaryRun.toString());
        assertTrue(fresh.path("readings").asLong() >= QUERIES, primaryRun.toString());
        assertEquals(0.0, fresh.path("maxSecs").asDouble(), primaryRun.toString());
        assertEquals(0, fresh.path("ordersMax").asLong(), primaryRun.toString());
    }
}
