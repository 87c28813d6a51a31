package io.tpcbench.workload.chbench;

import io.tpcbench.workload.Deferrer;
import io.tpcbench.workload.Interval;
import io.tpcbench.workload.IntervalLine;
import io.tpcbench.workload.Kind;
import io.tpcbench.workload.Result;
import io.tpcbench.workload.SummaryPart;
import io.tpcbench.workload.Tally;
import io.tpcbench.workload.Work;
import io.tpcbench.workload.WorkSource;
import io.tpcbench.workload.WorkloadRun;
import io.tpcbench.workload.tpcc.TransactionType;
import java.io.IOException;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.function.IntPredicate;
import javax.sql.DataSource;
import org.HdrHistogram.Histogram;
import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.Logger;

/**
 * A CH-benCHmark run: TPC-C's run on the first {@code tpccTerminals} terminals, everything TPC-C
 * keeps and judges its own (its deck, audit, deferred Delivery, verdicts, over its five transactions
 * only), and an analytical query stream on each terminal after them, on the run's servers or on its
 * analytical endpoints, each query's freshness read at its start. At the window's end the queries
 * still running are cancelled (KILL QUERY through the driver): they would not count, and must not
 * hold the database after the run.
 */
final class ChRun implements WorkloadRun {
    private static final Logger LOG = LogManager.getLogger(ChRun.class);

    private final WorkloadRun tpcc;
    private final int tpccTerminals;
    private final List<QueryKind> queries;
    private final AnalyticalEndpoints endpoints;
    private final Freshness freshness;
    private final List<StreamLink> links = new ArrayList<>();
    private final List<List<Integer>> orders = new ArrayList<>();
    /** The freshness of the queries counted in the window: seconds (in microseconds) and orders missed. */
    private final Histogram freshSecs = new Histogram(3);

    private final Histogram freshOrders = new Histogram(3);

    /**
     * The run of {@code streams} beside TPC-C's {@code tpcc} on {@code tpccTerminals}; the streams read
     * {@code endpoints}, their freshness measured by {@code freshness}; this run closes both.
     */
    ChRun(
            WorkloadRun tpcc,
            int tpccTerminals,
            int streams,
            List<QueryKind> queries,
            AnalyticalEndpoints endpoints,
            Freshness freshness) {
        this.tpcc = tpcc;
        this.tpccTerminals = tpccTerminals;
        this.queries = List.copyOf(queries);
        this.endpoints = endpoints;
        this.freshness = freshness;
        for (int i = 0; i < streams; i++) {
            links.add(new StreamLink(endpoints.pool(i), freshness));
            orders.add(List.of());
        }
    }

    private static boolean analytical(Kind kind) {
        return kind instanceof QueryKind;
    }

    @Override
    public WorkSource terminal(int index, SplittableRandom random, Deferrer deferrer) {
        if (index < tpccTerminals) {
            return tpcc.terminal(index, random, deferrer);
        }
        int stream = index - tpccTerminals;
        QueryStream s = new QueryStream(queries, random, links.get(stream));
        synchronized (orders) {
            orders.set(stream, s.order());
        }
        return s;
    }

    @Override
    public void completedInWindow(Kind kind, Result result) {
        if (!analytical(kind)) {
            tpcc.completedInWindow(kind, result);
        } else if (result instanceof QueryWork.Rows rows) {
            synchronized (freshSecs) {
                freshSecs.recordValue(Math.round(rows.freshness().secs() * 1e6));
                freshOrders.recordValue(rows.freshness().orders());
            }
        }
    }

    @Override
    public void committed(Work work, Result result, long latencyNanos) {
        if (!analytical(work.kind())) {
            tpcc.committed(work, result, latencyNanos);
        }
    }

    @Override
    public void failed(Work work, Exception failure, long latencyNanos) {
        if (!analytical(work.kind())) {
            tpcc.failed(work, failure, latencyNanos);
        }
    }

    @Override
    public void deferredCompleted(Work work, Result result, boolean inWindow, long handedOverNanos) {
        tpcc.deferredCompleted(work, result, inWindow, handedOverNanos);
    }

    @Override
    public void windowStarts(DataSource pool, Tally tally) throws SQLException {
        tpcc.windowStarts(pool, new TpccTally(tally, tpccTerminals));
    }

    @Override
    public SummaryPart summaryPart(DataSource pool, Tally tally) {
        List<List<Integer>> permutations;
        synchronized (orders) {
            permutations = List.copyOf(orders);
        }
        TpccTally transactions = new TpccTally(tally, tpccTerminals);
        AnalyticalSide.FreshnessLine fresh;
        synchronized (freshSecs) {
            fresh = AnalyticalSide.FreshnessLine.of(endpoints.describe(), freshSecs, freshOrders);
        }
        return ChPart.of(
                tpcc.summaryPart(pool, transactions),
                AnalyticalSide.of(
                        tally,
                        queries,
                        links.size(),
                        permutations,
                        transactions,
                        links.isEmpty() ? List.of() : List.of(fresh)));
    }

    @Override
    public IntPredicate alsoRetried() {
        return tpcc.alsoRetried();
    }

    @Override
    public void stopping() {
        tpcc.stopping();
        for (StreamLink link : links) {
            link.stopping().set(true);
            Statement s = link.running().get();
            if (s != null) {
                // cancelling waits for the server's answer: never on the thread that stops the run
                Thread.ofVirtual().start(() -> cancel(s));
            }
        }
    }

    private static void cancel(Statement s) {
        try {
            s.cancel();
        } catch (SQLException e) {
            LOG.debug("a query still running at the window's end could not be cancelled: {}", e.getMessage());
        }
    }

    /** The TPC-C terminals: a query stream completes a query in the time they complete thousands. */
    @Override
    public int servedTerminals(int terminals) {
        return tpccTerminals;
    }

    @Override
    public Optional<String> fatal() {
        return tpcc.fatal();
    }

    @Override
    public void close() throws IOException {
        try (AnalyticalEndpoints e = endpoints;
                Freshness f = freshness) {
            tpcc.close();
        }
    }

    /** TPC-C's line over its five transactions, then the queries completed in the interval. */
    @Override
    public IntervalLine intervalLine(Interval interval) {
        int n = TransactionType.values().length;
        Interval transactions = new Interval(
                List.of(TransactionType.values()),
                interval.byKind().subList(0, n),
                interval.late().subList(0, n),
                interval.intervalSecs(),
                interval.elapsedSecs(),
                interval.lostConnections(),
                interval.retriedSoFar(),
                interval.reconnectsSoFar());
        IntervalLine line = tpcc.intervalLine(transactions);
        long done =
                queries.stream().mapToLong(k -> interval.of(k).getTotalCount()).sum();
        double perHour = done * 3600 / Math.max(interval.intervalSecs(), 1e-3);
        IntervalLine withQueries = new IntervalLine(
                line.text() + String.format(Locale.ROOT, " | queries %d (%,.0f per hour)", done, perHour),
                line.figures(),
                line.merge());
        return withQueries.sum("queries", done).sum("queriesPerHour", perHour);
    }
}
