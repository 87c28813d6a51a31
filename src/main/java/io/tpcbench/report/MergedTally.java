package io.tpcbench.report;

import io.tpcbench.workload.Kind;
import io.tpcbench.workload.Tally;
import io.tpcbench.workload.TerminalSpread;
import io.tpcbench.workload.TypeLine;
import java.util.List;
import java.util.Map;
import java.util.function.ToDoubleFunction;
import org.HdrHistogram.Histogram;

/**
 * The tally of several drivers' results merged (their kinds' counts summed, their latency logs
 * merged), as a merge hands it to the workload; the deferred work's counts are the workload's to sum,
 * from its drivers' parts.
 */
record MergedTally(
        double measuredSecs,
        int terminals,
        TerminalSpread spread,
        List<TypeLine> types,
        Map<String, Histogram> latencies,
        List<RunSummary.LatencyLog> logs,
        Tally.Deferred deferred,
        long retriedErrors,
        long reconnects,
        long partialCommits)
        implements Tally {

    @Override
    public long completed(Kind kind) {
        return line(kind).completed();
    }

    @Override
    public long rolledBack(Kind kind) {
        return line(kind).rolledBack();
    }

    @Override
    public Histogram latencies(Kind kind) {
        Histogram h = latencies.get(kind.name());
        return h == null ? new Histogram(3) : h;
    }

    private TypeLine line(Kind kind) {
        return types.stream()
                .filter(t -> t.name().equals(kind.displayName()))
                .findFirst()
                .orElse(new TypeLine(kind.displayName(), 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0));
    }

    /**
     * The terminals of several drivers together: the fewest and most any served, the means and
     * the standard deviations over all of them (pooled from each driver's); null when none has one.
     */
    static TerminalSpread together(List<RunSummary> drivers) {
        List<RunSummary> with = drivers.stream().filter(s -> s.spread() != null).toList();
        if (with.isEmpty()) {
            return null;
        }
        double terminals = with.stream().mapToDouble(RunSummary::terminals).sum();
        double mean = with.stream()
                        .mapToDouble(s -> s.spread().mean() * s.terminals())
                        .sum()
                / terminals;
        double busy = with.stream()
                        .mapToDouble(s -> s.spread().busyMeanSecs() * s.terminals())
                        .sum()
                / terminals;
        return new TerminalSpread(
                with.stream().mapToLong(s -> s.spread().min()).min().orElseThrow(),
                with.stream().mapToLong(s -> s.spread().max()).max().orElseThrow(),
                mean,
                pooled(
                        with,
                        terminals,
                        mean,
                        s -> s.spread().mean(),
                        s -> s.spread().stddev()),
                busy,
                pooled(
                        with,
                        terminals,
                        busy,
                        s -> s.spread().busyMeanSecs(),
                        s -> s.spread().busyStddevSecs()));
    }

    private static double pooled(
            List<RunSummary> with,
            double terminals,
            double mean,
            ToDoubleFunction<RunSummary> means,
            ToDoubleFunction<RunSummary> deviations) {
        double sum = 0;
        for (RunSummary s : with) {
            double d = deviations.applyAsDouble(s);
            double m = means.applyAsDouble(s) - mean;
            sum += s.terminals() * (d * d + m * m);
        }
        return Math.sqrt(sum / terminals);
    }
}
