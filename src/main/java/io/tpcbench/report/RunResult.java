package io.tpcbench.report;

import io.tpcbench.config.Secrets;
import io.tpcbench.workload.SummaryParts;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A result directory read back: what the report, the comparison and the sweep draw from.
 *
 * @param parameters run.properties in file order, secrets masked again (whatever wrote the file)
 * @param latency per latency log ({@link RunSummary#latencyLogs()}: the kinds in the workload's order, then
 *     its deferred work's)
 * @param os the hosts whose OS metrics were collected
 */
public record RunResult(
        Path dir,
        RunSummary summary,
        Map<String, String> parameters,
        Map<String, LatencySeries> latency,
        List<OsSeries> os) {

    /** The result in {@code dir}, its summary's workload part read by that workload ({@code parts}). */
    public static RunResult read(SummaryParts parts, Path dir) {
        if (!Files.isDirectory(dir)) {
            throw new ReportException(dir + " is not a directory");
        }
        RunSummary summary = SummaryJson.read(parts, dir.resolve("summary.json"));
        Map<String, LatencySeries> latency = new LinkedHashMap<>();
        for (RunSummary.LatencyLog log : summary.latencyLogs()) {
            latency.put(
                    log.name(),
                    LatencySeries.read(
                            dir.resolve("data").resolve("latency_" + log.name() + ".hlog"), summary.window()));
        }
        Map<String, String> parameters = parameters(dir.resolve("run.properties"));
        List<OsSeries> os = new ArrayList<>();
        OsSeries.read(dir.resolve("data/os_driver.csv"), "driver host").ifPresent(os::add);
        for (Path csv : mergedDriverHosts(dir.resolve("data"))) {
            String name = csv.getFileName().toString();
            OsSeries.read(csv, "driver host " + name.substring("os_driver_".length(), name.length() - ".csv".length()))
                    .ifPresent(os::add);
        }
        OsSeries.read(
                        dir.resolve("data/os_database.csv"),
                        "database host " + parameters.getOrDefault("osCollectorSSHAddr", ""))
                .ifPresent(os::add);
        return new RunResult(dir, summary, parameters, latency, List.copyOf(os));
    }

    /** The directory's name, which identifies the run in comparisons and sweeps. */
    public String name() {
        Path name = dir.toAbsolutePath().normalize().getFileName();
        return name == null ? dir.toString() : name.toString();
    }

    public Optional<String> parameter(String key) {
        return Optional.ofNullable(parameters.get(key));
    }

    /** A merged result's driver hosts: {@code data/os_driver_<driver's result directory>.csv}, by name. */
    private static List<Path> mergedDriverHosts(Path data) {
        try (var files = Files.list(data)) {
            return files.filter(f -> f.getFileName().toString().matches("os_driver_.+\\.csv"))
                    .sorted()
                    .toList();
        } catch (IOException e) {
            return List.of();
        }
    }

    private static Map<String, String> parameters(Path file) {
        Map<String, String> map = new LinkedHashMap<>();
        if (!Files.isRegularFile(file)) {
            return map;
        }
        try {
            for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
                int eq = line.indexOf('=');
                if (eq > 0 && !line.startsWith("#")) {
                    String key = line.substring(0, eq).trim();
                    map.put(key, Secrets.shown(key, line.substring(eq + 1)));
                }
            }
        } catch (IOException e) {
            throw new ReportException(file + " cannot be read: " + e.getMessage());
        }
        return map;
    }
}
