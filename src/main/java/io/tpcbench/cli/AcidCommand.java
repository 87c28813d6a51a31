package io.tpcbench.cli;

import io.tpcbench.config.ConfigException;
import io.tpcbench.config.ConfigLoader;
import io.tpcbench.config.DbConfig;
import io.tpcbench.config.Isolation;
import io.tpcbench.config.RunConfig;
import io.tpcbench.config.TpcConfig;
import io.tpcbench.db.ConnectionFactory;
import io.tpcbench.db.ScratchLikeness;
import io.tpcbench.db.ServerKind;
import io.tpcbench.driver.RunDriverProps;
import io.tpcbench.report.AcidFiles;
import io.tpcbench.report.ResultDirectory;
import io.tpcbench.workload.AcidResult;
import io.tpcbench.workload.AcidSetup;
import io.tpcbench.workload.AcidSuite;
import io.tpcbench.workload.CheckFailedException;
import io.tpcbench.workload.Workload;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.ZonedDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * {@code runAcid}: the workload's ACID tests (TPC-C clause 3) on its built database, with the run's
 * connections (isolation level, driver settings, endpoints) and statements; one line per test,
 * {@code acid.txt} and {@code acid.json} in a result directory, exit 5 when a test fails.
 */
final class AcidCommand implements Command {
    private volatile ScratchDatabases scratch;

    /** Ctrl-C: a scratch server the tests started goes with its data; the results so far are on disk. */
    @Override
    public boolean interrupt() {
        ScratchDatabases s = scratch;
        if (s != null) {
            s.abandon();
        }
        return false;
    }

    @Override
    public void run(Invocation inv) throws Exception {
        // a run's keys, but no run length: the tests end on their own
        try (Session session = Session.open(inv, ConfigLoader.Purpose.BUILD, Console.out())) {
            TpcConfig config = session.config();
            Workload workload = Workloads.of(config.workload());
            AcidSuite suite = workload.acid(config)
                    .orElseThrow(() -> new ConfigException(
                            "workload=" + config.workload() + " has no ACID tests for run/runAcid.sh to run"));
            new Ownership(session, workload.steps().owned(config)).checkKeys();
            StatementMode mode = StatementMode.forAcid(config);
            List<AcidSetup.Endpoint> endpoints = endpoints(session.connections(), config.run());
            List<String> header = header(endpoints.get(0), suite, config, mode, endpoints.size());
            header.forEach(session.out());
            ResultDirectory results =
                    ResultDirectory.create(config.run().output().resultDirectory(), ZonedDateTime.now());
            results.writeRunProperties(config, List.of());
            ScratchLikeness like;
            try (Connection c = endpoints.get(0).open()) {
                like = ScratchLikeness.of(c);
                c.rollback();
            }
            scratch = new ScratchDatabases(inv, config, mode, like, results.path(), session.out());
            List<AcidResult> done = new ArrayList<>();
            // the files are written after each test: Ctrl-C or a failure keeps the results so far
            suite.run(new AcidSetup(session, mode.sending(), mode.portable(), endpoints, scratch), r -> {
                done.add(r);
                session.out().accept(r.line());
                AcidFiles.write(results.path(), header, done, verdict(done) + " so far");
            });
            long failed = done.stream().filter(AcidResult::failed).count();
            String verdict = verdict(done);
            session.out().accept(verdict);
            AcidFiles.write(results.path(), header, done, verdict);
            session.out().accept("Results written to " + results.path().toAbsolutePath());
            if (failed > 0) {
                throw new CheckFailedException(failed + " ACID test(s) failed; see the lines above");
            }
        }
    }

    private static String verdict(List<AcidResult> done) {
        long passed = done.stream().filter(AcidResult::passed).count();
        long failed = done.stream().filter(AcidResult::failed).count();
        long notRun = done.size() - passed - failed;
        return String.format("ACID: %d PASS, %d FAIL", passed, failed) + (notRun > 0 ? ", " + notRun + " NOT RUN" : "");
    }

    /**
     * Each endpoint's connections, as a run's (autocommit off, the run's isolation level and driver
     * settings), a new one for each transaction of a test.
     */
    static List<AcidSetup.Endpoint> endpoints(ConnectionFactory connections, RunConfig run) {
        DbConfig db = connections.config();
        List<ConnectionFactory> factories = db.endpoints().isEmpty()
                ? List.of(connections)
                : db.endpoints().stream()
                        .map(e -> new ConnectionFactory(db.forEndpoint(e)))
                        .toList();
        factories.forEach(ConnectionFactory::probe);
        Map<String, String> props = RunDriverProps.of(run);
        Isolation isolation = run.connections().isolation();
        return factories.stream()
                .<AcidSetup.Endpoint>map(f -> () -> f.open(props, false, isolation))
                .toList();
    }

    /** What the tests run on: the server, its isolation level, the statements, the endpoints. */
    private static List<String> header(
            AcidSetup.Endpoint endpoint, AcidSuite suite, TpcConfig config, StatementMode mode, int endpoints)
            throws Exception {
        try (Connection c = endpoint.open()) {
            String isolation = Isolation.ofJdbcLevel(c.getTransactionIsolation())
                    .map(Isolation::sqlName)
                    .orElse("unknown");
            ServerKind kind = ServerKind.probe(c, 0);
            String version;
            try (Statement s = c.createStatement();
                    ResultSet rs = s.executeQuery("SELECT @@version")) {
                rs.next();
                version = rs.getString(1);
            }
            c.commit();
            return List.of(
                    suite.title() + " on " + kind.describe() + " " + version + ", isolation " + isolation
                            + (config.run().connections().isolation() == Isolation.SERVER_DEFAULT
                                    ? " (server default)"
                                    : "")
                            + (endpoints > 1 ? ", concurrent transactions on different endpoints of " + endpoints : ""),
                    "Statements: " + mode.describe());
        }
    }
}
