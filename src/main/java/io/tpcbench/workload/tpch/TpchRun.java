package io.tpcbench.workload.tpch;

import io.tpcbench.workload.SummaryPart;
import io.tpcbench.workload.Tally;
import io.tpcbench.db.SqlErrors;
import io.tpcbench.workload.Deferrer;
import io.tpcbench.workload.Interval;
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
 */
final class TpchRun implements WorkloadRun {
    private final TpchOptions options;
    private final double sf;
    private final long seed;
    private final Consumer<String> out;
    private final ConcurrentLinkedQueue<QueryWork.Outcome> outcomes = new ConcurrentLinkedQueue<>();
    private final ConcurrentLinkedQueue<Failure> failures = new ConcurrentLinkedQueue<>();
    private final Map<Integer, Running> running = new ConcurrentHashMap<>();
    private final Map<String, String> answers = new ConcurrentHashMap<>();
    private final int streams;

    /** A query that failed or timed out: it counts as not completed. */
    record Failure(TpchQuery query, int stream, double seconds, boolean timedOut, String message) {}

    private record Running(QueryWork work, long startNanos) {}

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
            works.add(new QueryWork(q, stream, position, q.statements(params, stream), options.validate(),
                    options.queryTimeoutSecs(), this));
        }
        return works;
    }

    @Override
    public WorkSource terminal(int index, SplittableRandom random, Deferrer deferrer) {
        return new QueryStream(stream(streamOf(index)));
    }

    void started(QueryWork work, long startNanos) {
        running.put(work.stream(), new Running(work, startNanos));
    }

    void finished(QueryWork.Outcome o) {
        running.remove(o.stream());
        outcomes.add(o);
        String verdict = "";
        if (options.validate()) {
            Optional<String> wrong = Answers.compare(o.query(), o.answer());
            verdict = wrong.map(w -> "  answer FAIL: " + w).orElse("  answer PASS");
            answers.merge(o.query() + "", wrong.isPresent() ? "FAIL" : "PASS", (a, b) -> a.equals("FAIL") ? a : b);
        }
        out.accept(String.format(Locale.ROOT, "%s  stream %d (%d/22)  %9.2f s  %,d row(s)%s", TpchKind.of(
                o.query().number()), o.stream(), o.position() + 1, o.seconds(), o.rows(), verdict));
    }

    void failed(QueryWork work, double seconds, SQLException e) {
        running.remove(work.stream());
        // cancelled by its own timeout: not by the drain at the end of a stopped run (Ctrl-C, runMins)
        boolean timedOut = (e instanceof SQLTimeoutException || SqlErrors.code(e) == SqlErrors.ER_QUERY_INTERRUPTED)
                && options.queryTimeoutSecs() > 0 && seconds >= options.queryTimeoutSecs() - 0.5;
        failures.add(new Failure(work.query(), work.stream(), seconds, timedOut, e.getMessage()));
        out.accept(String.format(Locale.ROOT, "%s  stream %d  %9.2f s  %s", TpchKind.of(work.query().number()),
                work.stream(), seconds, timedOut ? "TIMED OUT (queryTimeoutSecs=" + options.queryTimeoutSecs() + ")"
                        : "FAILED: " + e.getMessage()));
    }

    /** {@code [  60s] 5 of 22 queries done, 0 failed | running: stream 0 Q20 for 12.3 s}. */
    @Override
    public String intervalLine(Interval interval) {
        long now = System.nanoTime();
        StringBuilder sb = new StringBuilder(String.format(Locale.ROOT, "[%5.0fs] %d of %d queries done, %d failed",
                interval.elapsedSecs(), outcomes.size(), streams * 22, failures.size()));
        if (!running.isEmpty()) {
            sb.append(" | running:");
            running.entrySet().stream().sorted(Map.Entry.comparingByKey()).forEach(e -> sb.append(String.format(
                    Locale.ROOT, " stream %d %s for %.1f s", e.getKey(), TpchKind.of(e.getValue().work().query()
                            .number()), (now - e.getValue().startNanos()) / 1e9)));
        }
        return sb.toString();
    }

    @Override
    public SummaryPart summaryPart(DataSource pool, Tally tally) {
        return new TpchReport(options, sf, seed, streams).part(List.copyOf(outcomes), List.copyOf(failures),
                Map.copyOf(answers), tally.measuredSecs());
    }
}
