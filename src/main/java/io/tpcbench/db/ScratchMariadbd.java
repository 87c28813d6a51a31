package io.tpcbench.db;

import java.io.IOException;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.UserPrincipal;
import java.security.SecureRandom;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * A mariadbd of the command's own, for a test that must crash a server (TPC-C's durability, 3.5)
 * when the user's server is not one to crash: the local binary of the target's version, a fresh data
 * directory under the temporary directory, 127.0.0.1 and a free port only, a random root password,
 * and the target's durability settings and storage-engine plugins ({@link ScratchLikeness}). It is
 * crashed with SIGKILL, started again on the same data, and removed with its data on close.
 */
public final class ScratchMariadbd implements AutoCloseable {
    private static final long START_MILLIS = 120_000;

    private final Path mariadbd;
    private final Path dir;
    private final int port;
    private final ScratchLikeness like;
    private Process process;

    private ScratchMariadbd(Path mariadbd, Path dir, int port, ScratchLikeness like) {
        this.mariadbd = mariadbd;
        this.dir = dir;
        this.port = port;
        this.like = like;
    }

    /**
     * Why {@code mariadbd} cannot stand in for the server {@code like} describes; empty when it
     * can: the server's settings were read, the binary and its install script are there, and it is
     * the same MariaDB release.
     */
    public static Optional<String> unavailable(Path mariadbd, ScratchLikeness like) {
        if (!like.unreadable().isEmpty()) {
            return Optional.of("the server's settings cannot be read (" + like.unreadable() + ")");
        }
        String targetVersion = like.version();
        if (!Files.isExecutable(mariadbd)) {
            return Optional.of("there is no " + mariadbd + " (scratchMariadbd) to start");
        }
        if (installDb(mariadbd).isEmpty()) {
            return Optional.of("there is no mariadb-install-db beside " + mariadbd + " or on the PATH");
        }
        if (!targetVersion.contains("MariaDB")) {
            return Optional.of("the server is not a MariaDB (" + targetVersion + ")");
        }
        String local;
        try {
            local = version(mariadbd);
        } catch (IOException e) {
            return Optional.of(mariadbd + " --version failed: " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Optional.of("interrupted");
        }
        return release(local).equals(release(targetVersion))
                ? Optional.empty()
                : Optional.of(mariadbd + " is " + local + ", the server " + targetVersion);
    }

    /** {@code 10.11.19} of {@code 10.11.19-MariaDB-0+deb12u1-log}. */
    static String release(String version) {
        int dash = version.indexOf('-');
        return dash < 0 ? version : version.substring(0, dash);
    }

    /** The version {@code mariadbd --version} reports, e.g. {@code 10.11.19-MariaDB-0+deb12u1}. */
    static String version(Path mariadbd) throws IOException, InterruptedException {
        String out = run(List.of(mariadbd.toString(), "--version"));
        int at = out.indexOf(" Ver ");
        if (at < 0) {
            throw new IOException("unexpected output: " + out.strip());
        }
        return out.substring(at + 5).strip().split("\\s+")[0];
    }

    /** mariadb-install-db beside the binary ({@code ../bin} of {@code sbin}), else on the PATH. */
    static Optional<Path> installDb(Path mariadbd) {
        List<Path> candidates = new ArrayList<>();
        Path parent = mariadbd.toAbsolutePath().getParent();
        candidates.add(parent.resolve("mariadb-install-db"));
        candidates.add(parent.resolveSibling("bin").resolve("mariadb-install-db"));
        candidates.add(parent.resolveSibling("scripts").resolve("mariadb-install-db"));
        for (String p : System.getenv().getOrDefault("PATH", "").split(":")) {
            if (!p.isEmpty()) {
                candidates.add(Path.of(p, "mariadb-install-db"));
            }
        }
        return candidates.stream().filter(Files::isExecutable).findFirst();
    }

    /**
     * Installs a data directory under {@code parent}, starts the server as {@code like} says, waits
     * until it answers, and gives account {@code user} with {@code password} every privilege and an
     * empty database {@code database} (root, when it is not the account, a random password); the
     * caller closes it.
     */
    public static ScratchMariadbd start(
            Path mariadbd, ScratchLikeness like, Path parent, String user, String password, String database)
            throws IOException, InterruptedException, SQLException {
        Files.createDirectories(parent);
        Path dir = Files.createTempDirectory(parent, "tpcbench-scratch-");
        ScratchMariadbd server = new ScratchMariadbd(mariadbd, dir, freePort(), like);
        try {
            server.install();
            server.start();
            server.secure(user, password, database);
            return server;
        } catch (IOException | SQLException | InterruptedException | RuntimeException e) {
            server.close();
            throw e;
        }
    }

    private void install() throws IOException, InterruptedException {
        List<String> cmd = new ArrayList<>(List.of(
                installDb(mariadbd).orElseThrow().toString(),
                "--no-defaults",
                "--datadir=" + dir.resolve("data"),
                "--auth-root-authentication-method=normal"));
        cmd.addAll(like.installOptions());
        List<String> cnf = new ArrayList<>(List.of(
                "[mariadbd]",
                "datadir=" + dir.resolve("data"),
                "socket=" + dir.resolve("sock"),
                "port=" + port,
                "bind-address=127.0.0.1",
                "skip-name-resolve",
                "pid-file=" + dir.resolve("pid"),
                "log-error=" + dir.resolve("err.log"),
                "innodb_buffer_pool_size=128M"));
        if (isRoot()) {
            // mariadbd does not run as root: it runs as mysql, which must own the directory
            cmd.add("--user=mysql");
            cnf.add("user=mysql");
        }
        cnf.addAll(like.cnf(dir));
        cnf.add("");
        Files.writeString(dir.resolve("my.cnf"), String.join("\n", cnf));
        if (isRoot()) {
            dir.toFile().setExecutable(true, false);
            chown(dir, "mysql");
        }
        run(cmd);
    }

    /** Starts the server on its data directory (again, after a crash); does not wait for it. */
    public synchronized void start() throws IOException {
        process = new ProcessBuilder(mariadbd.toString(), "--defaults-file=" + dir.resolve("my.cnf"))
                .redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.appendTo(
                        dir.resolve("stdout.log").toFile()))
                .start();
        process.getOutputStream().close();
    }

    /** Kills the server at once (SIGKILL), as a crash would, and waits until it is gone. */
    public synchronized void crash() throws InterruptedException {
        if (process != null) {
            process.destroyForcibly();
            process.waitFor(30, TimeUnit.SECONDS);
        }
    }

    /** The first connection, as root with the empty password of the install, makes the account and database. */
    private void secure(String user, String password, String database) throws SQLException, InterruptedException {
        byte[] secret = new byte[16];
        new SecureRandom().nextBytes(secret);
        String rootPassword = user.equals("root") ? password : HexFormat.of().formatHex(secret);
        try (Connection c = awaitConnection();
                Statement s = c.createStatement()) {
            if (!user.equals("root")) {
                for (String host : List.of("localhost", "127.0.0.1")) {
                    String account = EmbeddedMariaDb.quote(user) + "@" + EmbeddedMariaDb.quote(host);
                    s.execute("CREATE USER " + account + " IDENTIFIED BY " + EmbeddedMariaDb.quote(password));
                    s.execute("GRANT ALL PRIVILEGES ON *.* TO " + account + " WITH GRANT OPTION");
                }
            }
            s.execute("CREATE DATABASE `" + database.replace("`", "``") + "`");
            // the install's anonymous accounts and root on other hosts (which --skip-name-resolve cannot
            // even change) go: root is reached on 127.0.0.1 and the socket only, by its new password
            s.execute("DELETE FROM mysql.global_priv WHERE user = ''"
                    + " OR (user = 'root' AND host NOT IN ('localhost', '127.0.0.1'))");
            s.execute("FLUSH PRIVILEGES");
            for (String host : List.of("localhost", "127.0.0.1")) {
                s.execute("ALTER USER 'root'@" + EmbeddedMariaDb.quote(host) + " IDENTIFIED BY "
                        + EmbeddedMariaDb.quote(rootPassword));
            }
        }
    }

    /** A connection as root, with the install's empty password, once the server answers (120 s at most). */
    private Connection awaitConnection() throws SQLException, InterruptedException {
        long deadline = System.nanoTime() + START_MILLIS * 1_000_000;
        while (true) {
            try {
                return DriverManager.getConnection("jdbc:mysql://127.0.0.1:" + port + "/", "root", "");
            } catch (SQLException e) {
                if (System.nanoTime() > deadline || (process != null && !process.isAlive())) {
                    throw new SQLException(
                            "the scratch mariadbd did not start (" + e.getMessage() + "); its log:\n" + tail(), e);
                }
                Thread.sleep(250);
            }
        }
    }

    public int port() {
        return port;
    }

    /** What it is, for the line of the test that runs on it. */
    public String describe() {
        return "a scratch mariadbd " + like.version()
                + (like.settings().isEmpty() ? "" : " with the server's " + String.join(", ", like.settings()));
    }

    /** The last lines of its error log. */
    String tail() {
        try {
            List<String> lines = Files.readAllLines(dir.resolve("err.log"));
            return String.join("\n", lines.subList(Math.max(0, lines.size() - 20), lines.size()));
        } catch (IOException e) {
            return "(no error log: " + e.getMessage() + ")";
        }
    }

    /** Stops the server (SIGTERM, SIGKILL after 60 s) and removes its directory. */
    @Override
    public synchronized void close() {
        try {
            if (process != null && process.isAlive()) {
                process.destroy();
                if (!process.waitFor(60, TimeUnit.SECONDS)) {
                    process.destroyForcibly().waitFor(30, TimeUnit.SECONDS);
                }
            }
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
        } finally {
            delete(dir);
        }
    }

    private static void delete(Path dir) {
        try (Stream<Path> files = Files.walk(dir)) {
            files.sorted(Comparator.reverseOrder()).forEach(f -> f.toFile().delete());
        } catch (IOException e) {
            throw new DatabaseException(
                    "the scratch server's data under " + dir + " could not be removed: " + e.getMessage());
        }
    }

    private static boolean isRoot() {
        return "root".equals(System.getProperty("user.name"));
    }

    private static void chown(Path dir, String user) throws IOException {
        UserPrincipal owner =
                dir.getFileSystem().getUserPrincipalLookupService().lookupPrincipalByName(user);
        try (Stream<Path> files = Files.walk(dir)) {
            for (Path f : files.toList()) {
                Files.setOwner(f, owner);
            }
        }
    }

    private static int freePort() throws IOException {
        try (ServerSocket s = new ServerSocket(0)) {
            return s.getLocalPort();
        }
    }

    private static String run(List<String> cmd) throws IOException, InterruptedException {
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
        p.getOutputStream().close();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (p.waitFor() != 0) {
            throw new IOException(String.join(" ", cmd) + " failed: " + out.strip());
        }
        return out;
    }
}
