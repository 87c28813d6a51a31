package io.tpcbench.cli;

import io.tpcbench.config.ConfigException;
import io.tpcbench.config.ConfigLoader;
import io.tpcbench.config.DriversConfig;
import io.tpcbench.config.MetricsConfig;
import io.tpcbench.config.OutputException;
import io.tpcbench.config.OutputLocation;
import io.tpcbench.config.SecretMask;
import io.tpcbench.config.TpcConfig;
import io.tpcbench.db.DatabaseException;
import io.tpcbench.report.ResultDirectory;
import io.tpcbench.schema.Catalog;
import io.tpcbench.schema.Step;
import io.tpcbench.workload.DriverShare;
import io.tpcbench.workload.Owned;
import io.tpcbench.workload.Steps;
import io.tpcbench.workload.Workload;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.ZonedDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * {@code runDrivers.sh PROPS HOSTS load}: a build split among several machines as the workload
 * splits it ({@link io.tpcbench.workload.Workload#splitLoad}; TPC-C alone does: warehouse ranges).
 * The tables are created here (unless a load that stopped left them), every host loads its share
 * with {@code run/runLoader.sh} (TPC-C: the first also ITEM; the first to start records the NURand
 * constants the others read), then the indexes, {@code buildFinish} and the consistency check run
 * here. A host that fails stops the build before the indexes; running the same command
 * again resumes every host's range.
 */
final class DriversLoad {
    private final DriversConfig drivers;
    private final String home;
    private final List<RemoteDriver> running;

    DriversLoad(DriversConfig drivers, String home, List<RemoteDriver> running) {
        this.drivers = drivers;
        this.home = home;
        this.running = running;
    }

    void load(Invocation inv, TpcConfig config, DriverProps props) throws Exception {
        Workload workload = Workloads.of(config.workload());
        Steps steps = workload.steps();
        List<DriverShare> shares = workload.splitLoad(config, drivers.hosts().size())
                .orElseThrow(() -> new ConfigException(
                        "runDrivers.sh ... load splits the warehouses of a warehouse-scaled workload;" + " workload="
                                + config.workload() + " builds with run/runDatabaseBuild.sh"));
        Path logs = Path.of("load_" + ResultDirectory.fileStamp(ZonedDateTime.now()) + "_drivers");
        OutputLocation.fresh("load logs", logs);
        try {
            Files.createDirectories(logs);
        } catch (IOException e) {
            throw new OutputException(logs, e);
        }
        try (Session session = Session.open(
                new Invocation("load", List.of(inv.props().toString()), inv.overrides()),
                ConfigLoader.Purpose.BUILD,
                Console.out())) {
            // the tables are recorded as this build's before they are created; existing ones must be recorded
            Ownership ownership = new Ownership(session, steps.owned(config));
            ownership.claim(config.workload());
            Exception failure = null;
            try {
                loadAndFinish(session, config, steps, props, shares, logs);
            } catch (Exception e) {
                failure = e;
                throw e;
            } finally {
                ownership.settle(failure);
            }
        }
    }

    /** Whether an earlier load created the workload's tables here (the loaders then resume what it left). */
    private static boolean tablesExist(Connection c, Owned owned) throws SQLException {
        Set<String> there = Catalog.tables(c);
        return owned.tables().stream().anyMatch(t -> there.contains(t.toLowerCase(Locale.ROOT)));
    }

    private void loadAndFinish(
            Session session, TpcConfig config, Steps steps, DriverProps props, List<DriverShare> shares, Path logs)
            throws Exception {
        int n = shares.size();
        try (Connection c = session.connections().open()) {
            if (tablesExist(c, steps.owned(config))) {
                Console.out().accept("The tables exist: the loaders resume what an earlier load left");
            } else {
                Steps.run(session, Step.TABLE_CREATES);
            }
        }
        List<String> failures = loadEverywhere(props, shares, logs, SecretMask.of(config), config.metrics());
        if (!failures.isEmpty()) {
            failures.forEach(f -> Console.out().accept("FAILED: " + f));
            throw new DatabaseException((n - failures.size()) + " of " + n + " loaders finished; "
                    + String.join("; ", failures) + ". Once the cause is fixed, run the same command again: every range"
                    + " resumes (logs in " + logs.toAbsolutePath().normalize() + ")");
        }
        Steps.run(session, Step.INDEX_CREATES);
        if (config.build().foreignKeys()) {
            Steps.run(session, Step.FOREIGN_KEYS);
        }
        Steps.run(session, Step.BUILD_FINISH);
        steps.check(session);
    }

    /** Every host's loader at once; the failures, one line per host. */
    private List<String> loadEverywhere(
            DriverProps props, List<DriverShare> shares, Path logs, SecretMask mask, MetricsConfig metrics)
            throws Exception {
        List<DriversCommand.Job> jobs = new ArrayList<>();
        String stamp = logs.getFileName().toString();
        for (int i = 0; i < shares.size(); i++) {
            DriversConfig.Host host = drivers.hosts().get(i);
            DriverShare share = shares.get(i);
            String name = "l" + (i + 1);
            Console.out()
                    .accept(name + " = " + host.label() + ": " + share.scope()
                            + (share.also().isEmpty() ? "" : " " + share.also()));
            List<String> args = new ArrayList<>(share.settings());
            args.addAll(metrics.forDriver(i, name));
            RemoteDriver loader = new RemoteDriver(
                    name, host, drivers, home, "/tmp/tpcbench-" + stamp + "-" + name, Console.out(), mask);
            running.add(loader);
            jobs.add(DriversCommand.Job.start(
                    () -> loader.run(props, "run/runLoader.sh", args, Optional.empty(), logs.resolve(name + ".log"))));
        }
        List<String> failures = new ArrayList<>();
        for (int i = 0; i < jobs.size(); i++) {
            RemoteDriver.Outcome o = jobs.get(i).outcome();
            if (o.exitCode() != 0) {
                failures.add("l" + (i + 1) + " (" + drivers.hosts().get(i).label() + ", "
                        + shares.get(i).scope()
                        + ") failed with exit code " + o.exitCode()
                        + (o.tail().isEmpty() ? "" : ": " + String.join(" | ", o.tail())));
            }
        }
        return failures;
    }
}
