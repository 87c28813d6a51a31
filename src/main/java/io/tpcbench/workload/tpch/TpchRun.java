package io.tpcbench.workload.tpch;

import io.tpcbench.db.SqlErrors;
import io.tpcbench.workload.Deferrer;
import io.tpcbench.workload.Interval;
import io.tpcbench.workload.Result;
import io.tpcbench.workload.SummaryPart;
import io.tpcbench.workload.Tally;
import io.tpcbench.workload.Work;
import io.tpcbench.workload.WorkSource;
import io.tpcbench.workload.WorkloadRun;
import io.tpcbench.workload.tpch.query.QgenRandom;
import io.tpcbench.workload.tpch.query.Queries;
import io.tpcbench.workload.tpch.query.TpchQuery;
import java.sql.SQLException;
import java.sql.SQLTimeoutException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.function.Consumer;
import javax.sql.DataSource;

/**
 * A TPC-H test on the engine's terminals: the power test's stream 0 on one terminal, or the
 * throughput test's streams 1..S on S terminals (TPC-H 5.3.3, 5.3.4), each stream's 22 queries in
 * its Appendix A order with parameters drawn from the stream's seed. Says a line per finished
 * query, keeps every query's seconds, rows and failure, and checks the answers in validation mode.
 * A query's seconds are the engine's response time, handed over when it ends ({@link #committed},
 * {@link #failed}): from when it was due to its last row, the one clock of its histogram too.
 */
final class TpchRun implements WorkloadRun {
    private final TpchOptions options;
    private final double sf;
    private final long seed;
    private final Consumer<String> out;
    private final ConcurrentLinkedQueue<Finished> outcomes = new ConcurrentLinkedQueue<>();
    private final ConcurrentLinkedQueue<Failure> failures = new ConcurrentLinkedQueue<>();
    /** The streams of the run's terminals, by stream number: which query each runs now. */
    private final Map<Integer, QueryStream> terminalStreams = new ConcurrentHashMap<>();

    private final Map<String, String> answers = new ConcurrentHashMap<>();
    private final int streams;

    /** A query that completed: its stream, its seconds and the rows of its answer. */
    record Finished(TpchQuery query, int stream, double seconds, long rows) {}

    /** A query that failed or timed out: it counts as not completed. */
    record Failure(TpchQuery query, int stream, double seconds, boolean timedOut, String message) {}

    TpchRun(TpchOptions options, double sf, long seed, int terminals, Consumer<String> out) {
        this.options = options;
        this.sf = sf;
        this.seed = seed;
        this.out = out;
        this.streams = options.test() == TpchOptions.Test.POWER ? 1 : terminals;
    }

    /** The stream terminal {@code index} runs: 0 in the power test, firstStream + index in the throughput test. */
    int streamOf(int index) {
        return options.test() == TpchOptions.Test.POWER ? 0 : options.firstStream() + index;
    }

    /** The queries of {@code stream} in its order, with the parameters of the stream's seed (or the validation ones). */
    List<QueryWork> stream(int stream) {
        QgenRandom random = new QgenRandom(new SplittableRandom(seed ^ (0x9E3779B97F4A7C15L * (stream + 1))));
        List<QueryWork> works = new ArrayList<>();
        int[] order = StreamOrder.of(stream);
        for (int position = 0; position < order.length; position++) {
            TpchQuery q = Queries.of(order[position]);
            Map<String, String> params = options.validate() ? q.validation(sf) : q.draw(random, sf);
            works.add(new QueryWork(
                    q, stream, position, q.statements(params, stream), options.validate(), options.queryTimeoutSecs()));
        }
        return works;
    }

    @Override
    public WorkSource terminal(int index, SplittableRandom random, Deferrer deferrer) {
        int stream = streamOf(index);
        QueryStream s = new QueryStream(stream(stream));
        terminalStreams.put(stream, s);
        return s;
    }

    /** A query completed, {@code latencyNanos} after it was due (the warm-up's: after it was sent). */
    @Override
    public void committed(Work work, Result result, long latencyNanos) {
        QueryWork.Outcome o = (QueryWork.Outcome) result;
        ended(o.stream());
        double seconds = latencyNanos / 1e9;
        outcomes.add(new Finished(o.query(), o.stream(), seconds, o.rows()));
        String verdict = "";
        if (options.validate()) {
            Optional<String> wrong = Answers.compare(o.query(), o.answer());
            verdict = wrong.map(w -> "  answer FAIL: " + w).orElse("  answer PASS");
            answers.merge(o.query() + "", wrong.isPresent() ? "FAIL" : "PASS", (a, b) -> a.equals("FAIL") ? a : b);
        }
        out.accept(String.format(
                Locale.ROOT,
                "%s  stream %d (%d/22)  %9.2f s  %,d row(s)%s",
                TpchKind.of(o.query().number()),
                o.stream(),
                o.position() + 1,
                seconds,
                o.rows(),
                verdict));
    }

    /** A query failed, {@code latencyNanos} after it was due (the warm-up's: after it was sent). */
    @Override
    public void failed(Work work, Exception failure, long latencyNanos) {
        QueryWork q = (QueryWork) work;
        ended(q.stream());
        if (failure instanceof SQLException e) {
            failed(q, latencyNanos / 1e9, e);
        }
    }

    private void ended(int stream) {
        QueryStream s = terminalStreams.get(stream);
        if (s != null) {
            s.ended();
        }
    }

    private void failed(QueryWork work, double seconds, SQLException e) {
        // cancelled by its own timeout: not by the drain at the end of a stopped run (Ctrl-C, runMins)
        boolean timedOut = (e instanceof SQLTimeoutException || SqlErrors.code(e) == SqlErrors.ER_QUERY_INTERRUPTED)
                && options.queryTimeoutSecs() > 0
                && seconds >= options.queryTimeoutSecs() - 0.5;
        failures.add(new Failure(work.query(), work.stream(), seconds, timedOut, e.getMessage()));
        out.accept(String.format(
                Locale.ROOT,
                "%s  stream %d  %9.2f s  %s",
                TpchKind.of(work.query().number()),
                work.stream(),
                seconds,
                timedOut
                        ? "TIMED OUT (queryTimeoutSecs=" + options.queryTimeoutSecs() + ")"
                        : "FAILED: " + e.getMessage()));
    }

    /** {@code [  60s] 5 of 22 queries done, 0 failed | running: stream 0 Q20 for 12.3 s}. */
    @Override
    public String intervalLine(Interval interval) {
        long now = System.nanoTime();
        StringBuilder sb = new StringBuilder(String.format(
                Locale.ROOT,
                "[%5.0fs] %d of %d queries done, %d failed",
                interval.elapsedSecs(),
                outcomes.size(),
                streams * 22,
                failures.size()));
        List<Map.Entry<Integer, QueryStream.InFlight>> inFlight = terminalStreams.entrySet().stream()
                .flatMap(e -> e.getValue().inFlight().map(f -> Map.entry(e.getKey(), f)).stream())
                .sorted(Map.Entry.comparingByKey())
                .toList();
        if (!inFlight.isEmpty()) {
            sb.append(" | running:");
            inFlight.forEach(e -> sb.append(String.format(
                    Locale.ROOT,
                    " stream %d %s for %.1f s",
                    e.getKey(),
                    TpchKind.of(e.getValue().query().number()),
                    (now - e.getValue().sinceNanos()) / 1e9)));
        }
        return sb.toString();
    }

    @Override
    public SummaryPart summaryPart(DataSource pool, Tally tally) {
        return new TpchReport(options, sf, seed, streams)
                .part(List.copyOf(outcomes), List.copyOf(failures), Map.copyOf(answers), tally.measuredSecs());
    }
}
