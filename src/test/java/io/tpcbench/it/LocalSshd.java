package io.tpcbench.it;

import java.io.IOException;
import java.net.Socket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * An sshd of a test's own on 127.0.0.1 and 127.0.0.2 (key authentication, a fresh key pair in
 * {@code dir}), for run/runDrivers.sh: {@link #hosts} names its driver machines and
 * {@link #sshOptions} the override that lets ssh in. The sshd is openssh-server's, or the one
 * {@code TPCBENCH_IT_SSHD} names (an absolute path, e.g. unpacked from the package).
 */
final class LocalSshd implements AutoCloseable {
    private static final Path SSHD = Path.of(System.getenv().getOrDefault("TPCBENCH_IT_SSHD", "/usr/sbin/sshd"));
    private final Path dir;
    private final Process process;
    private final int port;

    private LocalSshd(Path dir, Process process, int port) {
        this.dir = dir;
        this.process = process;
        this.port = port;
    }

    static LocalSshd start(Path dir) throws Exception {
        if (!Files.isExecutable(SSHD)) {
            throw new IllegalStateException(SSHD + " is missing: the runDrivers.sh tests need openssh-server"
                    + " (apt-get install openssh-server; run/test.sh does)");
        }
        LocalMariadbd.run(
                "ssh-keygen",
                "-q",
                "-t",
                "ed25519",
                "-N",
                "",
                "-f",
                dir.resolve("host_key").toString());
        LocalMariadbd.run(
                "ssh-keygen",
                "-q",
                "-t",
                "ed25519",
                "-N",
                "",
                "-f",
                dir.resolve("id").toString());
        Files.copy(dir.resolve("id.pub"), dir.resolve("authorized_keys"));
        int port = LocalMariadbd.freePort();
        Files.write(
                dir.resolve("sshd_config"),
                List.of(
                        "Port " + port,
                        "ListenAddress 127.0.0.1",
                        "ListenAddress 127.0.0.2",
                        "HostKey " + dir.resolve("host_key"),
                        "AuthorizedKeysFile " + dir.resolve("authorized_keys"),
                        "PasswordAuthentication no",
                        "KbdInteractiveAuthentication no",
                        "PermitRootLogin prohibit-password",
                        "StrictModes no",
                        "UsePAM no",
                        "PidFile " + dir.resolve("sshd.pid"),
                        "AcceptEnv none",
                        "Subsystem sftp internal-sftp"));
        if (LocalMariadbd.isRoot()) {
            Files.createDirectories(Path.of("/run/sshd"));
        }
        Process sshd = new ProcessBuilder(
                        SSHD.toString(),
                        "-D",
                        "-e",
                        "-f",
                        dir.resolve("sshd_config").toString())
                .redirectErrorStream(true)
                .redirectOutput(dir.resolve("sshd.log").toFile())
                .start();
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        while (!answers("127.0.0.2", port)) {
            if (!sshd.isAlive() || System.nanoTime() > deadline) {
                sshd.destroy();
                throw new IllegalStateException(
                        "the test's sshd did not start: " + Files.readString(dir.resolve("sshd.log")));
            }
            Thread.sleep(100);
        }
        return new LocalSshd(dir, sshd, port);
    }

    private static boolean answers(String address, int port) {
        try (Socket s = new Socket(address, port)) {
            return true;
        } catch (IOException e) {
            return false;
        }
    }

    /** The override that lets ssh and scp in with the test's key, asking nothing. */
    String sshOptions() {
        return "sshOptions=-i " + dir.resolve("id") + " -o UserKnownHostsFile=/dev/null"
                + " -o StrictHostKeyChecking=no -o LogLevel=ERROR";
    }

    /** The driver hosts {@code user@address:port} for the addresses. */
    String hosts(String... addresses) {
        String user = System.getProperty("user.name");
        return String.join(
                ",",
                Arrays.stream(addresses).map(a -> user + "@" + a + ":" + port).toList());
    }

    @Override
    public void close() throws InterruptedException {
        process.destroy();
        process.waitFor(10, TimeUnit.SECONDS);
    }
}
