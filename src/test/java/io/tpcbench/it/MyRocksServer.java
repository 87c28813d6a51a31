package io.tpcbench.it;

import java.io.IOException;
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

/**
 * A MariaDB server with MyRocks (Debian's mariadbd with mariadb-plugin-rocksdb's ha_rocksdb.so) on
 * a loopback port of its own, for the storage-engine tests: the same server offers InnoDB and
 * RocksDB, so the two engines are compared on one server with the same rows. Started once per test
 * JVM and stopped when it exits; a missing plugin fails the test with the command that installs it.
 */
final class MyRocksServer implements AutoCloseable {
    static final Path PLUGIN = Path.of("/usr/lib/mysql/plugin/ha_rocksdb.so");
    private static MyRocksServer shared;

    private final Path dir;
    private final LocalMariadbd server;

    static synchronized MyRocksServer shared() throws Exception {
        if (shared == null) {
            shared = new MyRocksServer();
            MyRocksServer s = shared;
            Runtime.getRuntime().addShutdownHook(new Thread(s::close));
        }
        return shared;
    }

    private MyRocksServer() throws Exception {
        dir = LocalMariadbd.directory("MyRocks", List.of("mariadb-server", "mariadb-plugin-rocksdb"), PLUGIN);
        server = new LocalMariadbd(
                dir.resolve("server"),
                LocalMariadbd.freePort(),
                List.of(
                        "plugin-load-add=ha_rocksdb.so",
                        "innodb_buffer_pool_size=128M",
                        "rocksdb_block_cache_size=128M",
                        "max_connections=300"));
        if (LocalMariadbd.isRoot()) {
            LocalMariadbd.run("chown", "-R", "mysql:mysql", dir.toString());
        }
        server.start();
        awaitReady();
    }

    /** Waits up to a minute for the server to answer with ROCKSDB among its engines. */
    private void awaitReady() throws Exception {
        long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(1);
        String last = "no answer";
        while (System.nanoTime() < deadline) {
            if (!server.alive()) {
                throw new IllegalStateException("the MyRocks server exited: " + server.tail());
            }
            try (Connection c = DriverManager.getConnection(url(""), "root", "");
                    Statement s = c.createStatement();
                    ResultSet rs = s.executeQuery(
                            "SELECT support FROM information_schema.engines" + " WHERE engine = 'ROCKSDB'")) {
                if (rs.next() && !rs.getString(1).equals("NO")) {
                    return;
                }
                last = "ROCKSDB is not among the engines";
            } catch (SQLException e) {
                last = e.getMessage();
            }
            Thread.sleep(300);
        }
        throw new IllegalStateException(
                "the MyRocks server is not ready after a minute (" + last + "): " + server.tail());
    }

    String url(String database) {
        return "jdbc:mysql://127.0.0.1:" + server.port() + "/" + database;
    }

    /** A props file for {@code database} on this server, which the build creates; {@code extra} lines are appended. */
    Path props(Path propsDir, String database, String... extra) throws IOException, SQLException {
        try (Connection c = DriverManager.getConnection(url(""), "root", "");
                Statement s = c.createStatement()) {
            s.execute("DROP DATABASE IF EXISTS " + database);
        }
        List<String> lines = new ArrayList<>(List.of(
                "db=mysql",
                "driver=com.mysql.cj.jdbc.Driver",
                "conn=" + url(database) + "?createDatabaseIfNotExist=true",
                "user=root",
                "password=",
                "buildDirectory=" + propsDir.resolve("build-" + database + "_%tH%tM%tS%tL")));
        lines.addAll(List.of(extra));
        return Files.write(propsDir.resolve(database + ".props"), lines);
    }

    Connection connect(String database) throws SQLException {
        return DriverManager.getConnection(url(database), "root", "");
    }

    @Override
    public void close() {
        server.close();
        LocalMariadbd.deleteTree(dir, "MyRocks");
    }
}
