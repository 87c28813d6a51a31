package io.tpcbench.workload.sysbench;

import io.tpcbench.workload.Deferrer;
import io.tpcbench.workload.Interval;
import io.tpcbench.workload.IntervalLine;
import io.tpcbench.workload.Kind;
import io.tpcbench.workload.Result;
import io.tpcbench.workload.SummaryPart;
import io.tpcbench.workload.Tally;
import io.tpcbench.workload.TerminalSpread;
import io.tpcbench.workload.WorkSource;
import io.tpcbench.workload.WorkloadRun;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.LongAdder;
import java.util.function.IntPredicate;
import javax.sql.DataSource;
import org.HdrHistogram.Histogram;

/**
 * One run of a sysbench script: a {@link SbTerminal} per thread, the window's statements counted
 * as sysbench counts them (read, write, other), its interval line and its closing block in
 * sysbench's format, and the error codes it ignores ({@code mysql_ignore_errors}: the event runs
 * again, counted as an ignored error).
 */
final class SbRun implements WorkloadRun {
    private final Script script;
    private final SysbenchOptions options;
    private final int terminals;
    private final SbUnique unique = new SbUnique(new SplittableRandom());
    /** sysbench's global event counter (sb_more_events): every terminal's events of the run. */
    private final AtomicLong events = new AtomicLong();

    private final SbStatements sql;
    private final LongAdder reads = new LongAdder();
    private final LongAdder writes = new LongAdder();
    private final LongAdder other = new LongAdder();
    /** The reporter's view at the last interval line (one reporter thread). */
    private long[] last = new long[5];

    SbRun(Script script, SysbenchOptions options, int terminals) {
        this.script = script;
        this.options = options;
        this.terminals = terminals;
        this.sql = new SbStatements(options);
    }

    @Override
    public WorkSource terminal(int index, SplittableRandom random, Deferrer deferrer) {
        return new SbTerminal(script, options, new SbRandom(random, options), index, terminals, unique, sql, events);
    }

    @Override
    public void completedInWindow(Kind kind, Result result) {
        SbEvent.Counts c = (SbEvent.Counts) result;
        reads.add(c.reads());
        writes.add(c.writes());
        other.add(c.other());
    }

    @Override
    public IntPredicate alsoRetried() {
        return code ->
                code != 0 && (options.ignoresAll() || options.ignoreErrors().contains(code));
    }

    /**
     * sysbench's interval line: {@code [ 10s ] thds: 8 tps: ... qps: ... (r/w/o: .../.../...) lat
     * (ms,95%): ... err/s: ... reconn/s: ...}.
     */
    @Override
    public IntervalLine intervalLine(Interval interval) {
        long[] now = {reads.sum(), writes.sum(), other.sum(), interval.retriedSoFar(), interval.reconnectsSoFar()};
        double secs = Math.max(interval.intervalSecs(), 1e-3);
        double[] rate = new double[now.length];
        for (int i = 0; i < now.length; i++) {
            rate[i] = (now[i] - last[i]) / secs;
        }
        last = now;
        Histogram h = interval.byKind().get(0);
        double tps = h.getTotalCount() / secs;
        // percentile=0: sysbench looks up no latency and prints the histogram's floor, 0.00
        double latencyMs = options.percentile() == 0 ? 0 : h.getValueAtPercentile(options.percentile()) / 1000.0;
        String text = String.format(
                        Locale.ROOT,
                        "[ %.0fs ] thds: %d tps: %4.2f qps: %4.2f (r/w/o: %4.2f/%4.2f/%4.2f) lat"
                                + " (ms,%d%%): %4.2f err/s: %4.2f reconn/s: %4.2f",
                        interval.elapsedSecs(),
                        terminals,
                        tps,
                        rate[0] + rate[1] + rate[2],
                        rate[0],
                        rate[1],
                        rate[2],
                        options.percentile(),
                        latencyMs,
                        rate[3],
                        rate[4])
                + interval.lateSuffix();
        IntervalLine line = IntervalLine.of(text)
                .sum("threads", terminals)
                .sum("tps", tps)
                .sum("qps", rate[0] + rate[1] + rate[2])
                .sum("readsPerSec", rate[0])
                .sum("writesPerSec", rate[1])
                .sum("otherPerSec", rate[2]);
        line = options.percentile() == 0
                ? line.sum("latencyMs", 0)
                : line.percentile("latencyMs", script.kind(), options.percentile(), latencyMs);
        return line.sum("errorsPerSec", rate[3]).sum("reconnectsPerSec", rate[4]);
    }

    @Override
    public SummaryPart summaryPart(DataSource pool, Tally tally) {
        return part(
                new long[] {
                    reads.sum(),
                    writes.sum(),
                    other.sum(),
                    tally.completed(script.kind()),
                    tally.retriedErrors(),
                    tally.reconnects()
                },
                options.percentile(),
                options.histogram(),
                tally.measuredSecs(),
                tally.latencies(script.kind()),
                tally.spread(),
                terminals);
    }

    /** The counted figures of {@link #part}, in its order: reads, writes, other, transactions, ignored errors, reconnects. */
    static final List<String> COUNTS =
            List.of("reads", "writes", "other", "transactions", "ignoredErrors", "reconnects");

    /**
     * The summary's part of a window: sysbench's closing block and the figures, the counts in
     * {@link #COUNTS} order and the rates over {@code measuredSecs}.
     */
    static SummaryPart part(
            long[] counts,
            int percentile,
            boolean histogram,
            double measuredSecs,
            Histogram latencies,
            TerminalSpread spread,
            int terminals) {
        long r = counts[0];
        long w = counts[1];
        long o = counts[2];
        long events = counts[3];
        double secs = Math.max(measuredSecs, 1e-9);
        Map<String, Double> figures = new LinkedHashMap<>();
        figures.put("tps", events / secs);
        figures.put("qps", (r + w + o) / secs);
        for (int i = 0; i < COUNTS.size(); i++) {
            figures.put(COUNTS.get(i), (double) counts[i]);
        }
        figures.put("statementsPerTransaction", events == 0 ? 0 : (double) (r + w + o) / events);
        figures.put("percentile", (double) percentile);
        figures.put("histogram", histogram ? 1.0 : 0.0);
        return SummaryPart.of(
                SbReport.lines(
                        percentile,
                        events,
                        r,
                        w,
                        o,
                        counts[4],
                        counts[5],
                        secs,
                        latencies,
                        spread,
                        terminals,
                        histogram),
                figures,
                events / secs * 60);
    }
}
