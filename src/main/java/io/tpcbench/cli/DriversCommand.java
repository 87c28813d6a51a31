package io.tpcbench.cli;

import io.tpcbench.config.ConfigException;
import io.tpcbench.config.ConfigLoader;
import io.tpcbench.config.DirectoryPattern;
import io.tpcbench.config.DriversConfig;
import io.tpcbench.config.OutputException;
import io.tpcbench.config.OutputLocation;
import io.tpcbench.config.PropsSource;
import io.tpcbench.config.SecretMask;
import io.tpcbench.config.TpcConfig;
import io.tpcbench.config.UsageException;
import io.tpcbench.db.DatabaseException;
import io.tpcbench.driver.FailedShareException;
import io.tpcbench.driver.NothingWorksException;
import io.tpcbench.report.ResultDirectory;
import io.tpcbench.report.ResultMerge;
import io.tpcbench.report.RunReport;
import io.tpcbench.report.RunSummary;
import io.tpcbench.report.TextSummary;
import io.tpcbench.workload.DriverShare;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZonedDateTime;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicReference;

/**
 * {@code runDrivers.sh PROPS [HOST1,HOST2,...] [load] [key=value ...]}: one driver per host over
 * ssh, each on its share of the run (the workload's split: TPC-C's warehouses and terminals,
 * another's terminals), all with one {@code
 * startAt}; their result directories fetched back and merged into one result. A host that fails is
 * reported and the others still merge, marked partial. With {@code load}, the loaders instead:
 * the tables created here, each host loading its warehouses, then the indexes and the check here.
 */
final class DriversCommand implements Command {
    static final String USAGE = "usage: runDrivers.sh PROPS [HOST1,HOST2,...] [load] [key=value ...]"
            + "  (hosts: [user@]host[:port], or drivers= in the props)";
    private final List<RemoteDriver> running = new CopyOnWriteArrayList<>();

    @Override
    public boolean interrupt() {
        // every driver at once: their windows end as close together as the ssh connections allow
        List<Thread> sending = running.stream()
                .map(d -> Thread.ofVirtual().start(d::interrupt))
                .toList();
        for (Thread t : sending) {
            try {
                t.join();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            }
        }
        return true;
    }

    @Override
    public void run(Invocation inv) throws Exception {
        List<String> args = inv.arguments();
        boolean load = !args.isEmpty() && args.get(args.size() - 1).equals("load");
        List<String> hostArgs = load ? args.subList(0, args.size() - 1) : args;
        if (hostArgs.size() > 1) {
            throw new UsageException(USAGE);
        }
        PropsSource source = PropsSource.read(inv.props(), inv.overrides());
        TpcConfig config = Session.load(source, load ? ConfigLoader.Purpose.BUILD : ConfigLoader.Purpose.RUN);
        DriverProps props = DriverProps.of(source, config.db().password());
        DriversConfig drivers = config.drivers();
        if (!hostArgs.isEmpty()) {
            List<String> problems = new ArrayList<>();
            drivers = drivers.withHosts(DriversConfig.hosts("hosts", hostArgs.get(0), problems));
            if (!problems.isEmpty()) {
                throw new ConfigException(problems);
            }
        }
        if (drivers.hosts().isEmpty()) {
            throw new UsageException(
                    "no driver hosts: name them (runDrivers.sh PROPS host1,host2) or set drivers=; " + USAGE);
        }
        String home = drivers.home().isEmpty()
                ? Path.of(System.getProperty("tpcbench.home", "."))
                        .toAbsolutePath()
                        .normalize()
                        .toString()
                : drivers.home();
        if (load) {
            new DriversLoad(drivers, home, running).load(inv, config, props);
        } else {
            runAll(config, props, drivers, home);
        }
    }

    private void runAll(TpcConfig config, DriverProps props, DriversConfig drivers, String home) throws Exception {
        int n = drivers.hosts().size();
        List<DriverShare> shares = Workloads.of(config.workload()).splitRun(config, n);
        Instant startAt = Instant.now()
                .plusSeconds(
                        drivers.leadSecs() + Math.round(config.run().window().rampupMins() * 60))
                .truncatedTo(ChronoUnit.SECONDS);
        ZonedDateTime now = ZonedDateTime.now();
        Path merged = DirectoryPattern.format(config.run().output().resultDirectory(), now);
        Path local = merged.resolveSibling(merged.getFileName() + "_drivers");
        OutputLocation.fresh("resultDirectory", merged);
        OutputLocation.fresh("resultDirectory", local);
        create(local);
        Console.out()
                .accept("Drivers: " + n + " hosts, window from startAt=" + startAt + " (in "
                        + drivers.leadSecs() + " s"
                        + (config.run().window().rampupMins() > 0 ? " plus the warm-up" : "")
                        + "); their output follows, each line after its driver's name");
        List<Job> jobs = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            DriversConfig.Host host = drivers.hosts().get(i);
            DriverShare share = shares.get(i);
            List<String> args = new ArrayList<>(share.settings());
            args.addAll(List.of("terminals=" + share.terminals(), "startAt=" + startAt));
            String name = "d" + (i + 1);
            args.addAll(config.metrics().forDriver(i, name));
            RemoteDriver driver = new RemoteDriver(
                    name,
                    host,
                    drivers,
                    home,
                    "/tmp/tpcbench-driver-" + ResultDirectory.fileStamp(now) + "-" + name,
                    Console.out(),
                    SecretMask.of(config));
            Console.out()
                    .accept(name + " = " + host.label() + ": " + (share.scope().isEmpty() ? "" : share.scope() + ", ")
                            + share.terminals() + " terminals");
            Path result = local.resolve(name + "_" + host.label().replaceAll("[^A-Za-z0-9._-]", "_"));
            jobs.add(Job.start(() ->
                    driver.run(props, "run/runBenchmark.sh", args, Optional.of(result), local.resolve(name + ".log"))));
            running.add(driver);
        }
        List<Path> results = new ArrayList<>();
        List<String> failures = new ArrayList<>();
        List<String> verdicts = new ArrayList<>();
        int worst = Main.OK;
        for (int i = 0; i < n; i++) {
            RemoteDriver.Outcome o = jobs.get(i).outcome();
            String who = "d" + (i + 1) + " (" + drivers.hosts().get(i).label() + ")";
            if (o.result().isPresent()) {
                results.add(o.result().get());
                if (o.exitCode() != Main.OK && RemoteDriver.WROTE_RESULTS.contains(o.exitCode())) {
                    verdicts.add(who + " exited " + o.exitCode()
                            + (o.tail().isEmpty()
                                    ? ""
                                    : ": " + o.tail().get(o.tail().size() - 1)));
                    worst = Math.max(worst, o.exitCode());
                }
            } else {
                failures.add(who + " failed with exit code " + o.exitCode() + (o.exitCode() == 255 ? " (ssh)" : "")
                        + (o.tail().isEmpty() ? "" : ": " + String.join(" | ", o.tail())));
            }
        }
        failures.forEach(f -> Console.out().accept("FAILED: " + f));
        merge(results, merged, failures, n);
        verdict(worst, verdicts);
    }

    /** A driver that stopped because nothing works, failed too often or could not write makes the whole run say so, with its exit code. */
    private static void verdict(int worst, List<String> verdicts) {
        if (verdicts.isEmpty()) {
            return;
        }
        String text = "the drivers' results are merged, but " + String.join("; ", verdicts);
        switch (worst) {
            case Main.NOTHING_WORKS -> throw new NothingWorksException(text);
            case Main.TOO_MANY_FAILED -> throw new FailedShareException(text);
            default -> throw new OutputException(text);
        }
    }

    private static void create(Path dir) {
        try {
            Files.createDirectories(dir);
        } catch (IOException e) {
            throw new OutputException(dir, e);
        }
    }

    /** The drivers' results merged; partial (and an error) when a driver failed. */
    private void merge(List<Path> results, Path merged, List<String> failures, int drivers) throws IOException {
        if (results.size() >= 2) {
            RunSummary summary;
            try {
                summary = ResultMerge.merge(new WorkloadParts(), results, merged);
            } catch (ResultMerge.Refused e) {
                throw new UsageException(e.getMessage());
            }
            TextSummary.lines(summary).forEach(Console.out());
            Console.out()
                    .accept("Merged result of " + results.size() + " drivers: "
                            + merged.toAbsolutePath().normalize() + "; report "
                            + RunReport.write(new WorkloadParts(), merged)
                                    .toAbsolutePath()
                                    .normalize());
        } else if (results.size() == 1) {
            Console.out()
                    .accept("One driver's result, nothing to merge: "
                            + results.get(0).toAbsolutePath().normalize());
        }
        if (!failures.isEmpty()) {
            String text =
                    "PARTIAL: " + results.size() + " of " + drivers + " drivers ran; " + String.join("; ", failures)
                            + (results.size() >= 2
                                    ? ". The merged result holds the others' transactions only"
                                            + " (the database's counters hold the failed drivers' too)"
                                    : "");
            if (results.size() >= 2) {
                Path partial = merged.resolve("PARTIAL.txt");
                try {
                    Files.writeString(partial, text + "\n");
                } catch (IOException e) {
                    throw new OutputException(partial, e);
                }
            }
            throw new DatabaseException(text);
        }
    }

    /** A driver's work on a thread of its own. */
    record Job(Thread thread, AtomicReference<Object> done) {
        interface Work {
            RemoteDriver.Outcome run() throws Exception;
        }

        static Job start(Work work) {
            AtomicReference<Object> done = new AtomicReference<>();
            Thread t = Thread.ofPlatform().name("driver").start(() -> {
                try {
                    done.set(work.run());
                } catch (Exception e) {
                    done.set(e);
                }
            });
            return new Job(t, done);
        }

        /** The driver's outcome; a driver that could not even start (ssh missing) has exit code -1. */
        RemoteDriver.Outcome outcome() throws InterruptedException {
            thread.join();
            return done.get() instanceof RemoteDriver.Outcome o
                    ? o
                    : new RemoteDriver.Outcome(
                            -1, List.of(String.valueOf(((Exception) done.get()).getMessage())), Optional.empty());
        }
    }
}
