package io.tpcbench.cli;

import io.tpcbench.config.DriversConfig;
import io.tpcbench.config.SecretMask;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;

/**
 * One driver machine of {@code runDrivers.sh}: the props and the password written there through
 * ssh's standard input into files of mode 0600 ({@link DriverProps}: no secret on any command line,
 * here or there), one tpcbench
 * script run there in tpcbench's directory (ssh, BatchMode: key authentication only), its output
 * streamed here line by line with the driver's name in front and kept in {@code LOG}, and its
 * result directory fetched back; the remote directory is removed at the end. Ctrl-C here sends
 * SIGINT to the remote tpcbench, which ends its window and writes its results, as on a console.
 */
final class RemoteDriver {
    /** What a driver did: its exit code (255: ssh failed), its last lines, and its result fetched here. */
    record Outcome(int exitCode, List<String> tail, Optional<Path> result) {}

    /**
     * The exit codes of a driver that wrote its result directory: a clean run, one stopped because
     * nothing works, one with too many failures, one whose output failed (what was written is kept).
     */
    static final Set<Integer> WROTE_RESULTS =
            Set.of(Main.OK, Main.NOTHING_WORKS, Main.TOO_MANY_FAILED, Main.OUTPUT_FAILED);

    private final String name;
    private final DriversConfig.Host host;
    private final DriversConfig config;
    private final String home;
    private final String remoteDir;
    private final Consumer<String> out;
    private volatile boolean interrupted;
    /** The command's secrets, masked in the log of what the driver machine printed (an older tpcbench there may not). */
    private final SecretMask mask;

    /**
     * Driver {@code name} on {@code host}; tpcbench lives in {@code home} there, the props and
     * result go to {@code remoteDir}.
     */
    RemoteDriver(
            String name,
            DriversConfig.Host host,
            DriversConfig config,
            String home,
            String remoteDir,
            Consumer<String> out,
            SecretMask mask) {
        this.mask = mask;
        this.name = name;
        this.host = host;
        this.config = config;
        this.home = home;
        this.remoteDir = remoteDir;
        this.out = out;
    }

    /**
     * Runs {@code script} (e.g. {@code run/runBenchmark.sh}) with the props and {@code args} there
     * ({@code args} hold no secret: they go on command lines); with {@code resultTo}, the script
     * gets {@code resultDirectory} there and the directory is fetched to {@code resultTo} after a
     * clean exit. {@code log} keeps the driver's output.
     */
    Outcome run(DriverProps props, String script, List<String> args, Optional<Path> resultTo, Path log)
            throws IOException, InterruptedException {
        OutputTail tail = new OutputTail();
        try (Writer w = Files.newBufferedWriter(log, StandardCharsets.UTF_8)) {
            int code = ssh("umask 077 && mkdir -p " + quote(remoteDir) + " && chmod 700 " + quote(remoteDir), w, tail);
            if (code == 0 && !props.password().isEmpty()) {
                code = write(remoteDir + "/password", props.password().value(), w, tail);
            }
            if (code == 0) {
                code = write(remoteDir + "/props", props.text(remoteDir + "/password"), w, tail);
            }
            if (code == 0) {
                List<String> words = new ArrayList<>(List.of("cd", home, "&&", script, remoteDir + "/props"));
                words.addAll(args);
                resultTo.ifPresent(r -> words.add("resultDirectory=" + remoteDir + "/result"));
                code = ssh(
                        String.join(
                                " ",
                                words.stream()
                                        .map(q -> q.equals("&&") ? q : quote(q))
                                        .toList()),
                        w,
                        tail);
            }
            Optional<Path> fetched = Optional.empty();
            if (resultTo.isPresent()
                    && (WROTE_RESULTS.contains(code) || interrupted)
                    && scp(
                                    host.address() + ":" + remoteDir + "/result",
                                    resultTo.get().toAbsolutePath().toString(),
                                    w,
                                    tail)
                            == 0) {
                fetched = resultTo;
            }
            ssh("rm -rf " + quote(remoteDir), w, new OutputTail());
            return new Outcome(code, tail.lines(), fetched);
        }
    }

    /** Ctrl-C: SIGINT to the remote tpcbench, which writes its results and exits 130. */
    void interrupt() {
        interrupted = true;
        try {
            // the JVM only (the scripts exec it): the shell around it must live on to pass its output and exit code
            process(command(
                            "ssh",
                            List.of(),
                            List.of(
                                    host.address(),
                                    "pkill -INT -f -- " + quote("tpcbench\\.jar [a-z]+ " + remoteDir + "/props"))))
                    .waitFor();
        } catch (IOException e) {
            out.accept("[" + name + "] could not be interrupted: " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private int ssh(String remoteCommand, Writer log, OutputTail tail) throws IOException, InterruptedException {
        return follow(process(command("ssh", List.of(), List.of(host.address(), remoteCommand))), log, tail);
    }

    /** {@code text} into the remote file {@code path} (mode 0600) through ssh's standard input. */
    private int write(String path, String text, Writer log, OutputTail tail) throws IOException, InterruptedException {
        Process p = new ProcessBuilder(
                        command("ssh", List.of(), List.of(host.address(), "umask 077 && cat > " + quote(path))))
                .redirectErrorStream(true)
                .start();
        try (OutputStream in = p.getOutputStream()) {
            in.write(text.getBytes(StandardCharsets.UTF_8));
        } catch (IOException e) {
            // ssh ended before reading it all: its output and exit code say why
            log.write("[" + path + " not written: " + e.getMessage() + "]\n");
        }
        return follow(p, log, tail);
    }

    /** scp of absolute local paths (a local path with a ':' is never taken for a host's). */
    private int scp(String from, String to, Writer log, OutputTail tail) throws IOException, InterruptedException {
        return follow(process(command("scp", List.of("-q", "-r", "-p"), List.of(from, to))), log, tail);
    }

    /**
     * ssh or scp with BatchMode, the host's port (ssh -p, scp -P), {@code sshOptions} and {@code
     * flags}, then {@code --} and {@code operands}: a host or path is never taken for an option.
     */
    static List<String> command(
            String tool, DriversConfig.Host host, List<String> sshOptions, List<String> flags, List<String> operands) {
        List<String> cmd = new ArrayList<>(List.of(tool, "-o", "BatchMode=yes"));
        if (host.port() != 0) {
            cmd.addAll(List.of(tool.equals("scp") ? "-P" : "-p", Integer.toString(host.port())));
        }
        cmd.addAll(sshOptions);
        cmd.addAll(flags);
        cmd.add("--");
        cmd.addAll(operands);
        return cmd;
    }

    private List<String> command(String tool, List<String> flags, List<String> operands) {
        return command(tool, host, config.sshOptions(), flags, operands);
    }

    private static Process process(List<String> cmd) throws IOException {
        return new ProcessBuilder(cmd)
                .redirectErrorStream(true)
                .redirectInput(ProcessBuilder.Redirect.from(Path.of("/dev/null").toFile()))
                .start();
    }

    private int follow(Process p, Writer log, OutputTail tail) throws IOException, InterruptedException {
        try (BufferedReader r = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
            for (String line = r.readLine(); line != null; line = r.readLine()) {
                out.accept("[" + name + "] " + line);
                log.write(mask.mask(line) + "\n");
                tail.add(line);
            }
        }
        return p.waitFor();
    }

    /** A word for the remote shell: in single quotes, a quote inside written as '\''. */
    static String quote(String word) {
        return "'" + word.replace("'", "'\\''") + "'";
    }
}
