package io.tpcbench.it;

import io.tpcbench.cli.Main;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
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
import java.util.stream.Stream;

/**
 * A real 3-node MariaDB Galera cluster on loopback ports, for tests: Debian's mariadbd with
 * galera-4 (rsync state transfers), each node a process with its own data directory under /tmp,
 * started as ../shared/clusters-tried.md says (node 1 bootstraps, 2 and 3 join; as root the
 * servers run as user mysql, which rsync needs). Nodes can be killed and started again. Started
 * once per test JVM ({@link #shared()}) and stopped when it exits. Nothing is skipped: missing
 * packages fail the test with the command that installs them.
 */
public final class GaleraCluster implements AutoCloseable {
    public static final int NODES = 3;
    private static final Path PROVIDER = Path.of("/usr/lib/galera/libgalera_smm.so");
    private static GaleraCluster shared;

    private final Path dir;
    private final int[][] ports = new int[NODES][4];
    private final LocalMariadbd[] nodes = new LocalMariadbd[NODES];

    /** The cluster of this test JVM, started on first use. */
    public static synchronized GaleraCluster shared() throws Exception {
        if (shared == null) {
            shared = new GaleraCluster();
            GaleraCluster c = shared;
            Runtime.getRuntime().addShutdownHook(new Thread(c::close));
        }
        return shared;
    }

    private GaleraCluster() throws Exception {
        dir = LocalMariadbd.directory(
                "Galera", List.of("mariadb-server", "galera-4", "rsync"), PROVIDER, Path.of("/usr/bin/rsync"));
        for (int i = 0; i < NODES; i++) {
            for (int k = 0; k < 4; k++) {
                ports[i][k] = LocalMariadbd.freePort();
            }
        }
        for (int i = 0; i < NODES; i++) {
            install(i);
        }
        if (LocalMariadbd.isRoot()) {
            LocalMariadbd.run("chown", "-R", "mysql:mysql", dir.toString());
        }
        start(0, true);
        awaitSynced(0, 1);
        for (int i = 1; i < NODES; i++) {
            start(i, false);
        }
        for (int i = 0; i < NODES; i++) {
            awaitSynced(i, NODES);
        }
    }

    /** The MySQL port of node {@code i} (from 0). */
    public int port(int i) {
        return ports[i][0];
    }

    /** {@code endpoints=} over all nodes. */
    public String endpoints() {
        List<String> e = new ArrayList<>();
        for (int i = 0; i < NODES; i++) {
            e.add("127.0.0.1:" + port(i));
        }
        return String.join(",", e);
    }

    public String url(int i, String database) {
        return "jdbc:mysql://127.0.0.1:" + port(i) + "/" + database;
    }

    /** A connection to node {@code i} as root (no password), in {@code database}. */
    public Connection connect(int i, String database) throws SQLException {
        return DriverManager.getConnection(url(i, database) + "?allowMultiQueries=true", "root", "");
    }

    /** A props file for {@code database} through node 1; {@code extra} lines are appended. */
    public Path props(Path propsDir, String database, String... extra) throws IOException {
        List<String> lines = new ArrayList<>(List.of(
                "db=mysql",
                "driver=com.mysql.cj.jdbc.Driver",
                "conn=" + url(0, database) + "?createDatabaseIfNotExist=true",
                "user=root",
                "password=",
                "buildDirectory=" + propsDir.resolve("build-" + database + "_%tH%tM%tS%tL")));
        lines.addAll(List.of(extra));
        return Files.write(propsDir.resolve(database + ".props"), lines);
    }

    /** Builds {@code database} with {@code warehouses} warehouses through node 1; its props file. */
    public Path built(Path propsDir, String database, int warehouses) throws Exception {
        try (Connection c = connect(0, "");
                Statement s = c.createStatement()) {
            s.execute("DROP DATABASE IF EXISTS " + database);
        }
        Path props = props(propsDir, database, "warehouses=" + warehouses, "loadWorkers=2");
        String err = tpcbench("build", props.toString());
        if (err != null) {
            throw new AssertionError("the build of " + database + " on the Galera cluster failed: " + err);
        }
        return props;
    }

    /** Runs a tpcbench command in-process; null when it exits 0, else its error output. */
    public static String tpcbench(String... args) {
        ByteArrayOutputStream buf = new ByteArrayOutputStream();
        int code = Main.run(args, new PrintStream(buf, true, StandardCharsets.UTF_8));
        String err = buf.toString(StandardCharsets.UTF_8);
        System.err.print(err);
        return code == 0 ? null : "exit " + code + ": " + err;
    }

    /** Kills node {@code i} at once (SIGKILL), as a crash would. */
    public void kill(int i) throws InterruptedException {
        nodes[i].kill();
    }

    /** Starts node {@code i} again; it rejoins the cluster and is synced when this returns. */
    public void restart(int i) throws Exception {
        start(i, false);
        awaitSynced(i, NODES);
    }

    /** A shell command that kills node {@code i} at once (runAcid's acidServerCrash). */
    public String crashCommand(int i) {
        return nodes[i].crashCommand();
    }

    /** A shell command that starts node {@code i} again, to rejoin the cluster (runAcid's acidServerStart). */
    public String startCommand(int i) {
        return nodes[i].startCommand();
    }

    /** Waits until node {@code i} (started again by a command) is synced in the whole cluster. */
    public void awaitRejoined(int i) throws Exception {
        awaitSynced(i, NODES);
    }

    private void install(int i) throws IOException, InterruptedException {
        String peers = String.join(
                ",", Stream.of(0, 1, 2).map(k -> "127.0.0.1:" + ports[k][1]).toList());
        nodes[i] = new LocalMariadbd(
                dir.resolve("n" + i),
                port(i),
                List.of(
                        "binlog_format=ROW",
                        "innodb_autoinc_lock_mode=2",
                        "innodb_buffer_pool_size=256M",
                        "innodb_flush_log_at_trx_commit=0",
                        "max_connections=500",
                        "wsrep_on=ON",
                        "wsrep_provider=" + PROVIDER,
                        "wsrep_cluster_address=gcomm://" + peers,
                        "wsrep_node_address=127.0.0.1:" + ports[i][1],
                        "wsrep_provider_options=\"gmcast.listen_addr=tcp://127.0.0.1:" + ports[i][1]
                                + ";ist.recv_addr=127.0.0.1:" + ports[i][2] + "\"",
                        "wsrep_sst_receive_address=127.0.0.1:" + ports[i][3],
                        "wsrep_sst_method=rsync"));
    }

    private void start(int i, boolean bootstrap) throws IOException {
        if (bootstrap) {
            nodes[i].start("--wsrep-new-cluster");
        } else {
            nodes[i].start();
        }
    }

    /** Waits up to 2 minutes until node {@code i} is Synced in a cluster of {@code size}. */
    private void awaitSynced(int i, int size) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(2);
        String last = "no answer";
        while (System.nanoTime() < deadline) {
            if (!nodes[i].alive()) {
                throw new IllegalStateException("Galera node " + (i + 1) + " exited: " + nodes[i].tail());
            }
            try (Connection c = DriverManager.getConnection(url(i, ""), "root", "");
                    Statement s = c.createStatement();
                    ResultSet rs = s.executeQuery("SELECT (SELECT variable_value FROM information_schema.global_status"
                            + " WHERE variable_name = 'wsrep_local_state_comment'), (SELECT variable_value FROM"
                            + " information_schema.global_status WHERE variable_name = 'wsrep_cluster_size')")) {
                rs.next();
                last = rs.getString(1) + ", cluster size " + rs.getString(2);
                if ("Synced".equals(rs.getString(1)) && Integer.parseInt(rs.getString(2)) == size) {
                    return;
                }
            } catch (SQLException e) {
                last = e.getMessage();
            }
            Thread.sleep(500);
        }
        throw new IllegalStateException(
                "Galera node " + (i + 1) + " not synced after 2 minutes (" + last + "): " + nodes[i].tail());
    }

    /**
     * Starts a cluster, prints the props lines that reach it, and stops it on Ctrl-C
     * (run/localCluster.sh galera).
     */
    public static void main(String[] args) throws Exception {
        GaleraCluster cluster = new GaleraCluster();
        Runtime.getRuntime().addShutdownHook(new Thread(cluster::close));
        System.out.println("# A 3-node Galera cluster on 127.0.0.1, root without a password on each; Ctrl-C stops it.");
        System.out.println("# props for TPC-C on it, a writer per node:");
        System.out.println("conn=" + cluster.url(0, "tpcc") + "?createDatabaseIfNotExist=true");
        System.out.println("user=root");
        System.out.println("password=");
        System.out.println("endpoints=" + cluster.endpoints());
        System.out.flush();
        Thread.currentThread().join();
    }

    /** Stops every node (SIGTERM, then SIGKILL after 30 s) and removes the data directories. */
    @Override
    public void close() {
        for (LocalMariadbd n : nodes) {
            if (n != null) {
                n.stop();
            }
        }
        for (LocalMariadbd n : nodes) {
            if (n != null) {
                n.awaitStopped();
            }
        }
        LocalMariadbd.deleteTree(dir, "Galera");
    }
}
