package io.tpcbench.cli;

import io.tpcbench.config.ConfigException;
import io.tpcbench.config.OutputException;
import io.tpcbench.config.SecretMask;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;

/**
 * The {@code betweenRuns} command of a sweep, run with {@code /bin/sh -c} before each run: its
 * output goes to the console (prefixed) and to {@code between_runs.log} in the sweep directory,
 * the command and its output with the sweep's secrets masked; a non-zero exit stops the sweep
 * with its last lines. Ctrl-C ends it.
 */
final class BetweenRuns {
    static final String LOG = "between_runs.log";

    private final String command;
    private final Path sweepDir;
    private final Consumer<String> out;
    private final SecretMask mask;
    private final AtomicReference<Process> running = new AtomicReference<>();

    BetweenRuns(String command, Path sweepDir, Consumer<String> out, SecretMask mask) {
        this.command = command;
        this.sweepDir = sweepDir;
        this.out = out;
        this.mask = mask;
    }

    /**
     * Runs the command before run {@code number} of {@code total}, whose settings are
     * {@code point}, with {@code settings} in its environment as well; throws when it fails (or
     * cannot start), naming the exit code and its last lines.
     */
    void run(int number, int total, String point, Map<String, String> settings)
            throws IOException, InterruptedException {
        out.accept("betweenRuns before run " + number + " of " + total + ": " + command);
        ProcessBuilder pb = new ProcessBuilder("/bin/sh", "-c", command).redirectErrorStream(true);
        Map<String, String> env = pb.environment();
        env.put("TPCBENCH_SWEEP_RUN", Integer.toString(number));
        env.put("TPCBENCH_SWEEP_POINT", point);
        env.put("TPCBENCH_SWEEP_DIR", sweepDir.toAbsolutePath().toString());
        env.putAll(settings);
        OutputTail tail = new OutputTail();
        Process p;
        try {
            p = pb.start();
        } catch (IOException e) {
            throw new ConfigException("betweenRuns=" + command + " cannot be started: " + e.getMessage());
        }
        running.set(p);
        try (BufferedReader r = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
                Writer log = Files.newBufferedWriter(
                        sweepDir.resolve(LOG),
                        StandardCharsets.UTF_8,
                        StandardOpenOption.CREATE,
                        StandardOpenOption.APPEND)) {
            log.write(mask.mask("== before run " + number + " of " + total + " (" + point + "): " + command) + "\n");
            for (String line = r.readLine(); line != null; line = r.readLine()) {
                out.accept("  betweenRuns: " + line);
                log.write(mask.mask(line) + "\n");
                tail.add(line);
            }
            int code = p.waitFor();
            log.write("== exit " + code + "\n");
            if (code != 0) {
                throw new ConfigException("betweenRuns=" + command + " failed with exit code " + code + " before run "
                        + number + " of " + total + "; the sweep stops"
                        + (tail.isEmpty() ? "" : ". Its last output: " + tail.joined()) + " (all of it in "
                        + sweepDir.resolve(LOG) + ")");
            }
        } catch (IOException e) {
            // the output is read from the command's pipe, which does not fail while it runs: the log did
            throw new OutputException(sweepDir.resolve(LOG), e);
        } finally {
            running.set(null);
            p.destroy();
        }
    }

    /** Ends the command in progress, if any (Ctrl-C). */
    void interrupt() {
        Process p = running.get();
        if (p != null) {
            p.descendants().forEach(ProcessHandle::destroy);
            p.destroy();
        }
    }
}
