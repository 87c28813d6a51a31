package io.tpcbench.it;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * A real MariaDB Spider cluster on loopback ports, for tests and for trying tpcbench on one by
 * hand ({@link #main}): a head (Debian's mariadbd with the Spider plugin, mariadb-plugin-spider)
 * and {@code n} data nodes (plain mariadbd), each a process with its own data directory under
 * /tmp, started as ../shared/clusters-tried.md says; the head listens on 127.0.0.1, data node k on
 * 127.0.0.(k+1) ({@link #nodeHost}). Every server has the user {@link #USER} with
 * a password, for 127.0.0.1 and localhost (Debian's anonymous users would shadow a '%' user on
 * localhost), which the head's links use. Started once per test JVM ({@link #shared()}) and
 * stopped when it exits. Nothing is skipped: a missing package fails with the command that
 * installs it.
 */
public final class SpiderCluster implements AutoCloseable {
    public static final String USER = "tpcbench";
    /** The cluster's password: tests look for it in every file and line tpcbench wrote. */
    public static final String PASSWORD = "sp1der-s3cret";

    static final Path PLUGIN = Path.of("/usr/lib/mysql/plugin/ha_spider.so");
    static final String HEAD_HOST = "127.0.0.1";
    private static SpiderCluster shared;

    private final Path dir;
    private final LocalMariadbd head;
    private final List<LocalMariadbd> nodes = new ArrayList<>();

    /** The 2-node cluster of this test JVM, started on first use. */
    public static synchronized SpiderCluster shared() throws Exception {
        if (shared == null) {
            shared = new SpiderCluster(2);
            Runtime.getRuntime().addShutdownHook(new Thread(shared::close));
        }
        return shared;
    }

    /** Starts a head and {@code dataNodes} data nodes and creates the user on each. */
    public SpiderCluster(int dataNodes) throws Exception {
        dir = LocalMariadbd.directory("Spider", List.of("mariadb-server", "mariadb-plugin-spider"), PLUGIN);
        try {
            head = server("head", 1, List.of("plugin-load-add=ha_spider.so"));
            for (int i = 1; i <= dataNodes; i++) {
                nodes.add(server("node" + i, i + 1, List.of("bind-address=" + nodeHost(i))));
            }
            if (LocalMariadbd.isRoot()) {
                LocalMariadbd.run("chown", "-R", "mysql:mysql", dir.toString());
            }
            head.start();
            for (LocalMariadbd n : nodes) {
                n.start();
            }
            for (int i = 0; i <= dataNodes; i++) {
                String url = i == 0 ? url(HEAD_HOST, head.port(), "") : url(nodeHost(i), nodePort(i), "");
                up(i == 0 ? head : nodes.get(i - 1), url);
                if (i == 0) {
                    awaitSpider(url);
                }
                try (Connection c = DriverManager.getConnection(url, "root", "");
                        Statement st = c.createStatement()) {
                    for (String host : List.of("127.0.0.1", "localhost")) {
                        st.execute("CREATE USER '" + USER + "'@'" + host + "' IDENTIFIED BY '" + PASSWORD + "'");
                        st.execute("GRANT ALL ON *.* TO '" + USER + "'@'" + host + "'");
                    }
                }
            }
        } catch (Exception | Error e) {
            close();
            throw e;
        }
    }

    private LocalMariadbd server(String name, int serverId, List<String> lines) throws Exception {
        List<String> cnf = new ArrayList<>(List.of(
                "server_id=" + serverId,
                "innodb_buffer_pool_size=128M",
                "innodb_log_file_size=256M",
                "innodb_flush_log_at_trx_commit=2",
                "performance_schema=OFF",
                "max_connections=500",
                "local_infile=1"));
        cnf.addAll(lines);
        return new LocalMariadbd(dir.resolve(name), LocalMariadbd.freePort(), cnf);
    }

    private List<LocalMariadbd> all() {
        List<LocalMariadbd> all = new ArrayList<>(List.of(head));
        all.addAll(nodes);
        return all;
    }

    /**
     * Waits for a server to answer; a server that exited while starting (MariaDB 10.11 has crashed
     * once so, loading Spider, on a loaded CI machine) is started once more on its own data, and
     * said so; a second exit fails the tests with its error log.
     */
    private static void up(LocalMariadbd s, String url) throws Exception {
        try {
            awaitUp(s, url);
        } catch (Exited e) {
            System.err.println(e.getMessage() + "\nstarting it once more");
            s.start();
            awaitUp(s, url);
        }
    }

    /** A server of the cluster exited instead of answering. */
    private static final class Exited extends IllegalStateException {
        Exited(String message) {
            super(message);
        }
    }

    private static void awaitUp(LocalMariadbd s, String url) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(1);
        String last = "no answer";
        while (System.nanoTime() < deadline) {
            if (!s.alive()) {
                throw new Exited("a Spider cluster's mariadbd exited: " + s.tail());
            }
            try (Connection c = DriverManager.getConnection(url, "root", "")) {
                return;
            } catch (SQLException e) {
                last = e.getMessage();
            }
            Thread.sleep(300);
        }
        throw new IllegalStateException(
                "a Spider cluster's mariadbd did not answer in a minute (" + last + "): " + s.tail());
    }

    /**
     * Waits until the head's Spider engine is ready: the head answers before its plugin has
     * finished initialising (seen once in CI as "Unknown storage engine 'SPIDER'" on the first
     * CREATE TABLE); a plugin that never comes up fails the cluster with the head's log.
     */
    private void awaitSpider(String url) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(1);
        while (System.nanoTime() < deadline) {
            try (Connection c = DriverManager.getConnection(url, "root", "");
                    Statement st = c.createStatement();
                    ResultSet rs = st.executeQuery("SELECT COUNT(*) FROM information_schema.engines WHERE"
                            + " engine = 'SPIDER' AND support IN ('YES', 'DEFAULT')")) {
                if (rs.next() && rs.getLong(1) > 0) {
                    return;
                }
            }
            Thread.sleep(300);
        }
        throw new IllegalStateException("the Spider head's engine did not come up in a minute: " + head.tail());
    }

    static String url(String host, int port, String database) {
        return "jdbc:mysql://" + host + ":" + port + "/" + database;
    }

    /**
     * Data node {@code i}'s address, one loopback address per node as on real hosts: Spider's
     * internal XA (10.11.19) keys a transaction's branches by host, so two nodes on one address
     * fail every commit that writes to both (12606 This xid member already exists).
     */
    static String nodeHost(int i) {
        return "127.0.0." + (i + 1);
    }

    public int headPort() {
        return head.port();
    }

    public int nodePort(int i) {
        return nodes.get(i - 1).port();
    }

    public int dataNodes() {
        return nodes.size();
    }

    /** {@code dataNodes=} over every data node. */
    public String dataNodesKey() {
        List<String> hostPorts = new ArrayList<>();
        for (int i = 1; i <= nodes.size(); i++) {
            hostPorts.add(nodeHost(i) + ":" + nodePort(i));
        }
        return String.join(",", hostPorts);
    }

    /** A connection as root to the head. */
    public Connection head(String database) throws SQLException {
        return DriverManager.getConnection(url(HEAD_HOST, head.port(), database), "root", "");
    }

    /** A connection as root to data node {@code i} (from 1). */
    public Connection node(int i, String database) throws SQLException {
        return DriverManager.getConnection(url(nodeHost(i), nodePort(i), database), "root", "");
    }

    /** The props lines of {@code database} on this cluster: conn on the head, the data nodes, sharding=spider. */
    public List<String> propsLines(String database) {
        return List.of(
                "db=mysql",
                "driver=com.mysql.cj.jdbc.Driver",
                "conn=" + url(HEAD_HOST, head.port(), database) + "?createDatabaseIfNotExist=true",
                "user=" + USER,
                "password=" + PASSWORD,
                "sharding=spider",
                "dataNodes=" + dataNodesKey());
    }

    /** A shell command that kills the head and every data node at once (runAcid's acidServerCrash). */
    public String crashCommand() {
        return String.join("; ", all().stream().map(LocalMariadbd::crashCommand).toList());
    }

    /** A shell command that starts the data nodes and the head again (runAcid's acidServerStart). */
    public String startCommand() {
        List<String> starts =
                new ArrayList<>(nodes.stream().map(LocalMariadbd::startCommand).toList());
        starts.add(head.startCommand());
        return String.join(" ", starts);
    }

    /** Waits until the head and every data node answer again (after {@link #startCommand}). */
    public void awaitRestarted() throws Exception {
        awaitUp(head, url(HEAD_HOST, head.port(), ""));
        for (int i = 1; i <= nodes.size(); i++) {
            awaitUp(nodes.get(i - 1), url(nodeHost(i), nodePort(i), ""));
        }
    }

    /** Drops {@code database} on the head (its servers too) and on every node. */
    public void dropDatabase(String database) throws SQLException {
        try (Connection c = head("");
                Statement s = c.createStatement()) {
            s.execute("DROP DATABASE IF EXISTS " + database);
            for (int i = 1; i <= nodes.size(); i++) {
                s.execute("DROP SERVER IF EXISTS " + database + "_node" + i);
            }
        }
        for (int i = 1; i <= nodes.size(); i++) {
            try (Connection c = node(i, "");
                    Statement s = c.createStatement()) {
                s.execute("DROP DATABASE IF EXISTS " + database);
            }
        }
    }

    /** Stops every server (SIGTERM, then SIGKILL after 30 s) and removes the data directories. */
    @Override
    public void close() {
        for (LocalMariadbd s : all()) {
            if (s != null) {
                s.stop();
            }
        }
        for (LocalMariadbd s : all()) {
            if (s != null) {
                s.awaitStopped();
            }
        }
        LocalMariadbd.deleteTree(dir, "Spider");
    }

    /**
     * {@code SpiderCluster [DATA_NODES]}: starts a cluster (2 data nodes unless told), prints the
     * props lines that reach it, and stops it on Ctrl-C (run/localCluster.sh).
     */
    public static void main(String[] args) throws Exception {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 2;
        SpiderCluster cluster = new SpiderCluster(n);
        Runtime.getRuntime().addShutdownHook(new Thread(cluster::close));
        System.out.println("# A Spider head on " + HEAD_HOST + ":" + cluster.headPort() + " over " + n + " data nodes ("
                + cluster.dataNodesKey() + "), root without a password on each; Ctrl-C stops them all.");
        System.out.println("# props for TPC-C on it:");
        cluster.propsLines("tpcc").forEach(System.out::println);
        System.out.flush();
        Thread.currentThread().join();
    }
}
