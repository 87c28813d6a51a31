package io.tpcbench.report;

import io.tpcbench.config.TransactionType;
import io.tpcbench.metrics.Faults;
import io.tpcbench.metrics.LatencyTotals;
import io.tpcbench.metrics.MixCounters;
import io.tpcbench.metrics.RunStats;
import io.tpcbench.metrics.TypeStats;
import java.util.ArrayList;
import java.util.List;
import org.HdrHistogram.Histogram;

/** Computes a {@link RunSummary} from the window's statistics: the one place of the run's arithmetic. */
public final class SummaryBuilder {
    /** TPC-C 5.4: the maximum tpmC per warehouse with the spec's keying and think times. */
    static final double MAX_TPMC_PER_WAREHOUSE = 12.86;

    private SummaryBuilder() {}

    /** The facts of a run besides its statistics. */
    public record RunFacts(String sessionStart, String sessionEnd, double measuredSecs, boolean interrupted,
            RunSummary.Window window, int warehouses, int terminals, long driverCpuNanos, RunSummary.Audit audit, ServerCost server,
            RunSummary.Environment environment) {}

    /** The server's statements and CPU nanoseconds over the window (CPU negative when unknown). */
    public record ServerCost(long statements, long cpuNanos) {
        public static final ServerCost UNKNOWN = new ServerCost(0, -1);
    }

    public static RunSummary build(RunFacts facts, RunStats stats, LatencyTotals latencies) {
        double minutes = Math.max(facts.measuredSecs(), 1e-9) / 60;
        long total = 0;
        for (TransactionType t : TransactionType.values()) {
            total += stats.of(t).completed();
        }
        List<RunSummary.TypeLine> types = new ArrayList<>();
        for (TransactionType t : TransactionType.values()) {
            types.add(typeLine(t, stats.of(t), latencies.total(t), total));
        }
        long newOrders = stats.of(TransactionType.NEW_ORDER).completed();
        double tpmC = newOrders / minutes;
        MixCounters m = stats.mix();
        Histogram deferred = latencies.deferredDelivery();
        RunSummary.DeferredDelivery delivery = new RunSummary.DeferredDelivery(m.deliveriesDone(),
                m.deliveriesSkipped(), m.districtsSkipped(), m.deliveriesFailed(), ms(deferred.getValueAtPercentile(90)),
                ms(deferred.getMaxValue()));
        RunSummary.Mix mix = new RunSummary.Mix(
                pct(stats.of(TransactionType.NEW_ORDER).rolledBack(), newOrders),
                pct(m.remoteOrderLines(), m.orderLines()),
                pct(m.remotePayments(), stats.of(TransactionType.PAYMENT).completed()),
                pct(m.byNamePayments() + m.byNameOrderStatus(), stats.of(TransactionType.PAYMENT).completed()
                        + stats.of(TransactionType.ORDER_STATUS).completed()));
        return new RunSummary(facts.sessionStart(), facts.sessionEnd(), facts.measuredSecs(), facts.interrupted(),
                facts.window(), facts.warehouses(), facts.terminals(), tpmC, total / minutes, total,
                100 * tpmC / (MAX_TPMC_PER_WAREHOUSE * facts.warehouses()),
                total == 0 ? 0 : facts.driverCpuNanos() / 1e6 / total, types, delivery, mix, facts.audit(),
                faults(stats.faults()), endpoints(stats, minutes), server(facts.server(), total), facts.environment(), Verdicts.of(facts.warehouses(), types, delivery, mix, facts.audit()));
    }

    private static List<RunSummary.EndpointLine> endpoints(RunStats stats, double minutes) {
        return stats.endpoints().stream().map(e -> new RunSummary.EndpointLine(e.name(), e.completedCount(),
                e.failedCount(), e.completedCount() / minutes, e.connectionLossCount())).toList();
    }

    private static RunSummary.Server server(ServerCost cost, long transactions) {
        double perTxn = transactions == 0 ? 0 : (double) cost.statements() / transactions;
        double cpuMs = cost.cpuNanos() < 0 || transactions == 0 ? Double.NaN : cost.cpuNanos() / 1e6 / transactions;
        return new RunSummary.Server(cost.statements(), perTxn, cpuMs);
    }

    private static RunSummary.Faults faults(Faults f) {
        return new RunSummary.Faults(f.connectionLosses(), f.reconnects(), f.inDoubtCommitted(),
                f.inDoubtRolledBack(), f.inDoubtUnresolved(), f.committedNewOrders(), f.committedPayments());
    }

    private static RunSummary.TypeLine typeLine(TransactionType t, TypeStats s, Histogram h, long total) {
        return new RunSummary.TypeLine(t.displayName(), s.completed(), s.rolledBack(), s.retries(), s.failed(),
                h.getTotalCount() == 0 ? 0 : h.getMean() / 1000, ms(h.getValueAtPercentile(50)),
                ms(h.getValueAtPercentile(90)), ms(h.getValueAtPercentile(95)), ms(h.getValueAtPercentile(99)),
                ms(h.getMaxValue()), pct(s.completed(), total));
    }

    private static double ms(long micros) {
        return micros / 1000.0;
    }

    static double pct(long part, long whole) {
        return whole == 0 ? 0 : 100.0 * part / whole;
    }
}
