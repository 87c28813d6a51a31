package io.tpcbench.report;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import io.tpcbench.config.OutputException;
import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;
import org.HdrHistogram.Histogram;

/**
 * {@code intervals.jsonl} of a result directory: each printed interval line as one JSON object
 * per line (JSON Lines), with the same numbers, for tools that read JSON: the interval's edges
 * (epoch ms) and length, the printed text, the workload's figures by name with each one's merge
 * rule ({@link io.tpcbench.workload.IntervalLine}), per kind the units completed, their p90 and
 * max in ms and those late, and the connections lost. Written and flushed as each line prints, so
 * a stopped run keeps its lines; a merge writes the merged result's from the drivers' files.
 */
public final class IntervalFile implements AutoCloseable {
    public static final String NAME = "intervals.jsonl";

    private static final ObjectMapper MAPPER = JsonMapper.builder()
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .build();

    /** One kind's units in an interval: completed, their p90 and max in ms, and those late. */
    public record KindFigures(long count, double p90Ms, double maxMs, long late) {
        /** The figures of {@code h} (microseconds), {@code late} of them late. */
        public static KindFigures of(Histogram h, long late) {
            return new KindFigures(
                    h.getTotalCount(), h.getValueAtPercentile(90) / 1000.0, h.getMaxValue() / 1000.0, late);
        }
    }

    /**
     * One interval line. {@code line} is the printed text (null in a merged file, which prints none),
     * {@code elapsedSecs} counts from the session's start (the merge's: the earliest driver's), the
     * connections lost are the interval's, retries and reconnects the session's so far.
     */
    public record Entry(
            long startEpochMs,
            long endEpochMs,
            double elapsedSecs,
            double intervalSecs,
            String line,
            Map<String, Double> figures,
            Map<String, String> merge,
            Map<String, KindFigures> kinds,
            long lostConnections,
            long retriedSoFar,
            long reconnectsSoFar) {}

    private final Path file;
    private final BufferedWriter out;

    private IntervalFile(Path file, BufferedWriter out) {
        this.file = file;
        this.out = out;
    }

    /** Creates {@code intervals.jsonl} in {@code resultDir}, which must not hold one. */
    public static IntervalFile create(Path resultDir) {
        Path file = resultDir.resolve(NAME);
        try {
            return new IntervalFile(
                    file, Files.newBufferedWriter(file, StandardCharsets.UTF_8, StandardOpenOption.CREATE_NEW));
        } catch (IOException e) {
            throw new OutputException(file, e);
        }
    }

    /** Appends one line and flushes it. */
    public void append(Entry entry) {
        try {
            out.write(Json.line(entry));
            out.write('\n');
            out.flush();
        } catch (IOException e) {
            throw new OutputException(file, e);
        }
    }

    @Override
    public void close() {
        try {
            out.close();
        } catch (IOException e) {
            throw new OutputException(file, e);
        }
    }

    /** The entries of an {@code intervals.jsonl}; none when the file is missing (a result from before it). */
    public static List<Entry> read(Path file) {
        List<Entry> entries = new ArrayList<>();
        if (!Files.isRegularFile(file)) {
            return entries;
        }
        try {
            for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
                if (!line.isBlank()) {
                    entries.add(MAPPER.readValue(line, Entry.class));
                }
            }
        } catch (IOException e) {
            throw new OutputException(file, e);
        }
        return entries;
    }

    /**
     * The merged result's lines from the drivers' {@code drivers} entries: interval k of every
     * driver (its middle in the k-th report interval from the window's start, as {@link
     * MergedFiles} merges the latency logs) goes into line k, whose {@code sum} figures add up,
     * whose {@code p<N> KIND} figures and per-kind p90 and max are read again from the merged
     * histograms of interval k ({@code histograms}: per kind, by k), and whose {@code none}
     * figures are left out.
     */
    static List<Entry> merge(
            List<List<Entry>> drivers,
            Map<String, SortedMap<Long, Histogram>> histograms,
            long sessionStartEpochMillis,
            long windowStartEpochMillis,
            long intervalMillis) {
        TreeMap<Long, List<Entry>> byK = new TreeMap<>();
        for (List<Entry> entries : drivers) {
            for (Entry e : entries) {
                long middle = (e.startEpochMs() + e.endEpochMs()) / 2;
                byK.computeIfAbsent(
                                Math.floorDiv(middle - windowStartEpochMillis, intervalMillis), k -> new ArrayList<>())
                        .add(e);
            }
        }
        List<Entry> merged = new ArrayList<>();
        byK.forEach((k, same) -> merged.add(mergeOne(k, same, histograms, sessionStartEpochMillis)));
        return merged;
    }

    private static Entry mergeOne(
            long k, List<Entry> same, Map<String, SortedMap<Long, Histogram>> histograms, long sessionStart) {
        long start = same.stream().mapToLong(Entry::startEpochMs).min().orElseThrow();
        long end = same.stream().mapToLong(Entry::endEpochMs).max().orElseThrow();
        Entry first = same.get(0);
        Map<String, Double> figures = new LinkedHashMap<>();
        Map<String, String> rules = new LinkedHashMap<>();
        first.merge().forEach((name, rule) -> {
            if (rule.equals("sum")) {
                figures.put(
                        name,
                        same.stream()
                                .mapToDouble(e -> e.figures().getOrDefault(name, 0.0))
                                .sum());
                rules.put(name, rule);
            } else if (rule.startsWith("p")) {
                String[] p = rule.substring(1).split(" ", 2);
                Histogram h = interval(histograms, p[1], k);
                figures.put(name, h == null ? Double.NaN : h.getValueAtPercentile(Double.parseDouble(p[0])) / 1000.0);
                rules.put(name, rule);
            }
        });
        Map<String, KindFigures> kinds = new LinkedHashMap<>();
        first.kinds().keySet().forEach(kind -> {
            long late = same.stream()
                    .mapToLong(e ->
                            e.kinds().containsKey(kind) ? e.kinds().get(kind).late() : 0)
                    .sum();
            Histogram h = interval(histograms, kind, k);
            kinds.put(kind, h == null ? new KindFigures(0, 0, 0, late) : KindFigures.of(h, late));
        });
        return new Entry(
                start,
                end,
                (end - sessionStart) / 1000.0,
                (end - start) / 1000.0,
                null,
                figures,
                rules,
                kinds,
                same.stream().mapToLong(Entry::lostConnections).sum(),
                same.stream().mapToLong(Entry::retriedSoFar).sum(),
                same.stream().mapToLong(Entry::reconnectsSoFar).sum());
    }

    private static Histogram interval(Map<String, SortedMap<Long, Histogram>> histograms, String kind, long k) {
        SortedMap<Long, Histogram> byK = histograms.get(kind);
        return byK == null ? null : byK.get(k);
    }

    /** Writes {@code entries} as {@code dir}'s {@code intervals.jsonl}. */
    static void write(Path dir, List<Entry> entries) {
        try (IntervalFile f = create(dir)) {
            entries.forEach(f::append);
        }
    }
}
