package io.tpcbench.it;

import io.tpcbench.config.EmbeddedConfig;
import io.tpcbench.db.EmbeddedMariaDb;
import java.io.IOException;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * A MariaDB server of one test's own (the embedded binaries on a port and data directory of its
 * own), which the test may stop and start again: the database dying and coming back, for real.
 * Its data persists across restarts, as a real server's does.
 */
final class PrivateServer implements AutoCloseable {
    static final String USER = "root";
    static final String PASSWORD = "private-it";

    private final EmbeddedConfig config;
    private final String database;
    private EmbeddedMariaDb server;

    PrivateServer(String name, String database) throws IOException {
        Path dir = Path.of(System.getProperty("tpcbench.home", "."), "target", "it-" + name)
                .toAbsolutePath();
        Files.createDirectories(dir);
        this.config = new EmbeddedConfig(true, dir, freePort());
        this.database = database;
        start();
        // the data directory outlives the test (as a real server's does): begin with an empty database
        try (Connection c = DriverManager.getConnection("jdbc:mysql://127.0.0.1:" + port() + "/", USER, PASSWORD);
                Statement s = c.createStatement()) {
            s.execute("DROP DATABASE IF EXISTS " + database);
            s.execute("CREATE DATABASE " + database);
        } catch (SQLException e) {
            throw new IOException("cannot empty database " + database + " of the private server", e);
        }
    }

    private static int freePort() throws IOException {
        try (ServerSocket s = new ServerSocket(0)) {
            return s.getLocalPort();
        }
    }

    int port() {
        return config.port();
    }

    /** The database's URL, with the account as parameters for a quick DriverManager connection. */
    String url() {
        return "jdbc:mysql://127.0.0.1:" + port() + "/" + database + "?user=" + USER + "&password=" + PASSWORD;
    }

    /** A props file for this server; {@code extra} lines are appended. */
    Path props(Path dir, String... extra) throws IOException {
        StringBuilder sb = new StringBuilder("db=mysql\nconn=jdbc:mysql://127.0.0.1:" + port() + "/"
                + database + "\nuser=" + USER + "\npassword=" + PASSWORD
                + "\nbuildDirectory=" + dir.resolve("build_%tH%tM%tS%tL") + "\n");
        for (String line : extra) {
            sb.append(line).append('\n');
        }
        return Files.writeString(dir.resolve(database + ".props"), sb);
    }

    void start() {
        server = EmbeddedMariaDb.start(config, database, USER, PASSWORD);
    }

    /** Stops the server (mariadbd shuts down; every connection is cut). */
    void stop() {
        server.close();
        server = null;
    }

    @Override
    public void close() {
        if (server != null) {
            stop();
        }
    }
}
