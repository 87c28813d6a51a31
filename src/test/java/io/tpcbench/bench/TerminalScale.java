package io.tpcbench.bench;

import io.tpcbench.TestConfigs;
import io.tpcbench.config.ConfigLoader;
import io.tpcbench.config.PropsSource;
import io.tpcbench.config.RunConfig;
import io.tpcbench.config.TpcConfig;
import io.tpcbench.db.Sending;
import io.tpcbench.report.RunSummary;
import io.tpcbench.workload.tpcc.tx.Transactions;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryMXBean;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.lang.management.ThreadMXBean;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The driver's side of spec mode at scale (run/benchTerminals.sh): {@code terminals} terminals
 * with keying and think times in one JVM, sharing {@code connectionPoolSize} connections, against
 * a built database of any size. TPC-C's 10 terminals per warehouse would need a database of
 * terminals / 10 warehouses; this benchmark places the terminals on the warehouses the database
 * has instead, which the run verb refuses, so it is a benchmark and not a product command.
 *
 * <p>It first runs the no-think path in the same JVM (8 terminals, each with a connection, no
 * keying or think time, 1 minute after 12 s of warm-up), then the spec-mode run, and prints each
 * run's summary and then the three figures of the issue: the driver's CPU per transaction in
 * spec mode against the no-think path's (target 1.5 x or less), the heap the spec-mode run used
 * (its peak and after a full GC), and the peak of the JVM's platform threads during it (the
 * terminals are virtual threads; the platform threads must stay bounded by the connections).
 *
 * <p>Arguments: PROPS [key=value ...], the keys of a run; {@code terminals} may exceed 10 per
 * warehouse here.
 */
public final class TerminalScale {
    /** The keys the no-think reference sets itself; the rest of the arguments apply to both runs. */
    private static final List<String> REFERENCE = List.of(
            "terminals=8",
            "connectionPoolSize=0",
            "keyingTimeMultiplier=0",
            "thinkTimeMultiplier=0",
            "runMins=1",
            "rampupMins=0.2");

    private TerminalScale() {}

    public static void main(String[] args) throws Exception {
        Path props = Path.of(args[0]);
        List<String> overrides = Arrays.asList(args).subList(1, args.length);
        List<String> shared = overrides.stream()
                .filter(o -> REFERENCE.stream().noneMatch(r -> o.startsWith(key(r) + "=")))
                .filter(o -> !o.startsWith("resultDirectory="))
                .toList();
        String resultDirectory = overrides.stream()
                .filter(o -> o.startsWith("resultDirectory="))
                .reduce((a, b) -> b)
                .orElse("resultDirectory=target/bench/terminals");

        System.out.println("== the no-think path: 8 terminals, a connection each, no keying or think time");
        List<String> referenceKeys = new ArrayList<>(shared);
        referenceKeys.addAll(REFERENCE);
        referenceKeys.add(resultDirectory + "_nothink");
        RunSummary reference = run(props, referenceKeys, 8);

        System.out.println("== spec mode");
        String terminalsArg = overrides.stream()
                .filter(o -> o.startsWith("terminals="))
                .reduce((a, b) -> b)
                .orElse("terminals=10000");
        int terminals = Integer.parseInt(terminalsArg.substring("terminals=".length()));
        List<String> specKeys =
                overrides.stream().filter(o -> !o.startsWith("terminals=")).toList();
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        threads.resetPeakThreadCount();
        // the heap in use sampled every 50 ms (the pools' own peaks are reached at different times)
        MemoryMXBean memory = ManagementFactory.getMemoryMXBean();
        AtomicLong peak = new AtomicLong();
        ScheduledExecutorService sampler = Executors.newSingleThreadScheduledExecutor();
        sampler.scheduleAtFixedRate(
                () -> peak.accumulateAndGet(memory.getHeapMemoryUsage().getUsed(), Math::max),
                0,
                50,
                TimeUnit.MILLISECONDS);
        RunSummary spec;
        try {
            spec = run(props, specKeys, terminals);
        } finally {
            sampler.shutdownNow();
        }
        int peakThreads = threads.getPeakThreadCount();
        System.gc();
        long after = ManagementFactory.getMemoryPoolMXBeans().stream()
                .filter(p -> p.getType() == MemoryType.HEAP)
                .map(MemoryPoolMXBean::getUsage)
                .mapToLong(u -> u.getUsed())
                .sum();
        System.out.println("== " + terminals + " spec-mode terminals against the no-think path");
        System.out.printf(
                "driver CPU per transaction: spec mode %.3f ms, no-think path %.3f ms, ratio %.2f (target 1.5 or less)%n",
                spec.driverCpuMsPerTxn(),
                reference.driverCpuMsPerTxn(),
                spec.driverCpuMsPerTxn() / reference.driverCpuMsPerTxn());
        System.out.printf(
                "heap: peak %d MiB in use (sampled every 50 ms), %d MiB after a full GC, max %d MiB%n",
                peak.get() >> 20, after >> 20, Runtime.getRuntime().maxMemory() >> 20);
        System.out.printf(
                "threads: peak %d platform threads in the JVM (the %d terminals are virtual threads)%n",
                peakThreads, terminals);
    }

    private static String key(String keyValue) {
        return keyValue.substring(0, keyValue.indexOf('='));
    }

    /** One run of {@code terminals} terminals, the rest of the keys validated as a run's. */
    private static RunSummary run(Path props, List<String> keys, int terminals) throws Exception {
        // validate everything else with the rules of a run: terminals within the props' warehouses
        TpcConfig config = TestConfigs.load(PropsSource.read(props, keys), ConfigLoader.Purpose.RUN);
        RunConfig run = config.run().withTerminals(terminals);
        return BenchRun.run(
                config,
                run,
                Transactions.sending(Sending.of(
                        run.connections().multiStatements(),
                        true,
                        config.db().serverPreparedStatements(),
                        false,
                        false)),
                "tpcbench");
    }
}
