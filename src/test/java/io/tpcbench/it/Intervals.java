package io.tpcbench.it;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.Future;
import java.util.regex.Pattern;

/**
 * The event a test waits for before it disturbs a run: the run's measured intervals, as its
 * result directory's {@code intervals.jsonl} records them. A line is written only for an interval
 * of the measurement window, so its first line says that the window has started and has counted
 * work for a whole interval, however slow the machine.
 */
final class Intervals {
    /** An interval line as a run prints it ({@code [    4s] tpmC ...}): only measured intervals print one. */
    static final Pattern LINE = line("");

    private Intervals() {}

    /** An interval line of one driver of a {@code drivers} run, which names its lines ({@code [d1] [    4s] ...}). */
    static Pattern line(String driver) {
        return Pattern.compile("^" + (driver.isEmpty() ? "" : Pattern.quote("[" + driver + "] ")) + "\\[ *\\d+s\\] ");
    }

    /**
     * Waits until {@code results/intervals.jsonl} holds {@code n} lines and returns them. Fails when
     * {@code run} ends first (its failure or its exit code then tells why) or after {@code hang}, a
     * bound against a hang only.
     */
    static List<String> await(Path results, int n, Future<?> run, Duration hang)
            throws IOException, InterruptedException {
        Path file = results.resolve("intervals.jsonl");
        long deadline = System.nanoTime() + hang.toNanos();
        while (true) {
            List<String> lines = Files.exists(file) ? complete(Files.readAllLines(file)) : List.of();
            if (lines.size() >= n) {
                return lines;
            }
            if (run.isDone() || System.nanoTime() > deadline) {
                throw new AssertionError((run.isDone() ? "the run ended" : "no progress in " + hang) + " with "
                        + lines.size() + " of " + n + " measured interval(s) in " + file);
            }
            Thread.sleep(50);
        }
    }

    /** The lines written whole: a line being written has no closing brace yet. */
    private static List<String> complete(List<String> lines) {
        return lines.stream().filter(l -> l.endsWith("}")).toList();
    }
}
