package io.tpcbench.bench;

import io.tpcbench.TestConfigs;
import io.tpcbench.config.ConfigLoader;
import io.tpcbench.config.PropsSource;
import io.tpcbench.config.RunConfig;
import io.tpcbench.config.TpcConfig;
import io.tpcbench.db.Sending;
import io.tpcbench.workload.tpcc.tx.Transactions;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

/**
 * The driver's side of spec mode at scale (run/benchTerminals.sh): {@code terminals} terminals
 * with keying and think times in one JVM, sharing {@code connectionPoolSize} connections, against
 * a built database of any size. TPC-C's 10 terminals per warehouse would need a database of
 * terminals / 10 warehouses; this benchmark places the terminals on the warehouses the database
 * has instead, which the run verb refuses, so it is a benchmark and not a product command. It
 * prints the run's summary, then the heap the JVM used (its peak and after a full GC).
 *
 * <p>Arguments: PROPS [key=value ...], the keys of a run; {@code terminals} may exceed 10 per
 * warehouse here.
 */
public final class TerminalScale {
    private TerminalScale() {}

    public static void main(String[] args) throws Exception {
        List<String> overrides = Arrays.asList(args).subList(1, args.length);
        String terminalsArg = overrides.stream()
                .filter(o -> o.startsWith("terminals="))
                .reduce((a, b) -> b)
                .orElse("terminals=10000");
        int terminals = Integer.parseInt(terminalsArg.substring("terminals=".length()));
        // validate everything else with the rules of a run: terminals within the props' warehouses
        List<String> valid =
                overrides.stream().filter(o -> !o.startsWith("terminals=")).toList();
        TpcConfig config = TestConfigs.load(PropsSource.read(Path.of(args[0]), valid), ConfigLoader.Purpose.RUN);
        RunConfig run = config.run().withTerminals(terminals);
        BenchRun.run(
                config,
                run,
                Transactions.sending(Sending.of(
                        run.connections().multiStatements(), true, config.db().serverPreparedStatements(), false)),
                "tpcbench");
        long peak = ManagementFactory.getMemoryPoolMXBeans().stream()
                .filter(p -> p.getType() == MemoryType.HEAP)
                .mapToLong(p -> p.getPeakUsage().getUsed())
                .sum();
        System.gc();
        long after = ManagementFactory.getMemoryPoolMXBeans().stream()
                .filter(p -> p.getType() == MemoryType.HEAP)
                .map(MemoryPoolMXBean::getUsage)
                .mapToLong(u -> u.getUsed())
                .sum();
        System.out.printf(
                "heap: peak %d MiB (sum of the pools' peaks), %d MiB after a full GC, max %d MiB%n",
                peak >> 20, after >> 20, Runtime.getRuntime().maxMemory() >> 20);
    }
}
