package io.tpcbench.metrics;

import io.tpcbench.workload.Kind;
import io.tpcbench.workload.Tally;
import io.tpcbench.workload.TerminalSpread;
import io.tpcbench.workload.TypeLine;
import java.util.ArrayList;
import java.util.List;
import org.HdrHistogram.Histogram;

/** What the engine counted ({@link RunStats}, {@link LatencyTotals}) as the boundary hands it to a workload. */
public final class StatsTally implements Tally {
    private final RunStats stats;
    private final LatencyTotals latencies;
    private final double measuredSecs;
    private final int terminals;
    private final TerminalSpread spread;

    public StatsTally(
            RunStats stats, LatencyTotals latencies, double measuredSecs, int terminals, TerminalSpread spread) {
        this.stats = stats;
        this.latencies = latencies;
        this.measuredSecs = measuredSecs;
        this.terminals = terminals;
        this.spread = spread;
    }

    @Override
    public double measuredSecs() {
        return measuredSecs;
    }

    @Override
    public int terminals() {
        return terminals;
    }

    @Override
    public TerminalSpread spread() {
        return spread;
    }

    @Override
    public List<TypeLine> types() {
        long total =
                stats.kinds().stream().mapToLong(k -> stats.of(k).completed()).sum();
        List<TypeLine> types = new ArrayList<>();
        for (Kind k : stats.kinds()) {
            TypeStats s = stats.of(k);
            types.add(TypeLine.of(
                    k.displayName(),
                    new TypeLine.Counts(
                            s.completed(),
                            s.rolledBack(),
                            s.retries(),
                            s.failed(),
                            s.late(),
                            s.lateAfterMicros() == Long.MAX_VALUE ? 0 : s.lateAfterMicros() / 1000.0),
                    latencies.total(k),
                    total));
        }
        return types;
    }

    @Override
    public long completed(Kind kind) {
        return stats.of(kind).completed();
    }

    @Override
    public long rolledBack(Kind kind) {
        return stats.of(kind).rolledBack();
    }

    @Override
    public Histogram latencies(Kind kind) {
        return latencies.total(kind);
    }

    @Override
    public Deferred deferred() {
        DeferredStats d = stats.deferred();
        return new Deferred(
                d.completed(),
                d.failedCount(),
                d.handedOverCount(),
                d.backlogAtStart(),
                d.backlogAtEnd(),
                d.workers(),
                latencies.deferred());
    }

    @Override
    public long retriedErrors() {
        return stats.faults().errors().lines().stream()
                .mapToLong(ErrorCounts.Line::retried)
                .sum();
    }

    @Override
    public long reconnects() {
        return stats.faults().reconnects();
    }

    @Override
    public long partialCommits() {
        return stats.faults().partialCommits();
    }
}
