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
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * CH-benCHmark's analytical streams on a replica: a MariaDB primary and an asynchronous replica
 * (binlog replication), both started here on loopback ports with data directories of their own and
 * stopped at the end. With the replica's applier stopped for the run, the queries read an older
 * database and their freshness shows it (seconds behind, orders not seen); on the primary itself it
 * is 0.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class ChbenchReplicaIT {
    private static final String DB = "it_ch_replica";
    private static final ObjectMapper JSON = new ObjectMapper();

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

    /** The replica holds the primary's orders and its suppliers: the build has replicated. */
    private void awaitReplicaCaughtUp() throws Exception {
        long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(3);
        String last = "";
        while (System.nanoTime() < deadline) {
            try (Connection c = connect(replica, DB);
                    Statement st = c.createStatement();
                    ResultSet rs = st.executeQuery("SELECT COUNT(*) FROM bmsql_supplier")) {
                rs.next();
                if (rs.getLong(1) == 10_000 && orders(replica) == orders(primary)) {
                    return;
                }
                last = rs.getLong(1) + " suppliers";
            } catch (SQLException e) {
                last = e.getMessage();
            }
            Thread.sleep(500);
        }
        throw new IllegalStateException(
                "the replica has not caught up after 3 minutes (" + last + "): " + replica.tail());
    }

    /**
     * A run of one TPC-C terminal and one stream, {@code runMins} long: a window counts only the
     * queries that start and end in it, and on a slow box (CI ran about 5x slower than this one) a
     * single query of 5 s here takes most of 20 s, so the window holds several of the slowest.
     */
    private JsonNode run(String name, String rampupMins, String runMins, String... extra) throws Exception {
        Path results = dir.resolve("result-" + name);
        List<String> args = new ArrayList<>(List.of(
                "run",
                props.toString(),
                "terminals=1",
                "analyticalStreams=1",
                "runMins=" + runMins,
                "rampupMins=" + rampupMins,
                "reportIntervalSecs=5",
                "resultDirectory=" + results));
        args.addAll(List.of(extra));
        Cli run = Cli.run(args.toArray(String[]::new));
        assertEquals(Main.OK, run.exitCode, run.err);
        JsonNode summary = JSON.readTree(results.resolve("summary.json").toFile());
        assertTrue(
                Files.readString(results.resolve("summary.txt")).contains("Freshness at the queries' starts on "),
                "the freshness line");
        return summary.path("chAnalytical").path("freshness").path(0);
    }

    @Test
    void aStoppedReplicaReadsBehindThePrimaryAndThePrimaryItselfIsFresh() throws Exception {
        execute(replica, "STOP SLAVE SQL_THREAD");
        // 6 s of warm-up: every query the window counts starts after 6 s of orders the replica never saw
        JsonNode behind = run("replica", "0.1", "0.6", "analyticalEndpoints=127.0.0.1:" + replica.port());
        assertEquals("127.0.0.1:" + replica.port(), behind.path("endpoint").asText(), behind.toString());
        assertTrue(behind.path("readings").asLong() > 0, behind.toString());
        assertTrue(behind.path("p50Secs").asDouble() >= 4, behind.toString());
        assertTrue(behind.path("ordersP50").asLong() > 0, behind.toString());
        assertTrue(behind.path("maxSecs").asDouble() >= behind.path("p50Secs").asDouble(), behind.toString());
        execute(replica, "START SLAVE SQL_THREAD");

        JsonNode fresh = run("primary", "0", "0.4");
        assertTrue(fresh.path("endpoint").asText().startsWith("the run's servers"), fresh.toString());
        assertTrue(fresh.path("readings").asLong() > 0, fresh.toString());
        assertEquals(0.0, fresh.path("maxSecs").asDouble(), fresh.toString());
        assertEquals(0, fresh.path("ordersMax").asLong(), fresh.toString());
    }
}
