package io.tpcbench.workload.chbench;

import io.tpcbench.workload.Kind;
import io.tpcbench.workload.Tally;
import io.tpcbench.workload.TerminalSpread;
import io.tpcbench.workload.TypeLine;
import io.tpcbench.workload.tpcc.TransactionType;
import java.util.Arrays;
import java.util.List;
import org.HdrHistogram.Histogram;

/**
 * The engine's tally as TPC-C's part sees it in a CH-benCHmark run: its five transactions only, each
 * one's share of the mix among them (5.2.3: the queries are no part of TPC-C's mix), and its own
 * terminals, not the analytical streams.
 */
final class TpccTally implements Tally {
    private final Tally all;
    private final int terminals;
    private final List<TypeLine> types;

    TpccTally(Tally all, int terminals) {
        this.all = all;
        this.terminals = terminals;
        List<TypeLine> lines = all.types().subList(0, TransactionType.values().length);
        long total = lines.stream().mapToLong(TypeLine::completed).sum();
        this.types = Arrays.stream(TransactionType.values())
                .map(t -> {
                    TypeLine l = lines.get(t.ordinal());
                    return TypeLine.of(
                            l.name(),
                            new TypeLine.Counts(
                                    l.completed(), l.rolledBack(), l.retried(), l.failed(), l.late(), l.lateAfterMs()),
                            all.latencies(t),
                            total);
                })
                .toList();
    }

    @Override
    public double measuredSecs() {
        return all.measuredSecs();
    }

    @Override
    public int terminals() {
        return terminals;
    }

    @Override
    public TerminalSpread spread() {
        return all.spread();
    }

    @Override
    public List<TypeLine> types() {
        return types;
    }

    @Override
    public long completed(Kind kind) {
        return all.completed(kind);
    }

    @Override
    public long rolledBack(Kind kind) {
        return all.rolledBack(kind);
    }

    @Override
    public Histogram latencies(Kind kind) {
        return all.latencies(kind);
    }

    @Override
    public Deferred deferred() {
        return all.deferred();
    }

    @Override
    public long retriedErrors() {
        return all.retriedErrors();
    }

    @Override
    public long reconnects() {
        return all.reconnects();
    }

    @Override
    public long partialCommits() {
        return all.partialCommits();
    }
}
