package io.tpcbench.driver;

import io.tpcbench.config.RunConfig;
import io.tpcbench.metrics.LatencyTotals;
import io.tpcbench.metrics.RunStats;
import io.tpcbench.metrics.StatsTally;
import io.tpcbench.report.ResultDirectory;
import io.tpcbench.report.RunSummary;
import io.tpcbench.report.SummaryBuilder;
import io.tpcbench.workload.SummaryPart;
import io.tpcbench.workload.TerminalSpread;
import io.tpcbench.workload.Workload;
import io.tpcbench.workload.WorkloadRun;
import java.sql.SQLException;
import java.time.Instant;
import java.time.ZonedDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.LongSummaryStatistics;
import javax.sql.DataSource;
import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.Logger;

/**
 * A run's summary from what the driver measured once every terminal stopped: the engine's tally
 * handed to the workload for its part, the facts of the session, the server's cost, the terminals'
 * spread and the latency logs.
 */
final class SummaryOfRun {
    private static final Logger LOG = LogManager.getLogger(SummaryOfRun.class);

    private final RunConfig config;
    private final Workload workload;
    private final WorkloadRun workloadRun;
    private final DataSource pool;
    private final RunSummary.Environment environment;

    /** What the run ended with: its window, counts and latencies, terminals, clocks, CPU and server readings. */
    record Ended(
            RunWindow window,
            RunStats stats,
            LatencyTotals latencies,
            List<Terminal> terminals,
            ZonedDateTime sessionStart,
            long t0,
            long cpuNanos,
            ServerRecord server,
            boolean interrupted) {
        double measuredSecs() {
            return Math.max(0, window.endNanos() - window.startNanos()) / 1e9;
        }
    }

    SummaryOfRun(
            RunConfig config,
            Workload workload,
            WorkloadRun workloadRun,
            DataSource pool,
            RunSummary.Environment environment) {
        this.config = config;
        this.workload = workload;
        this.workloadRun = workloadRun;
        this.pool = pool;
        this.environment = environment;
    }

    RunSummary summarize(Ended e) {
        SummaryBuilder.ServerCost serverCost = serverCost(e.server());
        int served = Math.min(
                e.terminals().size(), workloadRun.servedTerminals(e.terminals().size()));
        TerminalSpread spread = spread(e.terminals().subList(0, served));
        StatsTally tally = new StatsTally(e.stats(), e.latencies(), e.measuredSecs(), config.terminals(), spread);
        SummaryPart part = workloadRun.summaryPart(pool, tally);
        return SummaryBuilder.build(
                facts(e, serverCost, spread),
                tally.types(),
                SummaryBuilder.faults(e.stats().faults()),
                SummaryBuilder.endpoints(e.stats(), e.measuredSecs()),
                part,
                workload.name(),
                latencyLogs());
    }

    /** The server's statements, CPU and state between the window start and now (the window's end). */
    private SummaryBuilder.ServerCost serverCost(ServerRecord server) {
        try {
            return server.atEnd(pool);
        } catch (SQLException ex) {
            LOG.warn("the server's statement count could not be read at the end: {}", ex.getMessage());
            return SummaryBuilder.ServerCost.UNKNOWN;
        }
    }

    private SummaryBuilder.RunFacts facts(Ended e, SummaryBuilder.ServerCost server, TerminalSpread spread) {
        long sessionMillis = e.sessionStart().toInstant().toEpochMilli();
        long startMillis = sessionMillis + (e.window().startNanos() - e.t0()) / 1_000_000;
        RunSummary.Window window =
                new RunSummary.Window(sessionMillis, startMillis, startMillis + Math.round(e.measuredSecs() * 1000));
        return new SummaryBuilder.RunFacts(
                ResultDirectory.stamp(e.sessionStart()),
                ResultDirectory.stamp(ZonedDateTime.now()),
                e.measuredSecs(),
                e.interrupted(),
                window,
                config.terminals(),
                e.cpuNanos(),
                server,
                environment,
                new RunSummary.DriverShare(
                        config.window().startAt().map(Instant::toEpochMilli).orElse(0L),
                        config.output().reportIntervalSecs(),
                        List.of()),
                spread);
    }

    /** The kinds' latency logs ({@code data/latency_<kind>.hlog}) in order, then the deferred work's. */
    private List<RunSummary.LatencyLog> latencyLogs() {
        List<RunSummary.LatencyLog> logs = new ArrayList<>(workload.kinds().stream()
                .map(k -> new RunSummary.LatencyLog(k.name(), k.displayName(), false))
                .toList());
        workload.deferredKind().ifPresent(k -> logs.add(new RunSummary.LatencyLog(k.name(), k.displayName(), true)));
        return logs;
    }

    /** How evenly the terminals were served ({@link TerminalSpread}); null before any ran. */
    static TerminalSpread spread(List<Terminal> terminals) {
        if (terminals.isEmpty()) {
            return null;
        }
        LongSummaryStatistics s =
                terminals.stream().mapToLong(Terminal::measured).summaryStatistics();
        double busyMean =
                terminals.stream().mapToLong(Terminal::measuredNanos).average().orElse(0) / 1e9;
        return new TerminalSpread(
                s.getMin(),
                s.getMax(),
                s.getAverage(),
                stddev(terminals.stream().mapToDouble(Terminal::measured).toArray(), s.getAverage()),
                busyMean,
                stddev(
                        terminals.stream()
                                .mapToDouble(t -> t.measuredNanos() / 1e9)
                                .toArray(),
                        busyMean));
    }

    /** The population standard deviation of {@code values} around {@code mean}. */
    private static double stddev(double[] values, double mean) {
        double sum = 0;
        for (double v : values) {
            sum += (v - mean) * (v - mean);
        }
        return Math.sqrt(sum / Math.max(1, values.length));
    }
}
