package io.tpcbench.driver;

import io.tpcbench.config.OutputException;
import io.tpcbench.config.OutputFailures;
import io.tpcbench.config.RunConfig;
import io.tpcbench.db.ConnectionFactory;
import io.tpcbench.metrics.LatencyTotals;
import io.tpcbench.metrics.LiveMetrics;
import io.tpcbench.metrics.ProcessCpu;
import io.tpcbench.metrics.RunStats;
import io.tpcbench.metrics.RunView;
import io.tpcbench.metrics.StatsTally;
import io.tpcbench.report.IntervalFile;
import io.tpcbench.report.ResultDirectory;
import io.tpcbench.report.RunSummary;
import io.tpcbench.workload.Workload;
import io.tpcbench.workload.WorkloadRun;
import java.time.ZonedDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;
import java.util.function.IntPredicate;
import javax.sql.DataSource;
import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.Logger;

/**
 * One benchmark run of a workload: the terminals over their connections, the background workers
 * of deferred work, the reporter, the workload's readings at the window's edges (TPC-C's database
 * audit), and the summary. {@link #stop()} (Ctrl-C) ends the window early and the results so far
 * are kept.
 */
public final class Benchmark {
    private static final Logger LOG = LogManager.getLogger(Benchmark.class);
    private static final long NANOS_PER_MIN = 60_000_000_000L;

    private final RunConfig config;
    private final int deferredWorkers;
    private final Workload workload;
    private final WorkloadRun workloadRun;
    private final List<Endpoint> endpoints;
    /** The first endpoint's pool: the database audit and the server's counters are read through it. */
    private final DataSource pool;

    private final ResultDirectory results;
    private final RunSummary.Environment environment;
    private final Consumer<String> out;
    private final LiveMetrics live;
    private final AtomicReference<RunControl> control = new AtomicReference<>();
    private volatile boolean interrupted;
    /** Why the run stopped early because nothing works ({@link FailureWatch}), once it did. */
    private volatile String gaveUp;
    /** The workload's fatal error that stopped the run ({@link WorkloadRun#fatal()}), once one did. */
    private volatile String fatal;

    private volatile FailureWatch watch;

    /**
     * One way to the database: a server of a distributed database (or the only one), the pool of
     * connections to it, how many of them the terminals and delivery workers use, and how to open
     * a connection beside the pool (probes, cancelling a statement).
     */
    public record Endpoint(String name, DataSource pool, int connections, ConnectionFactory server) {}

    /**
     * A run of {@code workload}, whose terminals draw their work from {@code workloadRun}, with
     * {@code deferredWorkers} background workers for its deferred work; {@code live} serves its
     * counts while it goes ({@code metricsPort}).
     */
    public Benchmark(
            RunConfig config,
            int deferredWorkers,
            Workload workload,
            WorkloadRun workloadRun,
            List<Endpoint> endpoints,
            ResultDirectory results,
            RunSummary.Environment environment,
            Consumer<String> out,
            LiveMetrics live) {
        this.live = live;
        this.config = config;
        this.deferredWorkers = deferredWorkers;
        this.workload = workload;
        this.workloadRun = workloadRun;
        this.endpoints = List.copyOf(endpoints);
        this.pool = endpoints.get(0).pool();
        this.results = results;
        this.environment = environment;
        this.out = out;
    }

    /** Ends the measurement window now; terminals stop after their current transaction. */
    public void stop() {
        interrupted = true;
        RunControl c = control.get();
        if (c != null) {
            c.stop();
        }
    }

    /**
     * After {@link #run()} and once its results are written: throws {@link WorkloadFatalException}
     * when the workload stopped the run with its fatal error, {@link NothingWorksException}
     * when the run stopped because every unit failed ({@code abortIfAllFailAttempts}, {@code
     * abortIfAllFailSecs}), {@link FailedShareException} when its failed share passed {@code
     * maxFailedPercent}.
     */
    public void judgeFailures(RunSummary summary) {
        if (fatal != null) {
            throw new WorkloadFatalException("the run stopped early, its results so far are written: " + fatal);
        }
        FailureWatch w = watch;
        RunFailures.judge(
                Optional.ofNullable(gaveUp),
                summary,
                config.failures(),
                code -> w == null ? Optional.empty() : w.firstMessage(code));
    }

    public RunSummary run() throws Exception {
        config.window()
                .startAt()
                .ifPresent(at -> RunClock.awaitWarmUp(config.window(), at, out, () -> interrupted, this::stop));
        ZonedDateTime sessionStart = ZonedDateTime.now();
        long t0 = System.nanoTime();
        RunControl ctl = new RunControl(RunClock.window(config.window(), sessionStart, t0));
        control.set(ctl);
        if (interrupted) {
            ctl.stop();
        }
        RunStats stats = new RunStats(
                workload.kinds(),
                endpoints.stream().map(Endpoint::name).toList(),
                config.output().responseTimeLimitSecs(),
                live.latencies(workload.kinds()));
        LatencyTotals latencies = new LatencyTotals(stats);
        long sessionMillis = sessionStart.toInstant().toEpochMilli();
        // a write that fails (disk full) stops the run; the summary is still tried, then exit 8
        OutputFailures failures = new OutputFailures(ctl::stop);
        try (OsMetrics os =
                        OsMetrics.start(config.output().osCollector(), results.data(), sessionMillis, out, failures);
                ServerSampler sampler = ServerSampler.start(
                        endpoints.get(0).server(),
                        results.data(),
                        config.output().reportIntervalSecs() * 1000L,
                        sessionMillis,
                        out,
                        failures);
                Lanes lanes = Lanes.open(
                        endpoints,
                        config.dedicatedConnections(),
                        new TxRunner.Retries(
                                config.connections().txnRetries(),
                                (long) (config.cluster().txnRetrySecs() * 1e9),
                                alsoRetried()),
                        ctl,
                        stats,
                        config.cluster().partitionAffinity(),
                        backgroundWorkers());
                LatencyLogs logs =
                        new LatencyLogs(results.data(), sessionMillis, workload.kinds(), workload.deferredKind());
                IntervalFile lines = IntervalFile.create(results.path())) {
            Reporter reporter = new Reporter(
                    latencies,
                    stats.faults(),
                    logs,
                    lines,
                    out,
                    t0,
                    sessionMillis,
                    workload.kinds(),
                    workloadRun,
                    failures);
            RunSummary summary = measure(ctl, stats, lanes, latencies, reporter, sessionStart, t0, failures);
            failures.first().ifPresent(e -> {
                throw e.withNote("; the run stopped, the files written so far are kept in " + results.path());
            });
            return summary;
        }
    }

    private RunSummary measure(
            RunControl ctl,
            RunStats stats,
            Lanes lanes,
            LatencyTotals latencies,
            Reporter reporter,
            ZonedDateTime sessionStart,
            long t0,
            OutputFailures failures)
            throws Exception {
        List<Terminal> terminalList = new ArrayList<>();
        AtomicBoolean ended = new AtomicBoolean();
        long cpuInWindow;
        ServerRecord server = new ServerRecord(results.data(), failures);
        long[] cpuAtStart = {ProcessCpu.self()};
        Runnable atWindowStart = () -> {
            WindowStart.read(
                    ctl, pool, workloadRun, new StatsTally(stats, latencies, 0, config.terminals(), null), server);
            cpuAtStart[0] = ProcessCpu.self();
        };
        // without a warm-up the window starts now: read before any terminal starts, so that the
        // database's counters and the driver's count exactly the same transactions
        Optional<Thread> audit = Optional.empty();
        if (config.window().rampupMins() == 0) {
            atWindowStart.run();
        } else {
            audit = Optional.of(Thread.ofVirtual().start(atWindowStart));
        }
        try (ResultLog log = config.output().resultCsv()
                ? ResultLog.to(results.data().resolve("result.csv"), 1, t0, failures)
                : ResultLog.disabled()) {
            FailureWatch watch = new FailureWatch(config.failures(), System.nanoTime());
            this.watch = watch;
            DeferredWork deliveries = new DeferredWork(
                    lanes, stats, ctl, log, workloadRun, workload.deferredKind().orElse(null), watch, failures);
            deliveries.start(backgroundWorkers(), WindowStart.workerThreads());
            List<Drain.Caller> terminals = WindowStart.startTerminals(
                    config.terminals(),
                    () -> WindowStart.threads(config.dedicatedConnections()),
                    lanes,
                    workloadRun,
                    terminalList,
                    deliveries,
                    new TerminalSetup(
                            ctl,
                            stats,
                            workloadRun,
                            log,
                            config.window().runTxnsPerTerminal(),
                            config.window().limitTxnsPerMin(),
                            config.terminals(),
                            watch));
            live.watchRun(new RunView(
                    stats,
                    config.terminals(),
                    () -> (int) terminals.stream()
                            .filter(t -> t.inFlight().get().isPresent())
                            .count(),
                    deliveries::queued,
                    () -> phase(ctl, ended)));
            Thread ticker = Thread.ofPlatform()
                    .daemon()
                    .name("reporter")
                    .start(() -> reporter.every(
                            ctl,
                            config.output().reportIntervalSecs() * 1_000_000_000L,
                            config.window().rampupMins()));
            long drainEnd = awaitStop(ctl, terminals, watch);
            ctl.stop();
            workloadRun.stopping();
            deliveries.windowEnded();
            cpuInWindow = ProcessCpu.self();
            server.windowEnds();
            Drain.finish(terminals, drainEnd, stats.faults());
            int left = deliveries.finish(drainEnd);
            if (left > 0) {
                out.accept(left + " queued deliveries were not executed before the end (not counted)");
            }
            List<String> cancelled = stats.faults().cancelled();
            if (!cancelled.isEmpty()) {
                out.accept(cancelled.size() + " statement(s) still running "
                        + config.cluster().drainSecs() + " s after the window were cancelled: "
                        + String.join(", ", cancelled));
            }
            ticker.interrupt();
            ticker.join();
            ended.set(true);
        }
        if (audit.isPresent()) {
            audit.get().join();
        }
        reporter.tick(false);
        RunSummary summary = new SummaryOfRun(config, workload, workloadRun, pool, environment)
                .summarize(new SummaryOfRun.Ended(
                        ctl.window(),
                        stats,
                        latencies,
                        terminalList,
                        sessionStart,
                        t0,
                        cpuInWindow - cpuAtStart[0],
                        server,
                        interrupted));
        try {
            results.writeSummary(summary);
        } catch (OutputException e) {
            failures.failed(e);
        }
        return summary;
    }

    /** Stops the run when the workload says it must, saying why once; the first reason to stop stands. */
    private void checkFatal(RunControl ctl) {
        if (fatal != null || gaveUp != null) {
            return;
        }
        workloadRun.fatal().ifPresent(why -> {
            fatal = why;
            out.accept(why);
            ctl.stop();
        });
    }

    /** Where the run is, for the live metrics. */
    private static RunView.Phase phase(RunControl ctl, AtomicBoolean ended) {
        if (ended.get()) {
            return RunView.Phase.ENDED;
        }
        if (ctl.stopped()) {
            return RunView.Phase.DRAIN;
        }
        return ctl.window().started(System.nanoTime()) ? RunView.Phase.MEASURING : RunView.Phase.RAMPUP;
    }

    /** Codes retried beyond the engine's: {@code retryErrorCodes}, and the workload's own. */
    private IntPredicate alsoRetried() {
        Set<Integer> codes = config.cluster().retryErrorCodes();
        IntPredicate workloads = workloadRun.alsoRetried();
        return code -> codes.contains(code) || workloads.test(code);
    }

    /** The background workers of deferred work: the workload's, when it defers any. */
    private int backgroundWorkers() {
        return workload.deferredKind().isPresent() ? deferredWorkers : 0;
    }

    /**
     * Waits until every terminal has ended on its own (a count of transactions each) or the run
     * stops (the window's end, Ctrl-C); returns when the drain after that ends ({@code drainSecs}).
     */
    private long awaitStop(RunControl ctl, List<Drain.Caller> terminals, FailureWatch watch)
            throws InterruptedException {
        for (Drain.Caller t : terminals) {
            while (t.thread().isAlive() && !ctl.stopped()) {
                t.thread().join(100);
                watch.check(System.nanoTime()).filter(why -> fatal == null).ifPresent(why -> {
                    gaveUp = why;
                    out.accept(why);
                    ctl.stop();
                });
                checkFatal(ctl);
            }
        }
        checkFatal(ctl);
        return System.nanoTime() + config.cluster().drainSecs() * 1_000_000_000L;
    }
}
