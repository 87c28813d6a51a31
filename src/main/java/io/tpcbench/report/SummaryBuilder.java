package io.tpcbench.report;

import io.tpcbench.config.TransactionType;
import io.tpcbench.db.SqlErrors;
import io.tpcbench.metrics.Faults;
import io.tpcbench.metrics.LatencyTotals;
import io.tpcbench.metrics.DeferredStats;
import io.tpcbench.metrics.RunStats;
import io.tpcbench.workload.Kind;
import io.tpcbench.metrics.TypeStats;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.HdrHistogram.Histogram;

/** Computes a {@link RunSummary} from the window's statistics: the one place of the run's arithmetic. */
public final class SummaryBuilder {
    /** TPC-C 5.4: the maximum tpmC per warehouse with the spec's keying and think times. */
    static final double MAX_TPMC_PER_WAREHOUSE = 12.86;

    private SummaryBuilder() {}

    /** The facts of a run besides its statistics. */
    public record RunFacts(String sessionStart, String sessionEnd, double measuredSecs, boolean interrupted,
            RunSummary.Window window, int warehouses, int terminals, long driverCpuNanos, RunSummary.Audit audit,
            ServerCost server, RunSummary.Environment environment, RunSummary.DriverShare share,
            RunSummary.MixPlan plan, List<RunSummary.Departure> configDepartures, RunSummary.TerminalSpread spread) {

        double minutes() {
            return Math.max(measuredSecs, 1e-9) / 60;
        }
    }

    /**
     * What the workload adds to the summary: TPC-C's warehouses, database audit, mix plan,
     * departures from the spec's configuration, NURand constants, the counts behind its
     * percentages, the deferred Deliveries that skipped districts, and the New-Orders and Payments
     * committed over the whole session.
     */
    public record WorkloadPart(int warehouses, RunSummary.Audit audit, String nurandRun, RunSummary.MixPlan plan,
            List<RunSummary.Departure> departures, RunSummary.MixCounts counts, long skippedDeliveries,
            long skippedDistricts, long committedNewOrders, long committedPayments, List<String> lines,
            Map<String, Double> figures) {
        /**
         * The part of a workload without TPC-C's sections: its own closing lines (sysbench's block)
         * and its figures ({@code summary.json}'s {@code workloadFigures}).
         */
        public static WorkloadPart of(List<String> lines, Map<String, Double> figures) {
            return new WorkloadPart(0, null, "", null, List.of(), null, 0, 0, 0, 0, lines, figures);
        }

        /** Whether the part holds TPC-C's sections (its mix plan, audit, compliance, verdicts). */
        public boolean tpcc() {
            return plan != null;
        }
    }

    /**
     * The server's statements and CPU nanoseconds over the window (CPU negative when unknown), and
     * its state (null when unknown; its figures per unit are computed with the summary's units).
     */
    public record ServerCost(long statements, long cpuNanos, RunSummary.ServerState state) {
        public static final ServerCost UNKNOWN = new ServerCost(0, -1, null);
    }

    /** The summary of a run of workload {@code workload}, whose own part is {@code part}. */
    public static RunSummary build(RunFacts facts, RunStats stats, LatencyTotals latencies, WorkloadPart part,
            String workload) {
        long total = 0;
        for (Kind k : stats.kinds()) {
            total += stats.of(k).completed();
        }
        List<RunSummary.TypeLine> types = new ArrayList<>();
        for (Kind k : stats.kinds()) {
            TypeStats s = stats.of(k);
            types.add(typeLine(k.displayName(), new Counts(s.completed(), s.rolledBack(), s.retries(), s.failed(),
                    s.late(), s.lateAfterMicros() == Long.MAX_VALUE ? 0 : s.lateAfterMicros() / 1000.0),
                    latencies.total(k), total));
        }
        DeferredStats d = stats.deferred();
        RunSummary.DeferredDelivery delivery = deferred(d.completed(), part.skippedDeliveries(),
                part.skippedDistricts(), d.failedCount(), latencies.deferred(),
                new Backlog(d.handedOverCount(), d.backlogAtStart(), d.backlogAtEnd(),
                        d.workers()));
        List<RunSummary.EndpointLine> endpoints = stats.endpoints().stream().map(e -> endpointLine(e.name(),
                e.completedCount(), e.failedCount(), e.connectionLossCount(), e.retriedCount(), facts.minutes()))
                .toList();
        if (!part.tpcc()) {
            return other(facts, types, faults(stats.faults(), part), endpoints, part, workload);
        }
        return assemble(facts, types, delivery, part.counts(), faults(stats.faults(), part), endpoints);
    }

    /**
     * The summary of a workload without TPC-C's sections: the rates, costs and latencies of the
     * kinds that ran (a storage-engine test's query test runs none of its INSERTs), and its own
     * lines and figures.
     */
    static RunSummary other(RunFacts facts, List<RunSummary.TypeLine> allTypes, RunSummary.Faults faults,
            List<RunSummary.EndpointLine> endpoints, WorkloadPart part, String workload) {
        List<RunSummary.TypeLine> ran = allTypes.stream().filter(t -> t.completed() + t.failed() + t.retried() > 0)
                .toList();
        List<RunSummary.TypeLine> types = ran.isEmpty() ? allTypes : ran;
        double minutes = facts.minutes();
        long total = types.stream().mapToLong(RunSummary.TypeLine::completed).sum();
        return new RunSummary(facts.sessionStart(), facts.sessionEnd(), facts.measuredSecs(), facts.interrupted(),
                facts.window(), facts.warehouses(), facts.terminals(), 0, total / minutes, total, 0,
                total == 0 ? 0 : facts.driverCpuNanos() / 1e6 / total, types, null, null, null, faults, endpoints,
                server(facts.server(), total), facts.environment(), List.of(), null, facts.share(), null, null,
                facts.spread(), workload, part.lines(), part.figures());
    }

    /**
     * The summary of a window from its per-type lines and counts: the rates, the mix percentages,
     * the costs and the verdicts. One driver's run and a merge of several drivers' both end here.
     */
    static RunSummary assemble(RunFacts facts, List<RunSummary.TypeLine> types, RunSummary.DeferredDelivery delivery,
            RunSummary.MixCounts counts, RunSummary.Faults faults, List<RunSummary.EndpointLine> endpoints) {
        double minutes = facts.minutes();
        long total = types.stream().mapToLong(RunSummary.TypeLine::completed).sum();
        RunSummary.TypeLine newOrder = types.get(TransactionType.NEW_ORDER.ordinal());
        long payments = types.get(TransactionType.PAYMENT.ordinal()).completed();
        long orderStatus = types.get(TransactionType.ORDER_STATUS.ordinal()).completed();
        double tpmC = newOrder.completed() / minutes;
        RunSummary.Mix mix = new RunSummary.Mix(pct(newOrder.rolledBack(), newOrder.completed()),
                pct(counts.remoteOrderLines(), counts.orderLines()), pct(counts.remotePayments(), payments),
                pct(counts.byNamePayments() + counts.byNameOrderStatus(), payments + orderStatus));
        return new RunSummary(facts.sessionStart(), facts.sessionEnd(), facts.measuredSecs(), facts.interrupted(),
                facts.window(), facts.warehouses(), facts.terminals(), tpmC, total / minutes, total,
                100 * tpmC / (MAX_TPMC_PER_WAREHOUSE * facts.warehouses()),
                total == 0 ? 0 : facts.driverCpuNanos() / 1e6 / total, types, delivery, mix, facts.audit(), faults,
                endpoints, server(facts.server(), total), facts.environment(),
                Verdicts.of(new Verdicts.Sample(facts.warehouses(), facts.terminals(), facts.plan(), counts), types,
                        delivery, facts.audit(), faults), counts, facts.share(), facts.plan(),
                compliance(facts, tpmC), facts.spread(), RunSummary.DEFAULT_WORKLOAD, List.of(), Map.of());
    }

    /**
     * The configuration's departures from TPC-C (the props', found by the driver) and the
     * window's: shorter than 120 minutes (5.5.1), or more throughput per warehouse than keying and
     * think times allow (12.86 tpmC).
     */
    static RunSummary.Compliance compliance(RunFacts facts, double tpmC) {
        List<RunSummary.Departure> d = new ArrayList<>(facts.configDepartures() == null ? List.of()
                : facts.configDepartures());
        if (facts.measuredSecs() < 120 * 60) {
            d.add(new RunSummary.Departure("interval", String.format(java.util.Locale.ROOT,
                    "a %.1f-minute measurement interval, not 120 (5.5.1)", facts.measuredSecs() / 60)));
        }
        double perWarehouse = tpmC / Math.max(1, facts.warehouses());
        if (perWarehouse > MAX_TPMC_PER_WAREHOUSE) {
            d.add(new RunSummary.Departure("ceiling", String.format(java.util.Locale.ROOT, "%,.0f tpmC per warehouse,"
                    + " above the %.2f that keying and think times allow", perWarehouse, MAX_TPMC_PER_WAREHOUSE)));
        }
        return new RunSummary.Compliance(d.isEmpty(), d);
    }

    static RunSummary.EndpointLine endpointLine(String name, long completed, long failed, long losses, long retried,
            double minutes) {
        return new RunSummary.EndpointLine(name, completed, failed, completed / minutes, losses, retried);
    }

    /** The deferred deliveries queued in the window, the queue at its start and end, and the workers. */
    record Backlog(long queued, long atStart, long atEnd, int workers) {}

    /**
     * The deferred part of Delivery: its counts, the percentiles of {@code latencies}
     * (microseconds), and its backlog; left over are the window's requests neither completed nor
     * failed by its end.
     */
    static RunSummary.DeferredDelivery deferred(long completed, long skipped, long skippedDistricts, long failed,
            Histogram latencies, Backlog backlog) {
        return new RunSummary.DeferredDelivery(completed, skipped, skippedDistricts, failed,
                ms(latencies.getValueAtPercentile(90)), ms(latencies.getMaxValue()), backlog.queued(),
                Math.max(0, backlog.queued() - completed - failed), backlog.atStart(), backlog.atEnd(),
                backlog.workers());
    }

    private static RunSummary.Server server(ServerCost cost, long transactions) {
        double perTxn = transactions == 0 ? 0 : (double) cost.statements() / transactions;
        double cpuMs = cost.cpuNanos() < 0 || transactions == 0 ? Double.NaN : cost.cpuNanos() / 1e6 / transactions;
        return new RunSummary.Server(cost.statements(), perTxn, cpuMs,
                cost.state() == null ? null : cost.state().per(transactions));
    }

    private static RunSummary.Faults faults(Faults f, WorkloadPart part) {
        return new RunSummary.Faults(f.connectionLosses(), f.reconnects(), f.inDoubtCommitted(),
                f.inDoubtRolledBack(), f.inDoubtUnresolved(), part.committedNewOrders(), part.committedPayments(),
                f.partialCommits(), f.errors().lines().stream().map(l -> new RunSummary.ErrorLine(l.code(),
                        SqlErrors.meaning(l.code()), l.retried(), l.failed())).toList(), f.cancelled());
    }

    /** One type's counts over the window, and the response time above which one was late (0: none). */
    record Counts(long completed, long rolledBack, long retried, long failed, long late, double lateAfterMs) {}

    /** One type's line from its counts and latencies (microseconds); {@code total} is every type's completed. */
    static RunSummary.TypeLine typeLine(String name, Counts c, Histogram h, long total) {
        return new RunSummary.TypeLine(name, c.completed(), c.rolledBack(), c.retried(), c.failed(),
                h.getTotalCount() == 0 ? 0 : h.getMean() / 1000, ms(h.getValueAtPercentile(50)),
                ms(h.getValueAtPercentile(90)), ms(h.getValueAtPercentile(95)), ms(h.getValueAtPercentile(99)),
                ms(h.getMaxValue()), pct(c.completed(), total), c.late(), c.lateAfterMs());
    }

    private static double ms(long micros) {
        return micros / 1000.0;
    }

    static double pct(long part, long whole) {
        return whole == 0 ? 0 : 100.0 * part / whole;
    }
}
