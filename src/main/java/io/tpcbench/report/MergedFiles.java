package io.tpcbench.report;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;
import org.HdrHistogram.Histogram;

/**
 * The files of a merged result directory besides its summary: the drivers' latency logs merged
 * interval by interval, their run.properties side by side, and each driver host's OS metrics.
 */
final class MergedFiles {
    private final List<RunResult> runs;
    private final RunSummary.Window window;

    /** The drivers' results, and the merged window ({@code window}: the span of theirs). */
    MergedFiles(List<RunResult> runs, RunSummary.Window window) {
        this.runs = runs;
        this.window = window;
    }

    /**
     * Writes each type's merged log and returns its total. The drivers cut their intervals on the
     * same grid through the window's start (reportIntervalSecs and startAt agree), so interval k of
     * every driver, the one whose middle lies in the k-th report interval from the window's start,
     * goes into interval k of the merge; the warm-up's first interval and the short last one
     * each keep a slot of their own.
     */
    Latencies writeLatencyLogs(Path data) {
        long intervalMillis = intervalMillis();
        Map<String, Histogram> totals = new LinkedHashMap<>();
        Map<String, SortedMap<Long, Histogram>> intervals = new LinkedHashMap<>();
        for (String type : runs.get(0).latency().keySet()) {
            TreeMap<Long, Histogram> merged = new TreeMap<>();
            for (RunResult r : runs) {
                for (Histogram h : HlogFiles.intervals(r.dir().resolve("data").resolve("latency_" + type + ".hlog"))) {
                    long middle = (h.getStartTimeStamp() + h.getEndTimeStamp()) / 2;
                    long k = Math.floorDiv(middle - window.startEpochMillis(), intervalMillis);
                    merged.merge(k, h, MergedFiles::add);
                }
            }
            Histogram total = new Histogram(3);
            try (HlogFiles.Log log =
                    HlogFiles.create(data.resolve("latency_" + type + ".hlog"), window.sessionStartEpochMillis())) {
                for (Histogram h : merged.values()) {
                    log.append(h);
                    total.add(h);
                }
            }
            totals.put(type, total);
            intervals.put(type, merged);
        }
        return new Latencies(totals, intervals);
    }

    /** The merged latencies per kind: the window's total, and interval k's histogram by k. */
    record Latencies(Map<String, Histogram> totals, Map<String, SortedMap<Long, Histogram>> intervals) {}

    private long intervalMillis() {
        return runs.get(0).summary().share().reportIntervalSecs() * 1000L;
    }

    /**
     * The merged {@code intervals.jsonl}, from the drivers' files and the merged latencies (empty
     * when they printed no line); none when no driver wrote one (results from before the file).
     */
    void writeIntervals(Path dir, Latencies latencies) {
        List<List<IntervalFile.Entry>> drivers = runs.stream()
                .map(r -> r.dir().resolve(IntervalFile.NAME))
                .filter(Files::isRegularFile)
                .map(IntervalFile::read)
                .toList();
        if (!drivers.isEmpty()) {
            IntervalFile.write(
                    dir,
                    IntervalFile.merge(
                            drivers,
                            latencies.intervals(),
                            window.sessionStartEpochMillis(),
                            window.startEpochMillis(),
                            intervalMillis()));
        }
    }

    /** The sum of two drivers' intervals, spanning both. */
    private static Histogram add(Histogram a, Histogram b) {
        Histogram sum = new Histogram(3);
        sum.add(a);
        sum.add(b);
        sum.setStartTimeStamp(Math.min(a.getStartTimeStamp(), b.getStartTimeStamp()));
        sum.setEndTimeStamp(Math.max(a.getEndTimeStamp(), b.getEndTimeStamp()));
        return sum;
    }

    /**
     * run.properties of the merge: every key of the drivers' files, its value where they agree and
     * each driver's, separated by " / " in driver order, where they differ.
     */
    void writeParameters(Path file) throws IOException {
        Map<String, List<String>> values = new LinkedHashMap<>();
        for (int i = 0; i < runs.size(); i++) {
            for (Map.Entry<String, String> e : runs.get(i).parameters().entrySet()) {
                values.computeIfAbsent(e.getKey(), k -> new ArrayList<>(Collections.nCopies(runs.size(), "")))
                        .set(i, e.getValue());
            }
        }
        List<String> lines = new ArrayList<>();
        lines.add("# tpcbench: merged from " + runs.size() + " drivers: "
                + String.join(" / ", runs.stream().map(RunResult::name).toList()));
        values.forEach((key, v) ->
                lines.add(key + "=" + (v.stream().distinct().count() == 1 ? v.get(0) : String.join(" / ", v))));
        Files.write(file, lines, StandardCharsets.UTF_8);
    }

    /**
     * Each driver host's OS metrics as {@code os_driver_<its result directory>.csv}, and the first
     * database host's found, with the elapsed times counted from the merge's session start.
     */
    void writeOsMetrics(Path data) throws IOException {
        boolean database = false;
        for (RunResult r : runs) {
            copyOs(r.dir().resolve("data/os_driver.csv"), data.resolve("os_driver_" + r.name() + ".csv"));
            if (!database) {
                database = copyOs(r.dir().resolve("data/os_database.csv"), data.resolve("os_database.csv"));
            }
        }
    }

    private boolean copyOs(Path from, Path to) throws IOException {
        if (!Files.isRegularFile(from)) {
            return false;
        }
        List<String> lines = new ArrayList<>();
        for (String line : Files.readAllLines(from, StandardCharsets.UTF_8)) {
            String[] cells = line.split(",", 3);
            lines.add(
                    lines.isEmpty() || cells.length < 3
                            ? line
                            : (Long.parseLong(cells[1]) - window.sessionStartEpochMillis()) + "," + cells[1] + ","
                                    + cells[2]);
        }
        Files.write(to, lines, StandardCharsets.UTF_8);
        return true;
    }
}
