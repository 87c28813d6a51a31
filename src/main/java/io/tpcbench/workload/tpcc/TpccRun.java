package io.tpcbench.workload.tpcc;

import io.tpcbench.config.RunConfig;
import io.tpcbench.gen.NURandConstants;
import io.tpcbench.gen.TpccRandom;
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
import io.tpcbench.workload.tpcc.summary.Sections;
import io.tpcbench.workload.tpcc.summary.TpccParts;
import io.tpcbench.workload.tpcc.tx.Delivery;
import io.tpcbench.workload.tpcc.tx.Home;
import io.tpcbench.workload.tpcc.tx.Transactions;
import java.io.IOException;
import java.nio.file.Path;
import java.sql.SQLException;
import java.util.Arrays;
import java.util.List;
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
    public TpccRun(
            RunConfig config,
            TpccOptions options,
            int warehouses,
            NURandConstants constants,
            Transactions transactions,
            Path dataDir)
            throws IOException {
        this.config = config;
        this.options = options;
        this.warehouses = warehouses;
        this.constants = constants;
        this.records = options.deliveryResults() ? DeliveryResults.to(dataDir.resolve("delivery_results.csv")) : null;
        this.shared = new TpccTerminal.Shared(
                transactions,
                new Timing(options.keyingTimeMultiplier(), options.thinkTimeMultiplier()),
                warehouses,
                homes(),
                options.terminalWarehouseFixed(),
                records != null);
    }

    @Override
    public WorkSource terminal(int index, SplittableRandom random, Deferrer deferrer) {
        return new TpccTerminal(
                shared,
                Home.of(index, homes()),
                new TpccRandom(random.nextLong(), constants),
                new Deck(options.mix(), random.split()),
                deferrer);
    }

    @Override
    public void completedInWindow(Kind kind, Result result) {
        mix.completed(result);
    }

    @Override
    public void committed(Work work, Result result, long latencyNanos) {
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
    public IntervalLine intervalLine(Interval interval) {
        double tpmC = interval.perMinute(interval.of(TransactionType.NEW_ORDER).getTotalCount());
        double tpmTotal = interval.perMinute(interval.completed());
        return IntervalLine.of(interval.line(String.format(Locale.ROOT, "tpmC %,.0f tpmTOTAL %,.0f", tpmC, tpmTotal)))
                .sum("tpmC", tpmC)
                .sum("tpmTOTAL", tpmTotal);
    }

    @Override
    public void windowStarts(DataSource pool, Tally tally) throws SQLException {
        // the audit first: every transaction that commits before its snapshot but counts in the
        // window widens the gap between the database's count and the driver's
        DbAudit.Counters counters = DbAudit.read(pool, homes());
        auditStart = new AuditStart(counters, driverNewOrders(tally) + driverPayments(tally));
    }

    @Override
    public SummaryPart summaryPart(DataSource pool, Tally tally) {
        Sections.MixPlan plan = new Sections.MixPlan(
                Arrays.stream(TransactionType.values())
                        .map(t -> options.mix().of(t))
                        .toList(),
                options.mix().deckCards());
        TpccParts.Inputs in = new TpccParts.Inputs(
                warehouses,
                homes().from(),
                homes().to(),
                audit(pool, tally),
                constants.cLast() + "/" + constants.cId() + "/" + constants.olIId(),
                plan,
                ConfigDepartures.of(config, options),
                mix.counts(),
                mix.deliveriesSkipped(),
                mix.districtsSkipped(),
                mix.committedNewOrders(),
                mix.committedPayments());
        return TpccParts.of(in, tally, tally.deferred(), List.of());
    }

    /**
     * The database's counts against the driver's. They may differ by the transactions in flight at
     * the window's edges (one per terminal at each) and by those the driver counted before the
     * start's reading came back.
     */
    private Sections.Audit audit(DataSource pool, Tally tally) {
        AuditStart start = auditStart;
        if (start == null) {
            return null;
        }
        try {
            DbAudit.Counters end = DbAudit.read(pool, homes());
            long dbNewOrders = end.nextOrderIdSum() - start.counters().nextOrderIdSum();
            long dbPayments = end.historyRows() - start.counters().historyRows();
            long driverNewOrders = driverNewOrders(tally);
            long driverPayments = driverPayments(tally);
            long tolerance = 2L * config.terminals() + start.countedBefore();
            boolean consistent = Math.abs(dbNewOrders - driverNewOrders) <= tolerance
                    && Math.abs(dbPayments - driverPayments) <= tolerance;
            return new Sections.Audit(dbNewOrders, driverNewOrders, dbPayments, driverPayments, tolerance, consistent);
        } catch (SQLException e) {
            LOG.warn("the database audit could not read its counters at the end: {}", e.getMessage());
            return null;
        }
    }

    /** The home warehouses of this driver's terminals ({@code runWarehouseFrom..runWarehouseTo}). */
    private WarehouseRange homes() {
        return options.warehouses().homes();
    }

    private static long driverNewOrders(Tally tally) {
        return tally.completed(TransactionType.NEW_ORDER) - tally.rolledBack(TransactionType.NEW_ORDER);
    }

    private static long driverPayments(Tally tally) {
        return tally.completed(TransactionType.PAYMENT);
    }

    @Override
    public void close() throws IOException {
        if (records != null) {
            records.close();
        }
    }
}
