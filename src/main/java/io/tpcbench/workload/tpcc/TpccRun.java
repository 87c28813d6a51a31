package io.tpcbench.workload.tpcc;

import io.tpcbench.config.RunConfig;
import io.tpcbench.config.TransactionType;
import io.tpcbench.driver.Seating;
import io.tpcbench.metrics.LatencyTotals;
import io.tpcbench.metrics.RunStats;
import io.tpcbench.workload.tpcc.random.NURandConstants;
import io.tpcbench.workload.tpcc.random.TpccRandom;
import io.tpcbench.report.RunSummary;
import io.tpcbench.report.SummaryBuilder;
import io.tpcbench.workload.tpcc.tx.Delivery;
import io.tpcbench.workload.tpcc.tx.Transactions;
import io.tpcbench.workload.Deferrer;
import io.tpcbench.workload.Interval;
import io.tpcbench.workload.Kind;
import io.tpcbench.workload.Result;
import io.tpcbench.workload.Work;
import io.tpcbench.workload.WorkSource;
import io.tpcbench.workload.WorkloadRun;
import java.io.IOException;
import java.nio.file.Path;
import java.sql.SQLException;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Locale;
import java.util.SplittableRandom;
import javax.sql.DataSource;
import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.Logger;

/**
 * One TPC-C run: terminals with their home warehouses, decks and NURand streams; the facts behind
 * the percentage verdicts; the database audit at the window's edges; Delivery's result records.
 */
public final class TpccRun implements WorkloadRun {
    private static final Logger LOG = LogManager.getLogger(TpccRun.class);

    private final RunConfig config;
    private final TpccOptions options;
    private final int warehouses;
    private final NURandConstants constants;
    private final TpccTerminal.Shared shared;
    private final MixCounters mix = new MixCounters();
    /** Where each Delivery's result record goes (TPC-C 2.7.2.2); null when none are asked for. */
    private final DeliveryResults records;
    private volatile AuditStart auditStart;

    /**
     * The database's counters at the window's start, and how many New-Orders and Payments the
     * driver had already counted in the window when they were read (a loaded machine reads late).
     */
    private record AuditStart(DbAudit.Counters counters, long countedBefore) {}

    /**
     * A run of {@code transactions} (tpcbench's in the run's statement mode, or the driver
     * benchmark's reference) on a database of {@code warehouses}, with the run's NURand constants and
     * TPC-C's {@code options}; Delivery's result records go to {@code dataDir} when
     * {@code deliveryResults=true}.
     */
    public TpccRun(RunConfig config, TpccOptions options, int warehouses, NURandConstants constants,
            Transactions transactions, Path dataDir) throws IOException {
        this.config = config;
        this.options = options;
        this.warehouses = warehouses;
        this.constants = constants;
        this.records = options.deliveryResults() ? DeliveryResults.to(dataDir.resolve("delivery_results.csv")) : null;
        this.shared = new TpccTerminal.Shared(transactions,
                new Timing(options.keyingTimeMultiplier(), options.thinkTimeMultiplier()), warehouses, config.homes(),
                options.terminalWarehouseFixed(), records != null);
    }

    @Override
    public WorkSource terminal(int index, SplittableRandom random, Deferrer deferrer) {
        return new TpccTerminal(shared, Seating.homeOf(index, config.homes()),
                new TpccRandom(random.nextLong(), constants), new Deck(options.mix(), random.split()), deferrer);
    }

    @Override
    public void completedInWindow(Kind kind, Result result) {
        mix.completed(result);
    }

    @Override
    public void committed(Result result) {
        mix.committed(result);
    }

    @Override
    public void deferredCompleted(Work work, Result result, boolean inWindow, long handedOverNanos) {
        Delivery.Done done = (Delivery.Done) result;
        if (inWindow) {
            mix.deliverySkipped(done.skippedDistricts());
        }
        if (records != null && work instanceof TpccWork.Deferred d) {
            records.record(d.queuedAt(), d.input(), done);
        }
    }

    @Override
    public String intervalLine(Interval interval) {
        long newOrders = interval.of(TransactionType.NEW_ORDER).getTotalCount();
        return interval.line(String.format(Locale.ROOT, "tpmC %,.0f tpmTOTAL %,.0f", interval.perMinute(newOrders),
                interval.perMinute(interval.completed())));
    }

    @Override
    public void windowStarts(DataSource pool, RunStats stats) throws SQLException {
        // the audit first: every transaction that commits before its snapshot but counts in the
        // window widens the gap between the database's count and the driver's
        DbAudit.Counters counters = DbAudit.read(pool, config.homes());
        auditStart = new AuditStart(counters, driverNewOrders(stats) + driverPayments(stats));
    }

    @Override
    public SummaryBuilder.WorkloadPart summaryPart(DataSource pool, RunStats stats, LatencyTotals latencies,
            RunSummary.TerminalSpread spread, double measuredSecs) {
        RunSummary.MixPlan plan = new RunSummary.MixPlan(Arrays.stream(TransactionType.values())
                .map(t -> options.mix().of(t)).toList(), options.mix().deckCards());
        return new SummaryBuilder.WorkloadPart(warehouses, audit(pool, stats),
                constants.cLast() + "/" + constants.cId() + "/" + constants.olIId(), plan,
                ConfigDepartures.of(config, options, config.homes().size()), mix.counts(), mix.deliveriesSkipped(),
                mix.districtsSkipped(), mix.committedNewOrders(), mix.committedPayments(), List.of(), Map.of());
    }

    /**
     * The database's counts against the driver's. They may differ by the transactions in flight at
     * the window's edges (one per terminal at each) and by those the driver counted before the
     * start's reading came back.
     */
    private RunSummary.Audit audit(DataSource pool, RunStats stats) {
        AuditStart start = auditStart;
        if (start == null) {
            return null;
        }
        try {
            DbAudit.Counters end = DbAudit.read(pool, config.homes());
            long dbNewOrders = end.nextOrderIdSum() - start.counters().nextOrderIdSum();
            long dbPayments = end.historyRows() - start.counters().historyRows();
            long driverNewOrders = driverNewOrders(stats);
            long driverPayments = driverPayments(stats);
            long tolerance = 2L * config.terminals() + start.countedBefore();
            boolean consistent = Math.abs(dbNewOrders - driverNewOrders) <= tolerance
                    && Math.abs(dbPayments - driverPayments) <= tolerance;
            return new RunSummary.Audit(dbNewOrders, driverNewOrders, dbPayments, driverPayments, tolerance,
                    consistent);
        } catch (SQLException e) {
            LOG.warn("the database audit could not read its counters at the end: {}", e.getMessage());
            return null;
        }
    }

    private static long driverNewOrders(RunStats stats) {
        return stats.of(TransactionType.NEW_ORDER).completed() - stats.of(TransactionType.NEW_ORDER).rolledBack();
    }

    private static long driverPayments(RunStats stats) {
        return stats.of(TransactionType.PAYMENT).completed();
    }

    @Override
    public void close() throws IOException {
        if (records != null) {
            records.close();
        }
    }
}
