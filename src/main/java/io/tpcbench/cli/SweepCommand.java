package io.tpcbench.cli;

import io.tpcbench.config.UsageException;
import io.tpcbench.config.ConfigException;
import io.tpcbench.config.ConfigLoader;
import io.tpcbench.config.DirectoryPattern;
import io.tpcbench.config.PropsSource;
import io.tpcbench.config.TpcConfig;
import io.tpcbench.report.SweepReport;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.ZonedDateTime;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;

/**
 * {@code runSweep.sh PROPS KEY=V1,V2,... [key=value ...]}: one benchmark run per value of KEY (the
 * override with a comma-separated list, or the first override when none has one), all
 * with the same warm-up and duration, each with its result directory and report under the
 * sweep directory, and the curve of tpmC and New-Order p90 against the values, written again
 * after every run. Every value's configuration is validated before the first run starts.
 */
final class SweepCommand implements Command {
    static final String USAGE = "usage: runSweep.sh PROPS KEY=V1,V2,... [key=value ...]"
            + "  (e.g. runSweep.sh props.mysql terminals=8,16,32,64)";
    private final AtomicReference<BenchmarkCommand> current = new AtomicReference<>();
    private volatile boolean interrupted;

    @Override
    public boolean interrupt() {
        interrupted = true;
        BenchmarkCommand b = current.get();
        if (b != null) {
            b.interrupt();
        }
        return true;
    }

    @Override
    public void run(Invocation inv) throws Exception {
        if (inv.positional().size() != 1 || inv.overrides().isEmpty()) {
            throw new UsageException(USAGE);
        }
        String swept = sweptOverride(inv.overrides());
        String key = swept.substring(0, swept.indexOf('='));
        List<String> values = Arrays.stream(swept.substring(key.length() + 1).split(",")).map(String::strip).toList();
        if (values.stream().anyMatch(String::isEmpty)) {
            throw new UsageException("'" + swept + "' has an empty value; " + USAGE);
        }
        if (key.equals("resultDirectory") || key.equals("sweepDirectory")) {
            throw new UsageException(key + " cannot be swept: the sweep names each run's directory itself");
        }
        List<String> fixed = new ArrayList<>(inv.overrides());
        fixed.remove(swept);
        Invocation base = new Invocation("run", inv.positional(), fixed);
        TpcConfig config = validate(base, key, values);
        Path dir = DirectoryPattern.format(config.run().sweep().directory(), ZonedDateTime.now());
        if (Files.exists(dir)) {
            throw new ConfigException("sweepDirectory " + dir + " already exists: results are never overwritten");
        }
        try {
            Files.createDirectories(dir);
        } catch (IOException e) {
            throw new ConfigException("sweepDirectory " + dir + " cannot be created: " + e.getMessage());
        }
        sweep(base, key, values, dir);
    }

    /** The override with a list of values; with none, the first override (a sweep of one value). */
    static String sweptOverride(List<String> overrides) {
        List<String> lists = overrides.stream().filter(o -> o.substring(o.indexOf('=') + 1).contains(",")).toList();
        if (lists.size() > 1) {
            throw new UsageException("more than one key has a list of values (" + String.join(" ", lists)
                    + "): a sweep varies one key; " + USAGE);
        }
        return lists.isEmpty() ? overrides.get(0) : lists.get(0);
    }

    /** Every value's configuration, checked before anything runs; returns the first value's. */
    private static TpcConfig validate(Invocation base, String key, List<String> values) {
        List<String> problems = new ArrayList<>();
        TpcConfig first = null;
        for (String v : values) {
            List<String> overrides = new ArrayList<>(base.overrides());
            overrides.add(key + "=" + v);
            try {
                TpcConfig c = Session.load(PropsSource.read(base.props(), overrides), ConfigLoader.Purpose.RUN);
                first = first == null ? c : first;
            } catch (ConfigException e) {
                problems.add("with " + key + "=" + v + ": " + e.getMessage());
            }
        }
        if (!problems.isEmpty()) {
            throw new ConfigException(problems);
        }
        return first;
    }

    private void sweep(Invocation base, String key, List<String> values, Path dir) throws Exception {
        List<SweepReport.Point> points = new ArrayList<>();
        for (int i = 0; i < values.size() && !interrupted; i++) {
            String value = values.get(i);
            Path results = dir.resolve(String.format("%02d_%s-%s", i + 1, key, value.replaceAll("[^A-Za-z0-9._-]", "_")));
            Console.out().accept("Sweep run " + (i + 1) + " of " + values.size() + ": " + key + "=" + value);
            BenchmarkCommand run = new BenchmarkCommand();
            current.set(run);
            if (interrupted) {
                break;
            }
            run.benchmark(base.withOverrides(List.of(key + "=" + value, "resultDirectory=" + results)));
            points.add(new SweepReport.Point(value, results));
            Path page = SweepReport.write(dir, key, points);
            Console.out().accept("Sweep curve (" + points.size() + " of " + values.size() + " runs): "
                    + page.toAbsolutePath().normalize());
        }
        if (interrupted) {
            Console.out().accept("Sweep interrupted after " + points.size() + " of " + values.size() + " runs");
        }
    }
}
