package io.tpcbench.workload.sysbench;

import io.tpcbench.db.SqlErrors;
import io.tpcbench.workload.Deferrer;
import io.tpcbench.workload.Interval;
import io.tpcbench.workload.IntervalLine;
import io.tpcbench.workload.Kind;
import io.tpcbench.workload.Result;
import io.tpcbench.workload.SummaryPart;
import io.tpcbench.workload.Tally;
import io.tpcbench.workload.TerminalSpread;
import io.tpcbench.workload.Work;
import io.tpcbench.workload.WorkSource;
import io.tpcbench.workload.WorkloadRun;
import java.sql.SQLException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
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
    private final Shared shared;
    private final SbCheckpoints checkpoints;
    private final long rampupNanos;
    private final LongAdder reads = new LongAdder();
    private final LongAdder writes = new LongAdder();
    private final LongAdder other = new LongAdder();
    /** The reporter's view at the last interval line (one reporter thread). */
    private long[] last = new long[5];

    /**
     * What the run's terminals share: sysbench.rand.unique()'s ids, the statement texts, sysbench's
     * global event counter (sb_more_events), the {@code rate} queue (null without one) and the
     * fatal error that stopped the run (null until one does).
     */
    record Shared(
            SbUnique unique, SbStatements sql, AtomicLong events, SbArrivals arrivals, AtomicReference<String> fatal) {}

    SbRun(Script script, SysbenchOptions options, int terminals) {
        this(script, options, terminals, null, 0);
    }

    /**
     * The run; {@code checkpoints} reports at {@code report_checkpoints} (null without), timed from
     * the run's start, {@code rampupNanos} before the window's.
     */
    SbRun(Script script, SysbenchOptions options, int terminals, SbCheckpoints checkpoints, long rampupNanos) {
        this.checkpoints = checkpoints;
        this.rampupNanos = rampupNanos;
        this.script = script;
        this.options = options;
        this.terminals = terminals;
        this.shared = new Shared(
                new SbUnique(new SplittableRandom()),
                new SbStatements(options),
                new AtomicLong(),
                options.rate() > 0 ? new SbArrivals(options.rate(), new SplittableRandom()) : null,
                new AtomicReference<>());
    }

    @Override
    public WorkSource terminal(int index, SplittableRandom random, Deferrer deferrer) {
        return new SbTerminal(script, options, new SbRandom(random, options), index, terminals, shared);
    }

    @Override
    public void committed(Work work, Result result, long latencyNanos) {
        ended(work);
        if (!(work instanceof SbEvent e)) {
            return;
        }
        if (e.last()) {
            // bulk_insert's last INSERT, sent as its terminal stopped: a write sysbench counts too
            completedInWindow(script.kind(), result);
        } else if (checkpoints != null) {
            checkpoints.completed(e.terminal(), latencyNanos);
        }
    }

    /**
     * An event failed after the engine's retries, with an error {@code mysql_ignore_errors} does not
     * list (those run again): under {@code on_error=stop}, sysbench's FATAL, which stops the run.
     */
    @Override
    public void failed(Work work, Exception failure, long latencyNanos) {
        ended(work);
        if (!options.stopOnError()
                || failure instanceof SQLException e && alsoRetried().test(SqlErrors.code(e))) {
            return;
        }
        String why = failure instanceof SQLException e
                ? String.format(
                        Locale.ROOT,
                        "FATAL: SQL error, errno = %d, state = '%s': %s",
                        SqlErrors.code(e),
                        e.getSQLState(),
                        e.getMessage())
                : "FATAL: " + failure;
        shared.fatal().compareAndSet(null, why + " (on_error=continue counts such errors and goes on)");
    }

    private void ended(Work work) {
        if (shared.arrivals() != null && work.arrivalNanos() != 0) {
            shared.arrivals().done();
        }
    }

    @Override
    public void stopping() {
        if (shared.arrivals() != null) {
            shared.arrivals().stop();
        }
        if (checkpoints != null) {
            checkpoints.stop();
        }
    }

    /** Stops the rate clock and the checkpoints too when the run ends before the engine's {@link #stopping()}. */
    @Override
    public void close() {
        stopping();
    }

    /** The checkpoints count from the window's start, their seconds from the run's (the window's less the warm-up). */
    @Override
    public void windowStarts(DataSource pool, Tally tally) {
        if (checkpoints != null) {
            checkpoints.start(System.nanoTime() - rampupNanos, SbCheckpoints.counts(tally, () ->
                    new long[] {reads.sum(), writes.sum(), other.sum()}));
        }
    }

    @Override
    public Optional<String> fatal() {
        String why = shared.fatal().get();
        if (why == null && shared.arrivals() != null) {
            return shared.arrivals().fatal();
        }
        return Optional.ofNullable(why);
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
        line = line.sum("errorsPerSec", rate[3]).sum("reconnectsPerSec", rate[4]);
        SbArrivals arrivals = shared.arrivals();
        if (arrivals == null) {
            return line;
        }
        // under --rate sysbench prints a second line with the same prefix
        int queued = arrivals.queueLength();
        int running = arrivals.concurrency();
        return new IntervalLine(
                        line.text()
                                + String.format(
                                        Locale.ROOT,
                                        "%n[ %.0fs ] queue length: %d, concurrency: %d",
                                        interval.elapsedSecs(),
                                        queued,
                                        running),
                        line.figures(),
                        line.merge())
                .sum("queueLength", queued)
                .sum("concurrency", running);
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
        figures.put("totalTimeSecs", secs);
        figures.putAll(SbReport.measures(percentile, events, latencies, spread, terminals));
        return SbText.part(
                SummaryPart.of(
                        SbReport.lines(
                                percentile,
                                events,
                                r,
                                w,
                                o,
                                counts[4],
                                counts[5],
                                secs,
                                secs,
                                latencies,
                                spread,
                                terminals,
                                histogram),
                        figures,
                        events / secs * 60),
                histogram ? SbHistogram.buckets(latencies) : List.of());
    }
}
