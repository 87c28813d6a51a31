package io.tpcbench.it;

import io.tpcbench.config.EmbeddedConfig;
import io.tpcbench.db.EmbeddedMariaDb;
import java.io.IOException;
import java.net.ServerSocket;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import org.testcontainers.DockerClientFactory;
import org.testcontainers.mysql.MySQLContainer;

/**
 * The one real database every IT runs against, chosen as DESIGN.md says: the server named by
 * {@code TPCBENCH_IT_URL} (with {@code TPCBENCH_IT_USER}, {@code TPCBENCH_IT_PASSWORD}); else
 * MySQL in Testcontainers when a Docker engine answers; else the embedded MariaDB. There is no
 * skip: if none can be had, every IT fails with the reason.
 */
final class TestDatabase {
    private static final String EMBEDDED_PASSWORD = "tpcbench-it";
    private static TestDatabase instance;

    final String kind;
    final String host;
    final int port;
    final String user;
    final String password;

    private TestDatabase(String kind, String host, int port, String user, String password) {
        this.kind = kind;
        this.host = host;
        this.port = port;
        this.user = user;
        this.password = password;
    }

    static synchronized TestDatabase get() {
        if (instance == null) {
            instance = start();
            System.out.println("ITs run against " + instance.kind + " at " + instance.host + ":" + instance.port);
        }
        return instance;
    }

    private static TestDatabase start() {
        String url = System.getenv("TPCBENCH_IT_URL");
        if (url != null && !url.isBlank()) {
            URI uri = URI.create(url.substring("jdbc:".length()));
            return new TestDatabase(
                    "the server of TPCBENCH_IT_URL",
                    uri.getHost(),
                    uri.getPort() < 0 ? 3306 : uri.getPort(),
                    envOr("TPCBENCH_IT_USER", "root"),
                    envOr("TPCBENCH_IT_PASSWORD", ""));
        }
        if (dockerAnswers()) {
            MySQLContainer mysql = new MySQLContainer("mysql:8.4")
                    .withUsername("root")
                    .withPassword("test")
                    .withCommand("--local-infile=1");
            mysql.start();
            Runtime.getRuntime().addShutdownHook(new Thread(mysql::stop));
            return new TestDatabase(
                    "Testcontainers " + mysql.getDockerImageName(),
                    mysql.getHost(),
                    mysql.getMappedPort(3306),
                    "root",
                    "test");
        }
        try {
            int port = freePort();
            Path dir = Path.of(System.getProperty("tpcbench.home", "."), "target", "it-mariadb")
                    .toAbsolutePath();
            Files.createDirectories(dir);
            EmbeddedMariaDb db =
                    EmbeddedMariaDb.start(new EmbeddedConfig(true, dir, port), "it", "root", EMBEDDED_PASSWORD);
            Runtime.getRuntime().addShutdownHook(new Thread(db::close));
            return new TestDatabase(
                    "the embedded MariaDB (no TPCBENCH_IT_URL, no Docker engine)",
                    "127.0.0.1",
                    port,
                    "root",
                    EMBEDDED_PASSWORD);
        } catch (IOException | RuntimeException e) {
            throw new IllegalStateException(
                    "no database for the ITs: TPCBENCH_IT_URL is unset, no Docker engine"
                            + " answers, and the embedded MariaDB did not start: " + e.getMessage(),
                    e);
        }
    }

    private static boolean dockerAnswers() {
        try {
            return DockerClientFactory.instance().isDockerAvailable();
        } catch (RuntimeException | LinkageError e) {
            return false;
        }
    }

    private static String envOr(String name, String fallback) {
        String v = System.getenv(name);
        return v == null ? fallback : v;
    }

    private static int freePort() throws IOException {
        try (ServerSocket s = new ServerSocket(0)) {
            return s.getLocalPort();
        }
    }

    String url(String database) {
        return "jdbc:mysql://" + host + ":" + port + "/" + database;
    }

    /** {@link #url} for MariaDB Connector/J ({@code driver=org.mariadb.jdbc.Driver}). */
    String mariadbUrl(String database) {
        return "jdbc:mariadb://" + host + ":" + port + "/" + database;
    }

    /** The URL with the account as parameters, for a quick DriverManager connection. */
    String urlWithAccount(String database) {
        return url(database) + "?user=" + user + "&password=" + password;
    }

    /** A fresh, empty database (schema) for one test. */
    String freshDatabase(String name) throws SQLException {
        try (Connection c = DriverManager.getConnection(url(""), user, password);
                Statement s = c.createStatement()) {
            s.execute("DROP DATABASE IF EXISTS " + name);
            s.execute("CREATE DATABASE " + name);
        }
        return name;
    }

    /** The single number {@code sql} returns in {@code database} (a count). */
    long count(String database, String sql) throws SQLException {
        try (Connection c = connect(database)) {
            return count(c, sql);
        }
    }

    static long count(Connection c, String sql) throws SQLException {
        try (Statement s = c.createStatement();
                ResultSet rs = s.executeQuery(sql)) {
            rs.next();
            return rs.getLong(1);
        }
    }

    /** The single text value {@code sql} returns. */
    static String string(Connection c, String sql) throws SQLException {
        try (Statement s = c.createStatement();
                ResultSet rs = s.executeQuery(sql)) {
            rs.next();
            return rs.getString(1);
        }
    }

    /** A connection taking multi-statement texts, as a run's (multiStatements=true). */
    Connection connectMulti(String database) throws SQLException {
        return DriverManager.getConnection(url(database) + "?allowMultiQueries=true", user, password);
    }

    Connection connect(String database) throws SQLException {
        return DriverManager.getConnection(url(database), user, password);
    }

    /** A fresh database built with {@code warehouses} warehouses by the build command; its props file. */
    Path built(Path dir, String database, int warehouses) throws Exception {
        freshDatabase(database);
        Path props = props(dir, database, "warehouses=" + warehouses, "loadWorkers=2");
        Cli build = Cli.run("build", props.toString());
        if (build.exitCode != 0) {
            throw new AssertionError("the build of " + database + " failed: " + build.err);
        }
        return props;
    }

    /** A props file for {@code database}; {@code extra} lines are appended. */
    Path props(Path dir, String database, String... extra) throws IOException {
        List<String> lines = new ArrayList<>(List.of(
                "// written by an IT",
                "db=mysql",
                "driver=com.mysql.jdbc.Driver",
                "conn=" + url(database),
                "user=" + user,
                "password=" + password,
                // a build directory per build: an existing one is refused (nothing is overwritten)
                "buildDirectory="
                        + dir.resolve("build_" + database + "_%tH%tM%tS%tL")
                                .toString()
                                .replace('\\', '/')));
        lines.addAll(List.of(extra));
        Path file = dir.resolve(database + ".props");
        Files.write(file, lines);
        return file;
    }
}
