package io.tpcbench.cli;

import io.tpcbench.config.ConfigException;
import io.tpcbench.config.ConfigLoader;
import io.tpcbench.config.DirectoryPattern;
import io.tpcbench.config.PropsSource;
import io.tpcbench.config.SecretMask;
import io.tpcbench.config.SweepConfig;
import io.tpcbench.config.TpcConfig;
import io.tpcbench.config.UsageException;
import io.tpcbench.db.ConnectionFactory;
import io.tpcbench.db.ServerSettings;
import io.tpcbench.report.SweepReport;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.ZonedDateTime;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.atomic.AtomicReference;

/**
 * {@code runSweep.sh PROPS KEY=V1,V2,... [KEY2=W1,W2,...] [key=value ...]}: one benchmark run per
 * value of KEY, or per pair of values of a grid of two keys ({@link SweepPlan}), all with the same
 * warm-up and duration, each with its result directory and report under the sweep directory, and
 * the curves written again after every run. A key may be a server variable ({@code
 * server.VAR=...}), set with SET GLOBAL before each run and restored at the end, also after
 * Ctrl-C or a failure. Every run's configuration and every server variable's values are checked
 * before the first run starts; {@code betweenRuns} runs before each run.
 */
final class SweepCommand implements Command {
    static final String USAGE = "usage: runSweep.sh PROPS KEY=V1,V2,... [KEY2=W1,W2,...] [key=value ...]"
            + "  (e.g. runSweep.sh props.mysql terminals=8,16,32,64; server.VAR=... sets a server variable)";
    private final AtomicReference<BenchmarkCommand> current = new AtomicReference<>();
    private final AtomicReference<BetweenRuns> between = new AtomicReference<>();
    private volatile boolean interrupted;

    @Override
    public boolean interrupt() {
        interrupted = true;
        Optional.ofNullable(current.get()).ifPresent(BenchmarkCommand::interrupt);
        Optional.ofNullable(between.get()).ifPresent(BetweenRuns::interrupt);
        return true;
    }

    @Override
    public void run(Invocation inv) throws Exception {
        if (inv.positional().size() != 1) {
            throw new UsageException(USAGE);
        }
        SweepPlan plan = SweepPlan.parse(inv.overrides(), USAGE);
        Invocation base = new Invocation("run", inv.positional(), List.of());
        TpcConfig config = validate(base, plan);
        if (!plan.serverValues().isEmpty() && config.db().embedded().enabled()) {
            throw new ConfigException(
                    "server." + plan.serverValues().keySet().iterator().next() + ": server variables"
                            + " cannot be swept with embedded=true (the embedded server starts afresh for each run); start it"
                            + " once (run/quickstart.sh) and sweep against its conn");
        }
        ServerSettings server = ServerSettings.of(config.db(), new ConnectionFactory(config.db()));
        Path dir = DirectoryPattern.format(config.run().sweep().directory(), ZonedDateTime.now());
        RestoreFiles restoreFiles =
                new RestoreFiles(dir, server, config.db(), inv.positional().get(0));
        // before the check, which records the variables' values as the originals to restore
        restoreFiles.refuseUnapplied(Console.out());
        ServerSettings.Checked checked = plan.serverValues().isEmpty()
                ? new ServerSettings.Checked(List.of(), Set.of())
                : server.check(
                        plan.serverValues(), !config.run().sweep().betweenRuns().isEmpty());
        if (!checked.problems().isEmpty()) {
            server.restore();
            throw new ConfigException(checked.problems());
        }
        if (Files.exists(dir)) {
            throw new ConfigException("sweepDirectory " + dir + " already exists: results are never overwritten");
        }
        try {
            Files.createDirectories(dir);
        } catch (IOException e) {
            throw new ConfigException("sweepDirectory " + dir + " cannot be created: " + e.getMessage());
        }
        try {
            restoreFiles
                    .write(dir)
                    .forEach(f -> Console.out()
                            .accept("Sweep restore file: " + f + " (the server"
                                    + " variables' values before the sweep; removed once they are restored, kept should the sweep be"
                                    + " killed: apply it then with run/runSQL.sh)"));
            sweep(
                    base,
                    plan,
                    config.run().sweep(),
                    new Servers(server, checked.restartOnly()),
                    dir,
                    SecretMask.of(config));
        } finally {
            ServerSettings.Restored restored = server.restore();
            restored.lines().forEach(Console.out());
            restoreFiles.removeRestored(restored, Console.out());
            checked.restartOnly()
                    .forEach(v -> Console.out()
                            .accept("server: " + v + " is as the last betweenRuns left"
                                    + " it (not dynamic: it cannot be restored without a restart)"));
        }
    }

    /**
     * What the betweenRuns command sees of a run: {@code TPCBENCH_SET_<key>} per swept key and
     * server variable ({@code .} as {@code _}: {@code TPCBENCH_SET_server_thread_handling}).
     */
    private static Map<String, String> environment(SweepPlan plan, SweepPlan.Point p) {
        Map<String, String> env = new LinkedHashMap<>();
        plan.server(p).forEach((k, v) -> env.put("TPCBENCH_SET_server_" + k, v));
        for (String s : plan.settings(p)) {
            String key = s.substring(0, s.indexOf('='));
            env.put("TPCBENCH_SET_" + key.replaceAll("[^A-Za-z0-9_]", "_"), s.substring(key.length() + 1));
        }
        return env;
    }

    /** Every run's configuration, checked before anything runs; returns the first run's. */
    private static TpcConfig validate(Invocation base, SweepPlan plan) {
        List<String> problems = new ArrayList<>();
        TpcConfig first = null;
        for (SweepPlan.Point p : plan.points()) {
            try {
                TpcConfig c =
                        Session.load(PropsSource.read(base.props(), plan.propsOverrides(p)), ConfigLoader.Purpose.RUN);
                first = first == null ? c : first;
            } catch (ConfigException e) {
                String with = String.join(" ", plan.settings(p));
                if (problems.stream().noneMatch(q -> q.endsWith(e.getMessage()))) {
                    problems.add("with " + with + ": " + e.getMessage());
                }
            }
        }
        if (!problems.isEmpty()) {
            throw new ConfigException(problems);
        }
        return first;
    }

    /** The run's servers, and the variables that only a restart between runs sets. */
    private record Servers(ServerSettings settings, Set<String> restartOnly) {}

    private void sweep(Invocation base, SweepPlan plan, SweepConfig keys, Servers servers, Path dir, SecretMask mask)
            throws Exception {
        ServerSettings server = servers.settings();
        List<SweepPlan.Point> points = plan.points();
        List<SweepReport.Point> done = new ArrayList<>();
        Optional<BetweenRuns> before = keys.betweenRuns().isEmpty()
                ? Optional.empty()
                : Optional.of(new BetweenRuns(keys.betweenRuns(), dir, Console.out(), mask));
        before.ifPresent(between::set);
        for (SweepPlan.Point p : points) {
            if (interrupted) {
                break;
            }
            String settings = String.join(" ", plan.settings(p));
            Console.out().accept("Sweep run " + p.number() + " of " + points.size() + ": " + settings);
            Map<String, String> vars = new LinkedHashMap<>(plan.server(p));
            if (before.isPresent()) {
                before.get().run(p.number(), points.size(), settings, environment(plan, p));
                server.awaitAnswer(keys.serverWaitSecs(), () -> interrupted, Console.out());
                Map<String, String> restarted = new LinkedHashMap<>(vars);
                restarted.keySet().retainAll(servers.restartOnly());
                vars.keySet().removeAll(servers.restartOnly());
                if (!restarted.isEmpty() && !interrupted) {
                    List<String> problems = server.verify(restarted);
                    if (!problems.isEmpty()) {
                        throw new ConfigException(problems);
                    }
                    Console.out()
                            .accept("server: "
                                    + String.join(
                                            ", ",
                                            restarted.entrySet().stream()
                                                    .map(e -> e.getKey() + " = " + e.getValue())
                                                    .toList())
                                    + " after betweenRuns");
                }
            }
            if (!vars.isEmpty() && !interrupted) {
                Console.out()
                        .accept("server: SET GLOBAL "
                                + String.join(
                                        ", ",
                                        server.apply(vars).entrySet().stream()
                                                .map(e -> e.getKey() + " = " + e.getValue())
                                                .toList())
                                + " on "
                                + String.join(
                                        ", ",
                                        server.servers().stream()
                                                .map(ServerSettings.Server::name)
                                                .toList()));
            }
            BenchmarkCommand run = new BenchmarkCommand();
            current.set(run);
            if (interrupted) {
                break;
            }
            Path results = dir.resolve(plan.directoryName(p));
            List<String> overrides = new ArrayList<>(plan.propsOverrides(p));
            overrides.add("resultDirectory=" + results);
            run.benchmark(base.withOverrides(overrides));
            done.add(new SweepReport.Point(p.curve(), p.x(), results));
            Path page = SweepReport.write(
                    new WorkloadParts(),
                    dir,
                    plan.grid() ? plan.curves().key() : "",
                    plan.x().key(),
                    done);
            Console.out()
                    .accept("Sweep curve (" + done.size() + " of " + points.size() + " runs): "
                            + page.toAbsolutePath().normalize());
        }
        if (interrupted) {
            Console.out().accept("Sweep interrupted after " + done.size() + " of " + points.size() + " runs");
        }
    }
}
