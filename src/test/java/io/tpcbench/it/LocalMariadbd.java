package io.tpcbench.it;

import java.io.IOException;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * One of Debian's mariadbd processes for a test: its own data directory (mariadb-install-db), its
 * own tmpdir, its own my.cnf (port, socket, error log, and the test's lines: Galera's wsrep settings, MyRocks'
 * plugin), started, killed and started again on demand. As root the server runs as user mysql.
 * A Galera node and the MyRocks server of the storage-engine tests are each one of these.
 */
final class LocalMariadbd implements AutoCloseable {
    static final Path MARIADBD = Path.of("/usr/sbin/mariadbd");
    static final Path INSTALL_DB = Path.of("/usr/bin/mariadb-install-db");

    private final Path dir;
    private final int port;
    private Process process;
    private Optional<ProcessHandle> stopping = Optional.empty();

    /** Installs a data directory under {@code dir} and writes its my.cnf with {@code lines} added. */
    LocalMariadbd(Path dir, int port, List<String> lines) throws IOException, InterruptedException {
        this.dir = dir;
        this.port = port;
        Files.createDirectories(dir);
        List<String> cmd = new ArrayList<>(List.of(
                INSTALL_DB.toString(),
                "--no-defaults",
                "--datadir=" + dir.resolve("data"),
                "--auth-root-authentication-method=normal"));
        if (isRoot()) {
            cmd.add("--user=mysql");
        }
        run(cmd.toArray(String[]::new));
        // a tmpdir of its own: a server starting removes every #sql file of its tmpdir, those of another
        // test's server still running on /tmp too (CI's Spider head lost an Aria temporary table so)
        Files.createDirectories(dir.resolve("tmp"));
        List<String> cnf = new ArrayList<>(List.of(
                "[mariadbd]",
                "datadir=" + dir.resolve("data"),
                "tmpdir=" + dir.resolve("tmp"),
                "socket=" + dir.resolve("sock"),
                "port=" + port,
                "bind-address=127.0.0.1",
                "pid-file=" + dir.resolve("pid"),
                "log-error=" + dir.resolve("err.log"),
                isRoot() ? "user=mysql" : "",
                "skip-name-resolve"));
        cnf.addAll(lines);
        cnf.add("");
        Files.writeString(dir.resolve("my.cnf"), String.join("\n", cnf));
    }

    int port() {
        return port;
    }

    /** Starts the server with {@code args} after its my.cnf (Galera's --wsrep-new-cluster). */
    void start(String... args) throws IOException {
        List<String> cmd = new ArrayList<>(List.of(MARIADBD.toString(), "--defaults-file=" + dir.resolve("my.cnf")));
        cmd.addAll(List.of(args));
        process = new ProcessBuilder(cmd)
                .redirectErrorStream(true)
                .redirectOutput(dir.resolve("stdout.log").toFile())
                .start();
    }

    boolean alive() {
        return running().isPresent();
    }

    /**
     * The running server: the one {@link #start} started, or one a test's shell command started
     * on this my.cnf (runAcid's acidServerStart), found by its pid file.
     */
    private Optional<ProcessHandle> running() {
        if (process != null && process.isAlive()) {
            return Optional.of(process.toHandle());
        }
        try {
            long pid = Long.parseLong(Files.readString(dir.resolve("pid")).strip());
            return ProcessHandle.of(pid)
                    .filter(h -> h.info()
                            .commandLine()
                            .map(c -> c.contains(dir.resolve("my.cnf").toString()))
                            .orElse(false));
        } catch (IOException | NumberFormatException e) {
            return Optional.empty();
        }
    }

    /** Kills the server at once (SIGKILL), as a crash would. */
    void kill() throws InterruptedException {
        Optional<ProcessHandle> p = running();
        if (p.isPresent()) {
            p.get().destroyForcibly();
            try {
                p.get().onExit().get(30, TimeUnit.SECONDS);
            } catch (java.util.concurrent.ExecutionException | java.util.concurrent.TimeoutException e) {
                throw new IllegalStateException("mariadbd " + p.get().pid() + " did not die", e);
            }
        }
    }

    /** A shell command that kills it at once (runAcid's acidServerCrash). */
    String crashCommand() {
        return "kill -9 $(cat " + dir.resolve("pid") + ")";
    }

    /** A shell command that starts it again in the background (runAcid's acidServerStart). */
    String startCommand() {
        return "setsid " + MARIADBD + " --defaults-file=" + dir.resolve("my.cnf") + " >>" + dir.resolve("restart.log")
                + " 2>&1 </dev/null &";
    }

    /**
     * The last lines of its error log, for a failure's message; after a crash, from the line that
     * names the signal (the crash report's end lists only the process's limits).
     */
    String tail() {
        try {
            List<String> lines = Files.readAllLines(dir.resolve("err.log"));
            int from = Math.max(0, lines.size() - 15);
            for (int i = lines.size() - 1; i >= 0; i--) {
                if (lines.get(i).contains("got signal")) {
                    from = Math.max(0, i - 5);
                    break;
                }
            }
            return String.join("\n", lines.subList(from, Math.min(lines.size(), from + 40)));
        } catch (IOException e) {
            return "(no error log: " + e.getMessage() + ")";
        }
    }

    /** Asks the server to stop (SIGTERM); {@link #awaitStopped} waits for it. */
    void stop() {
        stopping = running();
        stopping.ifPresent(ProcessHandle::destroy);
    }

    /** Waits 30 s for a stop, then kills. */
    void awaitStopped() {
        stopping.ifPresent(p -> {
            try {
                p.onExit().get(30, TimeUnit.SECONDS);
            } catch (java.util.concurrent.TimeoutException | java.util.concurrent.ExecutionException e) {
                p.destroyForcibly();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        stopping = Optional.empty();
    }

    @Override
    public void close() {
        stop();
        awaitStopped();
    }

    /**
     * A fresh directory under /tmp for {@code what}'s servers (user mysql may enter it), once
     * Debian's mariadbd, mariadb-install-db and {@code needed} are there; else the failure names
     * the {@code packages} to install.
     */
    static Path directory(String what, List<String> packages, Path... needed) throws IOException {
        List<Path> all = new ArrayList<>(List.of(MARIADBD, INSTALL_DB));
        all.addAll(List.of(needed));
        for (Path p : all) {
            if (!Files.exists(p)) {
                String list = packages.size() == 1
                        ? packages.get(0)
                        : String.join(", ", packages.subList(0, packages.size() - 1)) + " and " + packages.getLast();
                throw new IllegalStateException(p + " is missing: " + what + " needs Debian's " + list
                        + " (apt-get install " + String.join(" ", packages) + "; run/test.sh does)");
            }
        }
        Path dir = Files.createTempDirectory(
                "tpcbench-" + what.toLowerCase(Locale.ROOT).replaceAll("\\W+", "-") + "-");
        dir.toFile().setReadable(true, false);
        dir.toFile().setExecutable(true, false);
        return dir;
    }

    static boolean isRoot() {
        return "root".equals(System.getProperty("user.name"));
    }

    static int freePort() throws IOException {
        try (ServerSocket s = new ServerSocket(0)) {
            return s.getLocalPort();
        }
    }

    /** Removes a test's data directories; says so when it cannot. */
    static void deleteTree(Path dir, String what) {
        try (Stream<Path> files = Files.walk(dir)) {
            files.sorted(Comparator.reverseOrder()).forEach(f -> f.toFile().delete());
        } catch (IOException e) {
            System.err.println("the " + what + " data under " + dir + " could not be removed: " + e.getMessage());
        }
    }

    static void run(String... cmd) throws IOException, InterruptedException {
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (p.waitFor() != 0) {
            throw new IOException(String.join(" ", cmd) + " failed: " + out);
        }
    }
}
