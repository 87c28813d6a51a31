package io.tpcbench.cli;

import com.zaxxer.hikari.HikariDataSource;
import io.tpcbench.config.ConfigLoader;
import io.tpcbench.config.Isolation;
import io.tpcbench.config.RunConfig;
import io.tpcbench.config.StartAt;
import io.tpcbench.config.TpcConfig;
import io.tpcbench.db.DatabaseException;
import io.tpcbench.db.Procedures;
import io.tpcbench.db.Sending;
import io.tpcbench.db.ServerName;
import io.tpcbench.driver.Benchmark;
import io.tpcbench.report.ResultDirectory;
import io.tpcbench.report.RunReport;
import io.tpcbench.report.RunSummary;
import io.tpcbench.report.TextSummary;
import io.tpcbench.workload.RunPlan;
import io.tpcbench.workload.RunSetup;
import io.tpcbench.workload.Workload;
import io.tpcbench.workload.WorkloadRun;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.time.ZonedDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;

/** {@code runBenchmark}: the terminals against a built database, then the summary and result directory. */
final class BenchmarkCommand implements Command {

    private final AtomicReference<Benchmark> running = new AtomicReference<>();
    private volatile boolean interrupted;

    @Override
    public boolean interrupt() {
        interrupted = true;
        Benchmark b = running.get();
        if (b != null) {
            b.stop();
        }
        return true;
    }

    @Override
    public void run(Invocation inv) throws Exception {
        benchmark(inv);
    }

    /** Runs the benchmark, writes its result directory and report, and returns the directory. */
    Path benchmark(Invocation inv) throws Exception {
        try (Session session = Session.open(inv, ConfigLoader.Purpose.RUN, Console.out())) {
            session.metrics();
            TpcConfig config = session.config();
            Workload workload = Workloads.of(config.workload());
            RunConfig run = config.run().withTerminals(workload.terminals(config));
            int deferredWorkers = workload.deferredWorkers(config);
            try (RunPools pools = RunPools.open(
                    session.connections(),
                    run,
                    workload.seats(config),
                    deferredWorkers,
                    workload.autoCommit(),
                    workload.statementTexts(config))) {
                HikariDataSource pool = pools.first();
                StatementMode mode = StatementMode.decide(config, pools.endpoints());
                new Ownership(session, workload.steps().owned(config)).checkKeys();
                RunPlan plan = workload.prepareRun(new RunSetup(session, mode.sending(), mode.portable()));
                RunSummary.Environment env = environment(pool, mode, run, plan);
                StartAt.checkAhead(run, Instant.now());
                ResultDirectory results = ResultDirectory.create(run.output().resultDirectory(), ZonedDateTime.now());
                List<String> properties = new ArrayList<>(List.of(
                        "serverVersion=" + env.serverVersion(),
                        "jdbcDriverVersion=" + env.jdbcDriverVersion(),
                        "isolationLevel=" + env.isolationLevel()));
                properties.addAll(plan.properties());
                results.writeRunProperties(config, properties);
                results.writeRunInfo(
                        RUN_INFO_HEADER,
                        List.of(
                                "1",
                                "tpcbench",
                                env.jdbcDriverVersion(),
                                config.db().db(),
                                ResultDirectory.stamp(ZonedDateTime.now()),
                                Double.toString(run.window().runMins()),
                                Integer.toString(plan.scale()),
                                Integer.toString(plan.runScale()),
                                Integer.toString(config.run().terminals()),
                                Long.toString(run.window().limitTxnsPerMin()),
                                Double.toString(plan.timeMultipliers().get(0)),
                                Double.toString(plan.timeMultipliers().get(1))));
                session.out()
                        .accept("Server " + env.serverVersion() + ", JDBC driver " + env.jdbcDriverVersion()
                                + ", isolation " + env.isolationLevel() + ", " + pools.connections() + " connections"
                                + (pools.endpoints().size() > 1
                                        ? " over " + pools.endpoints().size() + " endpoints"
                                        : ""));
                plan.describe().forEach(session.out());
                session.out().accept("Statements: " + env.statements());
                if (!env.commit().isEmpty()) {
                    session.out().accept("Commit: " + env.commit());
                }
                RunSummary summary;
                Benchmark benchmark;
                try (WorkloadRun workloadRun = plan.start(results.data())) {
                    benchmark = new Benchmark(
                            run,
                            deferredWorkers,
                            workload,
                            workloadRun,
                            pools.endpoints(),
                            results,
                            env,
                            session.out(),
                            session.metrics());
                    running.set(benchmark);
                    if (interrupted) {
                        benchmark.stop();
                    }
                    summary = benchmark.run();
                    TextSummary.lines(summary).forEach(session.out());
                }
                session.out().accept("Results written to " + results.path().toAbsolutePath());
                try {
                    Path report = RunReport.write(new WorkloadParts(), results.path());
                    session.out().accept("Report: " + report.toAbsolutePath());
                } catch (RuntimeException e) {
                    // a report that cannot be drawn must not hide that the run itself failed
                    try {
                        benchmark.judgeFailures(summary);
                    } catch (RuntimeException verdict) {
                        verdict.addSuppressed(e);
                        throw verdict;
                    }
                    throw e;
                }
                // after the results are written: the exit code and the last line say the run failed
                benchmark.judgeFailures(summary);
                return results.path();
            }
        }
    }

    /** Fails with a clear message when the server, a proxy or the driver settings refuse multi-statement texts. */
    private static void checkMultiStatements(Connection c) {
        try (Statement s = c.createStatement()) {
            s.execute("SELECT 1; SELECT 2");
        } catch (SQLException e) {
            throw new DatabaseException(
                    "multiStatements=true, but a text of two statements was refused ("
                            + e.getMessage() + "): set multiStatements=false to send one statement per round trip,"
                            + " or remove dataSource.allowMultiQueries=false",
                    e);
        }
    }

    /** Fails with a clear message when compoundStatements=true meets a server without compound statements. */
    private static void checkCompoundStatements(Connection c) {
        try (Statement s = c.createStatement()) {
            s.execute("BEGIN NOT ATOMIC DO 1; DO 2; END");
        } catch (SQLException e) {
            throw new DatabaseException(
                    "the trips go as MariaDB compound statements, but BEGIN NOT ATOMIC ... END was" + " refused ("
                            + e.getMessage() + "): set compoundStatements=false (MariaDB alone has them)",
                    e);
        }
    }

    static final List<String> RUN_INFO_HEADER = List.of(
            "run",
            "driver",
            "driverVersion",
            "db",
            "sessionStart",
            "runMins",
            "loadWarehouses",
            "runWarehouses",
            "terminals",
            "limitTxnsPerMin",
            "keyingTimeMultiplier",
            "thinkTimeMultiplier");

    /**
     * The server, driver and isolation, and how statements travel: the workload's own account
     * when it gives one, else the statement mode's (TPC-C's trips, whose multi-statement texts the
     * server must accept, and where their COMMIT goes).
     */
    private static RunSummary.Environment environment(
            HikariDataSource pool, StatementMode mode, RunConfig run, RunPlan plan) throws Exception {
        try (Connection c = pool.getConnection()) {
            DatabaseMetaData md = c.getMetaData();
            String isolation = Isolation.ofJdbcLevel(c.getTransactionIsolation())
                    .map(Isolation::sqlName)
                    .orElse("unknown");
            if (plan.statements().isEmpty() && mode.multiStatementTexts()) {
                checkMultiStatements(c);
                if (mode.sending() == Sending.COMPOUND) {
                    checkCompoundStatements(c);
                }
                if (mode.sending() == Sending.PROCEDURE) {
                    Procedures.check(c);
                }
            }
            if (!c.getAutoCommit()) {
                c.commit();
            }
            return new RunSummary.Environment(
                    ServerName.of(c),
                    md.getDriverName() + " " + md.getDriverVersion(),
                    isolation + (run.connections().isolation() == Isolation.SERVER_DEFAULT ? " (server default)" : ""),
                    plan.statements().isPresent() ? "" : mode.commit().how(),
                    plan.statements().orElse(mode.describe()));
        }
    }
}
