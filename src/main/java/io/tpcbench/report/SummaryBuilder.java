package io.tpcbench.report;

import io.tpcbench.db.SqlErrors;
import io.tpcbench.metrics.Faults;
import io.tpcbench.metrics.RunStats;
import io.tpcbench.workload.SummaryPart;
import io.tpcbench.workload.TerminalSpread;
import io.tpcbench.workload.TypeLine;
import java.util.List;

/**
 * Computes a {@link RunSummary} from the window's kinds and the run's facts, with the workload's
 * part beside it: the one place of the engine's arithmetic (rates, costs per unit). One driver's run
 * and a merge of several drivers' both end here.
 */
public final class SummaryBuilder {
    private SummaryBuilder() {}

    /** The facts of a run besides its kinds' lines. */
    public record RunFacts(
            String sessionStart,
            String sessionEnd,
            double measuredSecs,
            boolean interrupted,
            RunSummary.Window window,
            int terminals,
            long driverCpuNanos,
            ServerCost server,
            RunSummary.Environment environment,
            RunSummary.DriverShare share,
            TerminalSpread spread) {

        double minutes() {
            return Math.max(measuredSecs, 1e-9) / 60;
        }
    }

    /**
     * The server's statements and CPU nanoseconds over the window (CPU negative when unknown), and
     * its state (null when unknown; its figures per unit are computed with the summary's units).
     */
    public record ServerCost(long statements, long cpuNanos, RunSummary.ServerState state) {
        public static final ServerCost UNKNOWN = new ServerCost(0, -1, null);
    }

    /**
     * The summary of a run of {@code workload}: its kinds' lines (those that ran, unless the part
     * shows idle kinds too: a storage-engine query test runs none of its INSERTs), the rates and
     * costs over them, the faults and endpoints, and the workload's {@code part}; {@code
     * latencyLogs} names the kinds' latency logs in order.
     */
    public static RunSummary build(
            RunFacts facts,
            List<TypeLine> allTypes,
            RunSummary.Faults faults,
            List<RunSummary.EndpointLine> endpoints,
            SummaryPart part,
            String workload,
            List<RunSummary.LatencyLog> latencyLogs) {
        List<TypeLine> ran = allTypes.stream()
                .filter(t -> t.completed() + t.failed() + t.retried() > 0)
                .toList();
        List<TypeLine> types = part.idleKinds() || ran.isEmpty() ? allTypes : ran;
        double minutes = facts.minutes();
        long total = types.stream().mapToLong(TypeLine::completed).sum();
        return new RunSummary(
                facts.sessionStart(),
                facts.sessionEnd(),
                facts.measuredSecs(),
                facts.interrupted(),
                facts.window(),
                facts.terminals(),
                total / minutes,
                total,
                total == 0 ? 0 : facts.driverCpuNanos() / 1e6 / total,
                types,
                faults,
                endpoints,
                server(facts.server(), total),
                facts.environment(),
                facts.share(),
                facts.spread(),
                workload,
                latencyLogs,
                part);
    }

    /** The session's faults and the window's errors by code, as the summary keeps them. */
    public static RunSummary.Faults faults(Faults f) {
        return new RunSummary.Faults(
                f.connectionLosses(),
                f.reconnects(),
                f.inDoubtCommitted(),
                f.inDoubtRolledBack(),
                f.inDoubtUnresolved(),
                f.partialCommits(),
                f.errors().lines().stream()
                        .map(l -> new RunSummary.ErrorLine(
                                l.code(), SqlErrors.meaning(l.code()), l.retried(), l.failed()))
                        .toList(),
                f.cancelled());
    }

    /** Each endpoint's line over the window of {@code measuredSecs}. */
    public static List<RunSummary.EndpointLine> endpoints(RunStats stats, double measuredSecs) {
        double minutes = Math.max(measuredSecs, 1e-9) / 60;
        return stats.endpoints().stream()
                .map(e -> endpointLine(
                        e.name(),
                        e.completedCount(),
                        e.failedCount(),
                        e.connectionLossCount(),
                        e.retriedCount(),
                        minutes))
                .toList();
    }

    public static RunSummary.EndpointLine endpointLine(
            String name, long completed, long failed, long losses, long retried, double minutes) {
        return new RunSummary.EndpointLine(name, completed, failed, completed / minutes, losses, retried);
    }

    private static RunSummary.Server server(ServerCost cost, long transactions) {
        double perTxn = transactions == 0 ? 0 : (double) cost.statements() / transactions;
        double cpuMs = cost.cpuNanos() < 0 || transactions == 0 ? Double.NaN : cost.cpuNanos() / 1e6 / transactions;
        return new RunSummary.Server(
                cost.statements(),
                perTxn,
                cpuMs,
                cost.state() == null ? null : cost.state().per(transactions));
    }
}
