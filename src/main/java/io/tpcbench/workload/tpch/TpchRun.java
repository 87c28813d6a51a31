package io.tpcbench.workload.tpch;

import io.tpcbench.db.ConnectionFactory;
import io.tpcbench.db.SqlErrors;
import io.tpcbench.workload.Deferrer;
import io.tpcbench.workload.Interval;
import io.tpcbench.workload.IntervalLine;
import io.tpcbench.workload.Result;
import io.tpcbench.workload.SummaryPart;
import io.tpcbench.workload.Tally;
import io.tpcbench.workload.Work;
import io.tpcbench.workload.WorkSource;
import io.tpcbench.workload.WorkloadRun;
import io.tpcbench.workload.tpch.refresh.UpdateSets;
import java.sql.SQLException;
import java.sql.SQLTimeoutException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;
import javax.sql.DataSource;

/**
 * A TPC-H test on the engine's terminals (TPC-H 5.3.3, 5.3.4): the power test (RF1, stream 0's
 * queries, RF2) on one terminal; the throughput test's streams firstStream.. on its terminals with
 * the refresh stream on a session of its own; or both, the throughput test starting when the power
 * test ends. Each stream's 22 queries run in their Appendix A order with parameters drawn from the
 * stream's seed. Says a line per finished query and refresh function and keeps their times
 * ({@link TestRecord}); a unit's seconds are the engine's response time, handed over when it ends
 * ({@link #committed}, {@link #failed}), the refresh stream's its own.
 */
final class TpchRun implements WorkloadRun, RefreshStream.Listener {
    /** The refresh functions of a run: dbgen's update sets, the first one the run uses, the sessions of the refresh stream. */
    record Refreshes(UpdateSets sets, int firstSet, ConnectionFactory connections) {}

    private final TpchOptions options;
    private final double sf;
    private final long seed;
    private final int terminals;
    private final Optional<Refreshes> refreshes;
    private final AtomicBoolean stopping = new AtomicBoolean();
    private final TestRecord record;
    private final Optional<RefreshStream> refreshStream;
    private final TestPhases phases;
    /** The streams of the run's terminals, by terminal: which unit each runs now. */
    private final Map<Integer, QueryStream> terminalStreams = new ConcurrentHashMap<>();

    TpchRun(
            TpchOptions options,
            double sf,
            long seed,
            int terminals,
            Consumer<String> out,
            Optional<Refreshes> refreshes) {
        this.options = options;
        this.sf = sf;
        this.seed = seed;
        this.terminals = options.test() == TpchOptions.Test.POWER ? 1 : terminals;
        this.refreshes = refreshes;
        this.record = new TestRecord(options, out);
        this.refreshStream = refreshes
                .filter(r -> options.test() != TpchOptions.Test.POWER && options.firstStream() == 1)
                .map(r -> new RefreshStream(r.connections(), refreshPairs(r), this));
        this.phases = new TestPhases(
                options.test() == TpchOptions.Test.FULL,
                options.test() == TpchOptions.Test.POWER ? 0 : this.terminals,
                refreshStream);
    }

    /** The throughput test's refresh stream: S pairs of RF1 and RF2 on the sets after the power test's. */
    private List<RefreshWork> refreshPairs(Refreshes r) {
        int first = r.firstSet() + (options.test() == TpchOptions.Test.FULL ? 1 : 0);
        List<RefreshWork> pairs = new ArrayList<>();
        for (int pair = 1; pair <= options.streams(terminals); pair++) {
            pairs.add(new NewSales(r.sets(), first + pair - 1, pair, options.refreshOrdersPerTxn(), stopping::get));
            pairs.add(new OldSales(r.sets(), first + pair - 1, pair, options.refreshOrdersPerTxn(), stopping::get));
        }
        return pairs;
    }

    /** Update sets the run uses: one for the power test, one a stream for the throughput test's refresh stream. */
    static int setsUsed(TpchOptions options, int terminals) {
        int power = options.test() == TpchOptions.Test.THROUGHPUT ? 0 : 1;
        int throughput =
                options.test() == TpchOptions.Test.POWER || options.firstStream() != 1 ? 0 : options.streams(terminals);
        return power + throughput;
    }

    /** The throughput stream terminal {@code index} runs: firstStream + index. */
    int streamOf(int index) {
        return options.firstStream() + index;
    }

    /** The queries of {@code stream} in its order, with the parameters of the stream's seed (or the validation ones). */
    List<QueryWork> stream(int stream) {
        return QueryWork.stream(options, sf, seed, stream);
    }

    /** The power test's units: RF1, stream 0's queries, RF2 (5.3.3.2); the queries alone without refreshes. */
    private List<Work> powerTest() {
        List<Work> units = new ArrayList<>();
        refreshes.ifPresent(
                r -> units.add(new NewSales(r.sets(), r.firstSet(), 0, options.refreshOrdersPerTxn(), stopping::get)));
        units.addAll(stream(0));
        refreshes.ifPresent(
                r -> units.add(new OldSales(r.sets(), r.firstSet(), 0, options.refreshOrdersPerTxn(), stopping::get)));
        return units;
    }

    @Override
    public WorkSource terminal(int index, SplittableRandom random, Deferrer deferrer) {
        QueryStream s = switch (options.test()) {
            case POWER -> QueryStream.of(powerTest());
            case THROUGHPUT ->
                new QueryStream(
                        List.of(new QueryStream.Leg(phases::throughputStarts, stream(streamOf(index)))),
                        phases::streamEnded);
            case FULL ->
                index == 0
                        ? new QueryStream(
                                List.of(
                                        new QueryStream.Leg(QueryStream.Gate.OPEN, powerTest()),
                                        new QueryStream.Leg(
                                                () -> {
                                                    phases.powerEnded();
                                                    return phases.throughputStarts();
                                                },
                                                stream(streamOf(index)))),
                                phases::streamEnded)
                        : new QueryStream(
                                List.of(new QueryStream.Leg(
                                        () -> phases.awaitPower() && phases.throughputStarts(),
                                        stream(streamOf(index)))),
                                phases::streamEnded);
        };
        terminalStreams.put(index, s);
        return s;
    }

    /** A unit completed, {@code latencyNanos} after it was due (the warm-up's: after it was sent). */
    @Override
    public void committed(Work work, Result result, long latencyNanos) {
        ended(work);
        if (result instanceof RefreshWork.Outcome o) {
            record.refreshed(o, latencyNanos / 1e9);
        } else {
            record.queried((QueryWork.Outcome) result, latencyNanos / 1e9);
        }
    }

    /** A unit failed, {@code latencyNanos} after it was due (the warm-up's: after it was sent). */
    @Override
    public void failed(Work work, Exception failure, long latencyNanos) {
        ended(work);
        String message = failure.getMessage();
        if (work instanceof RefreshWork r) {
            record.refreshFailed(r, latencyNanos / 1e9, message);
        } else if (work instanceof QueryWork q && failure instanceof SQLException e) {
            double seconds = latencyNanos / 1e9;
            // cancelled by its own timeout: not by the drain at the end of a stopped run (Ctrl-C, runMins)
            boolean timedOut = (e instanceof SQLTimeoutException || SqlErrors.code(e) == SqlErrors.ER_QUERY_INTERRUPTED)
                    && options.queryTimeoutSecs() > 0
                    && seconds >= options.queryTimeoutSecs() - 0.5;
            record.queryFailed(q, seconds, timedOut, message);
        }
    }

    @Override
    public void refreshed(RefreshWork work, RefreshWork.Outcome outcome, long nanos) {
        phases.unitEnded();
        record.refreshed(outcome, nanos / 1e9);
    }

    @Override
    public void refreshFailed(RefreshWork work, SQLException failure, long nanos) {
        phases.unitEnded();
        record.refreshFailed(work, nanos / 1e9, failure.getMessage());
    }

    private void ended(Work work) {
        if (work instanceof QueryWork q && q.stream() > 0 || work instanceof RefreshWork r && r.pair() > 0) {
            phases.unitEnded();
        }
        terminalStreams
                .values()
                .forEach(s -> s.inFlight().filter(f -> f.work() == work).ifPresent(f -> s.ended()));
    }

    /** {@code [  60s] 5 of 22 queries done, 0 failed | running: terminal 1 Q20 for 12.3 s}. */
    @Override
    public IntervalLine intervalLine(Interval interval) {
        long now = System.nanoTime();
        StringBuilder sb = new StringBuilder(String.format(
                Locale.ROOT,
                "[%5.0fs] %s",
                interval.elapsedSecs(),
                record.progress(queriesExpected(), refreshesExpected())));
        List<Map.Entry<Integer, QueryStream.InFlight>> inFlight = terminalStreams.entrySet().stream()
                .flatMap(e -> e.getValue().inFlight().map(f -> Map.entry(e.getKey(), f)).stream())
                .sorted(Map.Entry.comparingByKey())
                .toList();
        if (!inFlight.isEmpty()) {
            sb.append(" | running:");
            inFlight.forEach(e -> sb.append(String.format(
                    Locale.ROOT,
                    " terminal %d %s for %.1f s",
                    e.getKey() + 1,
                    e.getValue().kind().displayName(),
                    (now - e.getValue().sinceNanos()) / 1e9)));
        }
        return IntervalLine.of(sb.toString())
                .sum("queriesDone", record.finished().size())
                .sum("queriesExpected", queriesExpected())
                .sum("queriesFailed", record.failures().size())
                .sum("refreshesDone", record.refreshed().size())
                .sum("refreshesExpected", refreshesExpected())
                .sum("running", inFlight.size());
    }

    private int queriesExpected() {
        return switch (options.test()) {
            case POWER -> 22;
            case THROUGHPUT -> 22 * terminals;
            case FULL -> 22 * (terminals + 1);
        };
    }

    private int refreshesExpected() {
        return refreshes.isEmpty() ? 0 : 2 * setsUsed(options, terminals);
    }

    @Override
    public SummaryPart summaryPart(DataSource pool, Tally tally) {
        stopRefreshStream();
        return new TpchReport(options, sf, seed, terminals, refreshes.isPresent(), refreshStream.isPresent())
                .part(record, phases.throughputSeconds(), tally.measuredSecs());
    }

    /**
     * The run is stopping (Ctrl-C, the window's end): the query streams that wait for the power
     * test end now without starting the throughput test, and the refresh stream stops after the
     * transaction it is in.
     */
    @Override
    public void stopping() {
        stopping.set(true);
        phases.stop();
    }

    /** A run stopped early (Ctrl-C): its refresh stream stops after the transaction it is in. */
    private void stopRefreshStream() {
        stopping.set(true);
        try {
            if (refreshStream.isPresent() && !refreshStream.get().awaitEnd(60_000)) {
                record.note("the refresh stream did not stop within 60 s of the run's end");
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    @Override
    public void close() {
        stopRefreshStream();
    }
}
