package io.tpcbench.cli;

import com.zaxxer.hikari.HikariDataSource;
import io.tpcbench.config.ConfigLoader;
import io.tpcbench.config.Isolation;
import io.tpcbench.config.RunConfig;
import io.tpcbench.config.StartAt;
import io.tpcbench.config.TpcConfig;
import io.tpcbench.db.DatabaseException;
import io.tpcbench.driver.Benchmark;
import io.tpcbench.random.NURandConstants;
import io.tpcbench.report.ResultDirectory;
import io.tpcbench.report.RunReport;
import io.tpcbench.report.RunSummary;
import io.tpcbench.report.TextSummary;
import io.tpcbench.schema.ConfigTable;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.time.Instant;
import java.time.ZonedDateTime;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
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
            TpcConfig config = session.config();
            RunConfig run = config.run();
            Map<String, String> built = CheckStep.builtConfig(session);
            int warehouses = ConfigTable.intValue(built, ConfigTable.WAREHOUSES).orElseThrow();
            int cLoad = ConfigTable.intValue(built, ConfigTable.NURAND_C_LAST).orElseThrow(() -> new DatabaseException(
                    "bmsql_config holds no nURandCLast: rebuild the database with run/runDatabaseBuild.sh"));
            NURandConstants constants = runConstants(cLoad, run.startAt());
            try (RunPools pools = RunPools.open(session.connections(), run)) {
                HikariDataSource pool = pools.first();
                StatementMode mode = StatementMode.decide(config, pools.endpoints());
                RunSummary.Environment env = environment(pool, mode, run);
                StartAt.checkAhead(run, Instant.now());
                ResultDirectory results = ResultDirectory.create(run.resultDirectory(), ZonedDateTime.now());
                results.writeRunProperties(config, List.of("serverVersion=" + env.serverVersion(),
                        "jdbcDriverVersion=" + env.jdbcDriverVersion(), "isolationLevel=" + env.isolationLevel(),
                        "nURandCLastLoad=" + cLoad, "nURandCLastRun=" + constants.cLast()));
                results.writeRunInfo(RUN_INFO_HEADER, List.of("1", "tpcbench", env.jdbcDriverVersion(),
                        config.db().db(), ResultDirectory.stamp(ZonedDateTime.now()), Double.toString(run.runMins()),
                        Integer.toString(warehouses), Integer.toString(run.homes().size()),
                        Integer.toString(run.terminals()),
                        Long.toString(run.limitTxnsPerMin()), Double.toString(run.keyingTimeMultiplier()),
                        Double.toString(run.thinkTimeMultiplier())));
                session.out().accept("Server " + env.serverVersion() + ", JDBC driver " + env.jdbcDriverVersion()
                        + ", isolation " + env.isolationLevel() + ", " + pools.connections() + " connections"
                        + (pools.endpoints().size() > 1 ? " over " + pools.endpoints().size() + " endpoints" : ""));
                session.out().accept("C value for C_LAST during load: " + cLoad + ", this run: "
                        + constants.cLast() + (run.startAt().isPresent() ? " (derived from startAt: every driver of"
                                + " this measurement uses the same)" : ""));
                session.out().accept("Statements: " + mode.describe());
                session.out().accept("Commit: " + mode.commit().how());
                Benchmark benchmark = new Benchmark(run, warehouses, pools.endpoints(), constants, results, env,
                        session.out(), mode.transactions());
                running.set(benchmark);
                if (interrupted) {
                    benchmark.stop();
                }
                RunSummary summary = benchmark.run();
                TextSummary.lines(summary).forEach(session.out());
                session.out().accept("Results written to " + results.path().toAbsolutePath());
                Path report = RunReport.write(results.path());
                session.out().accept("Report: " + report.toAbsolutePath());
                return results.path();
            }
        }
    }

    /** Fails with a clear message when the server, a proxy or the driver settings refuse multi-statement texts. */
    private static void checkMultiStatements(Connection c) {
        try (java.sql.Statement s = c.createStatement()) {
            s.execute("SELECT 1; SELECT 2");
        } catch (java.sql.SQLException e) {
            throw new DatabaseException("multiStatements=true, but a text of two statements was refused ("
                    + e.getMessage() + "): set multiStatements=false to send one statement per round trip,"
                    + " or remove dataSource.allowMultiQueries=false", e);
        }
    }

    /**
     * The run's NURand constants (TPC-C 2.1.6): C-Run for C_LAST obeys the delta rule against the
     * stored C-Load (2.1.6.1). Drivers that share a {@code startAt} are one measurement and draw
     * the same constants from it (and the C-Load), so their terminals' NURand streams agree; a run
     * of its own draws them afresh.
     */
    static NURandConstants runConstants(int cLoad, java.util.Optional<Instant> startAt) {
        return NURandConstants.forRun(cLoad, startAt.map(at -> new SplittableRandom(at.toEpochMilli() * 31 + cLoad))
                .orElseGet(SplittableRandom::new));
    }

    static final List<String> RUN_INFO_HEADER = List.of("run", "driver", "driverVersion", "db", "sessionStart",
            "runMins", "loadWarehouses", "runWarehouses", "terminals", "limitTxnsPerMin", "keyingTimeMultiplier",
            "thinkTimeMultiplier");

    private static RunSummary.Environment environment(HikariDataSource pool, StatementMode mode, RunConfig run)
            throws Exception {
        try (Connection c = pool.getConnection()) {
            DatabaseMetaData md = c.getMetaData();
            String isolation = Isolation.ofJdbcLevel(c.getTransactionIsolation()).map(Isolation::sqlName)
                    .orElse("unknown");
            if (mode.multiStatementTexts()) {
                checkMultiStatements(c);
            }
            c.commit();
            return new RunSummary.Environment(md.getDatabaseProductName() + " " + md.getDatabaseProductVersion(),
                    md.getDriverName() + " " + md.getDriverVersion(), isolation
                            + (run.isolation() == Isolation.SERVER_DEFAULT ? " (server default)" : ""),
                    mode.commit().how(), mode.describe());
        }
    }
}
