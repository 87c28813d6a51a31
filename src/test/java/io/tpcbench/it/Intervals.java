package io.tpcbench.it;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.Future;
import java.util.function.BooleanSupplier;
import java.util.function.Predicate;
import java.util.regex.Pattern;

/**
 * The event a test waits for before it disturbs or ends a run: the run's measured intervals, as its
 * result directory's {@code intervals.jsonl} records them. A line is written only for an interval
 * of the measurement window, so its first line says that the window has started and has counted
 * work for a whole interval, however slow the machine.
 */
final class Intervals {
    /** An interval line as a run prints it ({@code [    4s] tpmC ...}): only measured intervals print one. */
    static final Pattern LINE = line("");

    private static final ObjectMapper JSON = new ObjectMapper();

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
    static List<JsonNode> await(Path results, int n, Future<?> run, Duration hang)
            throws IOException, InterruptedException {
        return await(results, n + " measured interval(s)", lines -> lines.size() >= n, run::isDone, hang);
    }

    /**
     * Waits until the measured intervals of {@code results} satisfy {@code enough} (a figure's sum
     * over them, say) and returns them; fails when {@code ended} says the run has ended first, or
     * after {@code hang}.
     */
    static List<JsonNode> await(
            Path results, String what, Predicate<List<JsonNode>> enough, BooleanSupplier ended, Duration hang)
            throws IOException, InterruptedException {
        Path file = results.resolve("intervals.jsonl");
        long deadline = System.nanoTime() + hang.toNanos();
        while (true) {
            List<JsonNode> lines = Files.exists(file) ? complete(Files.readAllLines(file)) : List.of();
            if (enough.test(lines)) {
                return lines;
            }
            if (ended.getAsBoolean() || System.nanoTime() > deadline) {
                throw new AssertionError((ended.getAsBoolean() ? "the run ended" : "no progress in " + hang)
                        + " before " + what + ": " + lines.size() + " measured interval(s) in " + file);
            }
            Thread.sleep(50);
        }
    }

    /** The sum of a figure of the workload's ({@code queries}, say) over {@code lines}. */
    static double sum(List<JsonNode> lines, String figure) {
        return lines.stream()
                .mapToDouble(l -> l.path("figures").path(figure).asDouble())
                .sum();
    }

    /** The lines written whole (a line being written has no closing brace yet), parsed. */
    private static List<JsonNode> complete(List<String> lines) {
        return lines.stream().filter(l -> l.endsWith("}")).map(Intervals::parse).toList();
    }

    private static JsonNode parse(String line) {
        try {
            return JSON.readTree(line);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
