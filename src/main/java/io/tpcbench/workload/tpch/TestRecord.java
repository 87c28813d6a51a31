package io.tpcbench.workload.tpch;

import io.tpcbench.workload.tpch.query.TpchQuery;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.function.Consumer;

/**
 * What a TPC-H run's units did, as they end, from every terminal and the refresh stream at once:
 * each query's and refresh function's seconds, rows and failure, the answers' verdicts in
 * validation mode; a line on the console for each.
 */
final class TestRecord {
    /**
     * A query that completed: its stream (0: the power test's), its seconds, the rows of its
     * answer, its answer's verdict in validation mode (PASS, FAIL; else empty) and when it ended.
     */
    record Finished(TpchQuery query, int stream, double seconds, long rows, String answer, double endSecs) {}

    /** A query that failed or timed out: it counts as not completed. */
    record Failure(TpchQuery query, int stream, double seconds, boolean timedOut, String message, double endSecs) {}

    /** A refresh function that completed: its pair (0: the power test's), its update set, seconds and rows. */
    record Refreshed(TpchKind kind, int set, int pair, double seconds, long orders, long lines, double endSecs) {}

    /** A refresh function that failed: its set is left for the next run to complete. */
    record RefreshFailure(TpchKind kind, int set, int pair, double seconds, String message, double endSecs) {}

    /** Where every unit's {@code endSecs} count from: the record's making, before the run's first unit. */
    private final long originNanos = System.nanoTime();

    private final TpchOptions options;
    private final Consumer<String> out;
    private final ConcurrentLinkedQueue<Finished> finished = new ConcurrentLinkedQueue<>();
    private final ConcurrentLinkedQueue<Failure> failures = new ConcurrentLinkedQueue<>();
    private final ConcurrentLinkedQueue<Refreshed> refreshed = new ConcurrentLinkedQueue<>();
    private final ConcurrentLinkedQueue<RefreshFailure> refreshFailures = new ConcurrentLinkedQueue<>();
    private final ConcurrentLinkedQueue<String> notes = new ConcurrentLinkedQueue<>();
    private final Map<String, String> answers = new ConcurrentHashMap<>();

    TestRecord(TpchOptions options, Consumer<String> out) {
        this.options = options;
        this.out = out;
    }

    void queried(QueryWork.Outcome o, double seconds) {
        double end = now();
        String verdict = "";
        String answer = "";
        if (options.validate()) {
            Optional<String> wrong = Answers.compare(o.query(), o.answer());
            verdict = wrong.map(w -> "  answer FAIL: " + w).orElse("  answer PASS");
            answer = wrong.isPresent() ? "FAIL" : "PASS";
            answers.merge(o.query() + "", answer, (a, b) -> a.equals("FAIL") ? a : b);
        }
        finished.add(new Finished(o.query(), o.stream(), seconds, o.rows(), answer, end));
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

    void queryFailed(QueryWork q, double seconds, boolean timedOut, String message) {
        failures.add(new Failure(q.query(), q.stream(), seconds, timedOut, message, now()));
        out.accept(String.format(
                Locale.ROOT,
                "%s  stream %d  %9.2f s  %s",
                TpchKind.of(q.query().number()),
                q.stream(),
                seconds,
                timedOut ? "TIMED OUT (queryTimeoutSecs=" + options.queryTimeoutSecs() + ")" : "FAILED: " + message));
    }

    void refreshed(RefreshWork.Outcome o, double seconds) {
        refreshed.add(new Refreshed(o.kind(), o.set(), o.pair(), seconds, o.orders(), o.lines(), now()));
        out.accept(String.format(
                Locale.ROOT,
                "%s  %s, update set %d  %9.2f s  %,d orders and %,d lines %s",
                o.kind(),
                test(o.pair()),
                o.set(),
                seconds,
                o.orders(),
                o.lines(),
                o.kind() == TpchKind.RF1 ? "inserted" : "deleted"));
    }

    void refreshFailed(RefreshWork r, double seconds, String message) {
        refreshFailures.add(new RefreshFailure(r.refreshKind(), r.set(), r.pair(), seconds, message, now()));
        out.accept(String.format(
                Locale.ROOT,
                "%s  %s, update set %d  %9.2f s  FAILED: %s (the next run completes it)",
                r.refreshKind(),
                test(r.pair()),
                r.set(),
                seconds,
                message));
    }

    private double now() {
        return (System.nanoTime() - originNanos) / 1e9;
    }

    /** Where a refresh function of pair {@code pair} ran: the power test (0), or the refresh stream's pair. */
    private static String test(int pair) {
        return pair == 0 ? "power test" : "refresh pair " + pair;
    }

    void note(String line) {
        notes.add(line);
        out.accept(line);
    }

    /** {@code 5 of 22 queries done, 0 failed; 1 of 2 refresh functions}. */
    String progress(int queries, int refreshes) {
        String line = String.format(
                Locale.ROOT, "%d of %d queries done, %d failed", finished.size(), queries, failures.size());
        return refreshes == 0
                ? line
                : line + String.format(Locale.ROOT, "; %d of %d refresh functions", refreshed.size(), refreshes);
    }

    List<Finished> finished() {
        return List.copyOf(finished);
    }

    List<Failure> failures() {
        return List.copyOf(failures);
    }

    List<Refreshed> refreshed() {
        return List.copyOf(refreshed);
    }

    List<RefreshFailure> refreshFailures() {
        return List.copyOf(refreshFailures);
    }

    List<String> notes() {
        return List.copyOf(notes);
    }

    Map<String, String> answers() {
        return Map.copyOf(answers);
    }
}
