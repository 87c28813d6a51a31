package io.tpcbench.it;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;

/**
 * tpcbench in a JVM of its own, as a user runs it, so that the test can send it signals: its
 * standard output and error go to one file that the test reads.
 */
final class Subprocess {
    private final Process process;
    private final String commandLine;
    private final Path output;

    private Subprocess(Process process, Path output, String commandLine) {
        this.process = process;
        this.output = output;
        this.commandLine = commandLine;
    }

    /** The command line the test gave it, words joined by spaces. */
    String commandLine() {
        return commandLine;
    }

    static Subprocess start(Path dir, Map<String, String> env, String... args) throws IOException {
        String java = ProcessHandle.current().info().command().orElse("java");
        List<String> cmd = new ArrayList<>(List.of(
                java,
                "-cp",
                System.getProperty("java.class.path"),
                "-Djava.io.tmpdir=" + System.getProperty("java.io.tmpdir"),
                "io.tpcbench.cli.Main"));
        cmd.addAll(List.of(args));
        Path out = Files.createTempFile(dir, "tpcbench-", ".out");
        ProcessBuilder pb = new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(out.toFile());
        pb.environment().putAll(env);
        return new Subprocess(pb.start(), out, String.join(" ", cmd));
    }

    static Subprocess start(Path dir, String... args) throws IOException {
        return start(dir, Map.of(), args);
    }

    /** The process id of tpcbench's JVM. */
    long pid() {
        return process.pid();
    }

    String output() throws IOException {
        return Files.readString(output, StandardCharsets.UTF_8);
    }

    /** Waits until the output contains {@code text}; fails the test after {@code timeout}. */
    void awaitOutput(String text, Duration timeout) throws IOException, InterruptedException {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (!output().contains(text)) {
            if (System.nanoTime() > deadline || !process.isAlive() && !output().contains(text)) {
                throw new AssertionError("no '" + text + "' in the output:\n" + output());
            }
            Thread.sleep(100);
        }
    }

    /**
     * Waits until {@code count} lines of the output match {@code line} (found anywhere in the line);
     * fails the test when the process ends first or after {@code timeout}, a bound against a hang.
     */
    void awaitLines(Pattern line, int count, Duration timeout) throws IOException, InterruptedException {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (output().lines().filter(l -> line.matcher(l).find()).count() < count) {
            if (System.nanoTime() > deadline || !process.isAlive()) {
                throw new AssertionError(
                        "fewer than " + count + " lines matching '" + line + "' in the output:\n" + output());
            }
            Thread.sleep(100);
        }
    }

    /** Whether its JVM has ended. */
    boolean ended() {
        return !process.isAlive();
    }

    /** Sends a signal by name (INT, TERM, KILL), as a shell's kill does. */
    void signal(String name) throws IOException, InterruptedException {
        Process kill = new ProcessBuilder("kill", "-" + name, Long.toString(process.pid()))
                .inheritIO()
                .start();
        if (kill.waitFor() != 0) {
            throw new AssertionError("kill -" + name + " failed");
        }
    }

    /** The exit code; fails the test if the process does not end within {@code timeout}. */
    int exitCode(Duration timeout) throws InterruptedException, IOException {
        if (!process.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS)) {
            process.destroyForcibly();
            throw new AssertionError("tpcbench did not end within " + timeout + "; output:\n" + output());
        }
        return process.exitValue();
    }
}
