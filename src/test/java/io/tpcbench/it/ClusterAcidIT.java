package io.tpcbench.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tpcbench.cli.Main;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;
import org.junit.jupiter.api.parallel.ResourceLock;

/**
 * run/runAcid.sh on the clusters and engines this suite is for; what each does is a fact
 * docs/acid.md publishes. Every test passes on all three, by different cases: a Galera cluster
 * with each test's transactions on different nodes certifies instead of locking (the second
 * transaction commits first, the held one is rolled back at its end and runs again); a Spider head
 * over two data nodes locks as InnoDB does, through the portable statements its profile selects;
 * MyRocks ends a lock wait after 1 s (rocksdb_lock_wait_timeout) and, having no gap locks, hides
 * the phantom of test 8 behind its snapshot instead of making the insert wait. Durability (3.5)
 * holds on each: a Galera node killed and rejoined, a Spider head and its data nodes killed
 * together, a MyRocks scratch server killed.
 */
// beside the classes on the shared test database, one at a time with the others on servers of their own;
// its tests one after another (it.Lanes)
@Execution(ExecutionMode.CONCURRENT)
@ResourceLock(Lanes.OWN_SERVERS)
@ResourceLock(Lanes.SCRATCH_SERVERS)
class ClusterAcidIT {
    @TempDir
    static Path dir;

    private static void allPass(AcidRun a, int tests) {
        assertEquals(Main.OK, a.exitCode(), a.json().toString());
        assertEquals(tests, a.json().get("passed").asInt(), a.json().toString());
        assertEquals(Set.of(), a.failed());
    }

    private static void followed(AcidRun a, String test, String letter) {
        assertTrue(a.followed(test).startsWith(letter + " "), test + ": " + a.followed(test));
    }

    /**
     * Galera: every test on different nodes certifies instead of locking; then durability (3.5),
     * the node the terminals write through killed (SIGKILL) and started again: it rejoins, receives
     * what the others committed meanwhile (IST), and every New-Order seen committed is there,
     * though its own redo log is flushed once a second (innodb_flush_log_at_trx_commit=0, as Galera
     * setups run): the cluster, not the node's disk, keeps a commit.
     */
    @Test
    @Execution(ExecutionMode.SAME_THREAD)
    void galeraCertifiesWhereOneServerLocksAndKeepsCommitsThroughANodesCrash() throws Exception {
        GaleraCluster cluster = GaleraCluster.shared();
        Path props = cluster.built(dir, "galera_acid", 1);
        AcidRun a;
        try {
            a = AcidRun.of(
                    props,
                    dir.resolve("galera"),
                    "endpoints=" + cluster.endpoints(),
                    "terminals=4",
                    "acidDurabilitySecs=10",
                    "acidRecoverySecs=240",
                    "acidServerCrash=" + cluster.crashCommand(0),
                    "acidServerStart=" + cluster.startCommand(0));
        } finally {
            cluster.awaitRejoined(0);
        }
        allPass(a, 14);
        assertTrue(
                a.json().get("title").asText().contains("(Galera node)"),
                a.json().toString());
        assertTrue(
                a.json().get("title").asText().contains("different endpoints of 3"),
                a.json().toString());
        // T2 on another node commits first; T1's COMMIT fails certification (1213) and T1 runs again
        followed(a, "isolation3", "D");
        followed(a, "isolation5", "D");
        assertTrue(a.detail("durability").contains("every committed order is there"), a.detail("durability"));
    }

    /**
     * Spider: as one InnoDB server, through the portable statements its profile selects; then
     * durability, the head and both data nodes killed at once (SIGKILL) while 4 terminals run
     * New-Orders through the head over 2 warehouses, one per node, and started again.
     */
    @Test
    @Execution(ExecutionMode.SAME_THREAD)
    void spiderLocksAsOneServerAndKeepsCommitsThroughACrashOfAllItsServers() throws Exception {
        SpiderCluster cluster = SpiderCluster.shared();
        cluster.dropDatabase("spider_acid");
        List<String> lines = new ArrayList<>(cluster.propsLines("spider_acid"));
        lines.addAll(
                List.of("warehouses=2", "loadWorkers=2", "buildDirectory=" + dir.resolve("build-spider_%tH%tM%tS%tL")));
        Path props = Files.write(dir.resolve("spider_acid.props"), lines);
        assertEquals(Main.OK, Cli.run("build", props.toString()).exitCode);
        AcidRun a;
        try {
            a = AcidRun.of(
                    props,
                    dir.resolve("spider"),
                    "terminals=4",
                    "acidDurabilitySecs=10",
                    "acidRecoverySecs=240",
                    "acidServerCrash=" + cluster.crashCommand(),
                    "acidServerStart=" + cluster.startCommand());
        } finally {
            cluster.awaitRestarted();
        }
        allPass(a, 14);
        assertTrue(
                a.json().get("title").asText().contains("(Spider head)"),
                a.json().toString());
        assertTrue(
                a.json().get("statements").asText().contains("portable statements"),
                a.json().toString());
        followed(a, "isolation3", "A");
        followed(a, "isolation8", "A");
        assertTrue(a.detail("durability").contains("every committed order is there"), a.detail("durability"));
    }

    /**
     * MyRocks: lock waits end after 1 s, and the phantom of test 8 hides behind the snapshot; then
     * durability without a command to crash the shared server: a scratch mariadbd with its plugin
     * and settings, the tables MyRocks ones, killed while 4 terminals run.
     */
    @Test
    @Execution(ExecutionMode.SAME_THREAD)
    void myRocksTimesOutWaitsHidesThePhantomAndKeepsCommitsThroughACrash() throws Exception {
        MyRocksServer server = MyRocksServer.shared();
        Path props = server.props(
                dir,
                "myrocks_acid",
                "warehouses=1",
                "loadWorkers=2",
                "terminals=4",
                "dataSource.sessionVariables=default_storage_engine=ROCKSDB");
        assertEquals(Main.OK, Cli.run("build", props.toString()).exitCode);
        try (Connection c = server.connect("myrocks_acid");
                Statement s = c.createStatement();
                ResultSet rs = s.executeQuery("SELECT COUNT(*), SUM(engine = 'ROCKSDB') FROM information_schema.tables"
                        + " WHERE table_schema = DATABASE() AND table_name LIKE 'bmsql%'")) {
            rs.next();
            assertEquals(10, rs.getInt(1));
            assertEquals(10, rs.getInt(2), "every table of the build is a MyRocks one");
        }
        AcidRun a = AcidRun.of(props, dir.resolve("myrocks"), "acidDurabilitySecs=10");
        allPass(a, 15);
        // a lock wait ends after rocksdb_lock_wait_timeout (1 s): T2 is rolled back and runs again
        followed(a, "isolation3", "C");
        // no gap lock: T2's insert does not wait, and T1's repeated search does not see it
        followed(a, "isolation8", "B");
        String detail = a.detail("durability");
        assertTrue(detail.contains("plugin ha_rocksdb.so"), detail);
        assertTrue(detail.contains("rocksdb_flush_log_at_trx_commit="), detail);
        assertTrue(detail.contains("its tables: 10 ROCKSDB"), detail);
        assertTrue(detail.contains("every committed order is there"), detail);
    }
}
