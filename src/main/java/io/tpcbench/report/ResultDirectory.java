package io.tpcbench.report;

import io.tpcbench.config.ConfigException;
import io.tpcbench.config.ConfigPrinter;
import io.tpcbench.config.DirectoryPattern;
import io.tpcbench.config.OutputException;
import io.tpcbench.config.TpcConfig;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.List;

/**
 * A run's result directory (BenchmarkSQL layout): {@code run.properties} (secrets masked),
 * {@code data/runInfo.csv}, {@code data/result.csv}, the latency logs, {@code summary.txt} and
 * {@code summary.json}. An existing directory is never reused. A file that cannot be written is an
 * {@link OutputException} (exit 8).
 */
public final class ResultDirectory {
    static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss");
    private static final DateTimeFormatter FILE_STAMP = DateTimeFormatter.ofPattern("yyyy-MM-dd_HHmmss");

    private final Path dir;

    private ResultDirectory(Path dir) {
        this.dir = dir;
    }

    public static ResultDirectory create(String pattern, ZonedDateTime start) {
        Path dir = DirectoryPattern.format(pattern, start);
        if (Files.exists(dir)) {
            throw new ConfigException("resultDirectory " + dir + " already exists: results are never overwritten;"
                    + " use a pattern with %t conversions or another name");
        }
        try {
            Files.createDirectories(dir.resolve("data"));
        } catch (IOException e) {
            throw new ConfigException("resultDirectory " + dir + " cannot be created: " + e.getMessage());
        }
        return new ResultDirectory(dir);
    }

    public Path path() {
        return dir;
    }

    public Path data() {
        return dir.resolve("data");
    }

    public void writeRunProperties(TpcConfig config, List<String> environment) throws IOException {
        write(
                dir.resolve("run.properties"),
                ConfigPrinter.asProperties(config) + String.join("\n", environment) + "\n");
    }

    /** BenchmarkSQL's runInfo.csv: one header line and one row. */
    public void writeRunInfo(List<String> header, List<String> row) throws IOException {
        write(data().resolve("runInfo.csv"), String.join(",", header) + "\n" + String.join(",", row) + "\n");
    }

    public void writeSummary(RunSummary summary) throws IOException {
        write(dir.resolve("summary.txt"), String.join("\n", TextSummary.lines(summary)) + "\n");
        write(dir.resolve("summary.json"), SummaryJson.write(summary));
    }

    private static void write(Path file, String text) {
        try {
            Files.writeString(file, text, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new OutputException(file, e);
        }
    }

    public static String stamp(ZonedDateTime t) {
        return STAMP.format(t);
    }

    /** A stamp for file names: {@code 2026-11-23_101500}. */
    public static String fileStamp(ZonedDateTime t) {
        return FILE_STAMP.format(t);
    }
}
