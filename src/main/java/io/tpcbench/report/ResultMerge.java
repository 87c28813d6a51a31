package io.tpcbench.report;

import io.tpcbench.config.OutputException;
import io.tpcbench.workload.DriverLine;
import io.tpcbench.workload.SummaryPart;
import io.tpcbench.workload.SummaryParts;
import io.tpcbench.workload.Tally;
import io.tpcbench.workload.TypeLine;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.ToLongFunction;
import org.HdrHistogram.Histogram;

/**
 * The result directories of several drivers that ran one database at once, merged into one result
 * directory as if one driver had run all their terminals: counts summed, the latency logs merged
 * interval by interval (HdrHistogram adds exactly, so percentiles are those of all transactions,
 * never averages of percentiles), the window the span of theirs, and the summary, verdicts and
 * report computed as for one run.
 */
public final class ResultMerge {
    /** Drivers whose windows start or end further apart than this did not measure the same minutes. */
    static final long MAX_SKEW_MILLIS = 1_000;

    /** The directories given are not several drivers' share of one measurement, or the output exists. */
    public static final class Refused extends ReportException {
        Refused(String message) {
            super(message);
        }
    }

    private final List<RunResult> runs;
    private final RunSummary.Window window;
    private final SummaryParts parts;

    private ResultMerge(List<RunResult> runs, SummaryParts parts) {
        this.runs = runs;
        this.parts = parts;
        this.window = new RunSummary.Window(
                min(s -> s.window().sessionStartEpochMillis()),
                min(s -> s.window().startEpochMillis()),
                max(s -> s.window().endEpochMillis()));
    }

    /**
     * Merges the drivers' result directories into {@code output}, which must not exist; returns the
     * summary. Throws {@link Refused}, before anything is written, when they are not one measurement.
     */
    public static RunSummary merge(SummaryParts parts, List<Path> dirs, Path output) {
        if (Files.exists(output)) {
            throw new Refused(output + " already exists: a merge never overwrites, name another output=DIR");
        }
        ResultMerge merge =
                new ResultMerge(dirs.stream().map(d -> RunResult.read(parts, d)).toList(), parts);
        merge.check();
        try {
            Files.createDirectories(output.resolve("data"));
            MergedFiles files = new MergedFiles(merge.runs, merge.window);
            MergedFiles.Latencies latencies = files.writeLatencyLogs(output.resolve("data"));
            RunSummary summary = merge.summary(latencies.totals());
            files.writeIntervals(output, latencies);
            Files.write(output.resolve("summary.txt"), TextSummary.lines(summary), StandardCharsets.UTF_8);
            Files.writeString(output.resolve("summary.json"), SummaryJson.write(summary), StandardCharsets.UTF_8);
            files.writeParameters(output.resolve("run.properties"));
            files.writeOsMetrics(output.resolve("data"));
            return summary;
        } catch (IOException e) {
            throw new OutputException(output, e);
        }
    }

    /** Every reason the runs are not one measurement, all at once: the engine's and the workload's. */
    private void check() {
        List<String> problems = new ArrayList<>();
        RunResult first = runs.get(0);
        String workload = first.summary().workload();
        for (RunResult r : runs) {
            if (!r.summary().workload().equals(workload)) {
                throw new Refused(r.name() + " ran workload=" + r.summary().workload() + ", " + first.name()
                        + " workload=" + workload + ": results of one workload merge");
            }
            if (r.summary().share() == null) {
                throw new Refused(r.dir() + " was written by a tpcbench that cannot merge (its summary.json"
                        + " lacks the driver's share): run it again");
            }
        }
        problems.addAll(parts.problems(
                workload,
                runs.stream().map(r -> r.summary().part()).toList(),
                runs.stream().map(RunResult::name).toList()));
        for (RunResult r : runs) {
            intervals(r, first, problems);
        }
        skew("start", s -> s.window().startEpochMillis(), problems);
        // a Ctrl-C reaches the drivers one ssh apart: an interrupted window ends where its interrupt landed
        if (parts.windowsEndTogether(workload)
                && runs.stream().noneMatch(r -> r.summary().interrupted())) {
            skew("end", s -> s.window().endEpochMillis(), problems);
        }
        if (!problems.isEmpty()) {
            throw new Refused("these results are not one measurement: " + String.join("; ", problems));
        }
    }

    private static void intervals(RunResult r, RunResult first, List<String> problems) {
        if (r.summary().share().reportIntervalSecs() != first.summary().share().reportIntervalSecs()) {
            problems.add(
                    r.name() + " has reportIntervalSecs=" + r.summary().share().reportIntervalSecs() + ", "
                            + first.name() + " " + first.summary().share().reportIntervalSecs()
                            + ": their latency logs cannot be merged interval by interval; give every driver the same");
        }
    }

    private void skew(String edge, ToLongFunction<RunSummary> time, List<String> problems) {
        Comparator<RunResult> byTime = Comparator.comparingLong(r -> time.applyAsLong(r.summary()));
        RunResult earliest = runs.stream().min(byTime).orElseThrow();
        RunResult latest = runs.stream().max(byTime).orElseThrow();
        long apart = time.applyAsLong(latest.summary()) - time.applyAsLong(earliest.summary());
        if (apart > MAX_SKEW_MILLIS) {
            problems.add(String.format(
                    Locale.ROOT,
                    "the measurement windows %s %.1f s apart (%s's at %s,"
                            + " %s's at %s; at most %.1f s): start every driver with the same startAt and runMins",
                    edge,
                    apart / 1000.0,
                    earliest.name(),
                    Instant.ofEpochMilli(time.applyAsLong(earliest.summary())),
                    latest.name(),
                    Instant.ofEpochMilli(time.applyAsLong(latest.summary())),
                    MAX_SKEW_MILLIS / 1000.0));
        }
    }

    private RunSummary summary(Map<String, Histogram> latencies) {
        RunSummary first = runs.get(0).summary();
        long total = sum(RunSummary::transactionCount);
        List<TypeLine> types = new ArrayList<>();
        for (int i = 0; i < first.types().size(); i++) {
            int t = i;
            TypeLine line = first.types().get(t);
            types.add(TypeLine.of(
                    line.name(),
                    new TypeLine.Counts(
                            sum(s -> s.types().get(t).completed()),
                            sum(s -> s.types().get(t).rolledBack()),
                            sum(s -> s.types().get(t).retried()),
                            sum(s -> s.types().get(t).failed()),
                            sum(s -> s.types().get(t).late()),
                            line.lateAfterMs()),
                    latencies.get(logOf(first, line.name())),
                    total));
        }
        RunSummary.Faults faults = new RunSummary.Faults(
                sum(s -> s.faults().connectionLosses()),
                sum(s -> s.faults().reconnects()),
                sum(s -> s.faults().inDoubtCommitted()),
                sum(s -> s.faults().inDoubtRolledBack()),
                sum(s -> s.faults().inDoubtUnresolved()),
                sum(s -> s.faults().partialCommits()),
                errors(),
                runs.stream()
                        .flatMap(r -> r.summary().faults().cancelled().stream())
                        .toList());
        SummaryBuilder.RunFacts facts = facts();
        Histogram deferred = first.latencyLogs().stream()
                .filter(RunSummary.LatencyLog::deferred)
                .findFirst()
                .map(l -> latencies.get(l.name()))
                .orElseGet(() -> new Histogram(3));
        MergedTally tally = new MergedTally(
                facts.measuredSecs(),
                facts.terminals(),
                facts.spread(),
                types,
                latencies,
                first.latencyLogs(),
                new Tally.Deferred(0, 0, 0, 0, 0, 0, deferred),
                faults.errors().stream()
                        .mapToLong(RunSummary.ErrorLine::retried)
                        .sum(),
                faults.reconnects(),
                faults.partialCommits());
        SummaryPart part = parts.merge(
                first.workload(), runs.stream().map(r -> r.summary().part()).toList(), tally);
        return SummaryBuilder.build(
                facts, types, faults, endpoints(facts.minutes()), part, first.workload(), first.latencyLogs());
    }

    /** The latency log of the kind people read as {@code name}. */
    private static String logOf(RunSummary s, String name) {
        return s.latencyLogs().stream()
                .filter(l -> l.displayName().equals(name))
                .findFirst()
                .map(RunSummary.LatencyLog::name)
                .orElseThrow(() -> new ReportException("the summary of a driver" + " has no latency log of " + name));
    }

    /** The drivers' retries and failures, summed per error code. */
    private List<RunSummary.ErrorLine> errors() {
        Map<Integer, RunSummary.ErrorLine> byCode = new TreeMap<>();
        runs.stream()
                .flatMap(r -> r.summary().faults().errors().stream())
                .forEach(e -> byCode.merge(
                        e.code(),
                        e,
                        (a, b) -> new RunSummary.ErrorLine(
                                a.code(), a.meaning(), a.retried() + b.retried(), a.failed() + b.failed())));
        return List.copyOf(byCode.values());
    }

    private SummaryBuilder.RunFacts facts() {
        RunSummary first = runs.get(0).summary();
        double driverCpuNanos = runs.stream()
                .mapToDouble(
                        r -> r.summary().driverCpuMsPerTxn() * 1e6 * r.summary().transactionCount())
                .sum();
        // the server's counters are the first driver's reading: all clients of the server it ran against
        long serverCpuNanos = Double.isNaN(first.server().cpuMsPerTxn())
                ? -1
                : Math.round(first.server().cpuMsPerTxn() * 1e6 * first.transactionCount());
        List<DriverLine> drivers = runs.stream().map(ResultMerge::driverLine).toList();
        boolean sameStartAt = runs.stream()
                .allMatch(r -> r.summary().share().startAtEpochMillis()
                        == first.share().startAtEpochMillis());
        RunSummary.DriverShare share = new RunSummary.DriverShare(
                sameStartAt ? first.share().startAtEpochMillis() : 0,
                first.share().reportIntervalSecs(),
                drivers);
        return new SummaryBuilder.RunFacts(
                runs.stream()
                        .map(r -> r.summary().sessionStart())
                        .min(String::compareTo)
                        .orElseThrow(),
                runs.stream()
                        .map(r -> r.summary().sessionEnd())
                        .max(String::compareTo)
                        .orElseThrow(),
                (window.endEpochMillis() - window.startEpochMillis()) / 1000.0,
                runs.stream().anyMatch(r -> r.summary().interrupted()),
                window,
                (int) sum(RunSummary::terminals),
                Math.round(driverCpuNanos),
                new SummaryBuilder.ServerCost(
                        first.server().statements(),
                        serverCpuNanos,
                        first.server().state()),
                first.environment(),
                share,
                MergedTally.together(runs.stream().map(RunResult::summary).toList()));
    }

    private static DriverLine driverLine(RunResult r) {
        RunSummary s = r.summary();
        return new DriverLine(
                r.name(),
                s.terminals(),
                s.tpmTotal(),
                Figures.failed(s),
                s.types().get(0).p90Ms(),
                s.driverCpuMsPerTxn());
    }

    /** Each endpoint's lines of every driver, added up by name. */
    private List<RunSummary.EndpointLine> endpoints(double minutes) {
        Map<String, long[]> byName = new LinkedHashMap<>();
        for (RunResult r : runs) {
            for (RunSummary.EndpointLine e : r.summary().endpoints()) {
                long[] c = byName.computeIfAbsent(e.name(), n -> new long[4]);
                c[0] += e.completed();
                c[1] += e.failed();
                c[2] += e.connectionLosses();
                c[3] += e.retried();
            }
        }
        List<RunSummary.EndpointLine> lines = new ArrayList<>();
        byName.forEach((name, c) -> lines.add(SummaryBuilder.endpointLine(name, c[0], c[1], c[2], c[3], minutes)));
        return lines;
    }

    private long sum(ToLongFunction<RunSummary> f) {
        return runs.stream().mapToLong(r -> f.applyAsLong(r.summary())).sum();
    }

    private long min(ToLongFunction<RunSummary> f) {
        return runs.stream().mapToLong(r -> f.applyAsLong(r.summary())).min().orElseThrow();
    }

    private long max(ToLongFunction<RunSummary> f) {
        return runs.stream().mapToLong(r -> f.applyAsLong(r.summary())).max().orElseThrow();
    }
}
