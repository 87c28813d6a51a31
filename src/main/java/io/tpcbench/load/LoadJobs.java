package io.tpcbench.load;

import io.tpcbench.metrics.ProcessCpu;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * A workload's load jobs (a sysbench table, a chunk of a TPC-H table) on {@code workers} threads:
 * a progress line every 10 s while they run, and the first failure cancels the rest and is thrown.
 */
public final class LoadJobs {
    private static final long PROGRESS_EVERY_NANOS = 10_000_000_000L;

    private LoadJobs() {}

    /** Runs {@code jobs} in their order on {@code workers} threads; {@code progress} is said every 10 s. */
    public static void run(List<Callable<Void>> jobs, int workers, Supplier<String> progress, Consumer<String> out)
            throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(
                Math.max(1, Math.min(workers, jobs.size())),
                Thread.ofPlatform().name("load-", 0).factory());
        try {
            List<Future<Void>> running = new ArrayList<>();
            for (Callable<Void> job : jobs) {
                running.add(pool.submit(job));
            }
            await(running, progress, out);
        } finally {
            pool.shutdownNow();
            pool.awaitTermination(1, TimeUnit.MINUTES);
        }
    }

    private static void await(List<Future<Void>> jobs, Supplier<String> progress, Consumer<String> out)
            throws Exception {
        long next = System.nanoTime() + PROGRESS_EVERY_NANOS;
        for (Future<Void> job : jobs) {
            while (true) {
                try {
                    job.get(Math.max(1, next - System.nanoTime()), TimeUnit.NANOSECONDS);
                    break;
                } catch (TimeoutException e) {
                    out.accept(progress.get());
                    next = System.nanoTime() + PROGRESS_EVERY_NANOS;
                } catch (ExecutionException e) {
                    jobs.forEach(j -> j.cancel(true));
                    throw e.getCause() instanceof Exception ex ? ex : e;
                }
            }
        }
    }

    /**
     * The line after {@link #loaded}: this process's CPU (user + system) since {@code cpuAtStart}
     * ({@link ProcessCpu#self()}) and per row. On a host the server shares, every CPU second of
     * generation is taken from its ingest (run/benchLoader.sh reads this line).
     */
    public static String cpu(long cpuAtStart, long rows) {
        double secs = (ProcessCpu.self() - cpuAtStart) / 1e9;
        return String.format(
                Locale.ROOT,
                "Loader CPU %.1f s, %.2f us per row (user + system time of this process)",
                secs,
                rows == 0 ? 0 : secs * 1e6 / rows);
    }

    /**
     * The line a load ends with: {@code rows} loaded ({@code where}, e.g. " into 4 table(s)", or
     * empty) in the time since {@code startNanos}, and the rate.
     */
    public static String loaded(long rows, String where, long startNanos) {
        double secs = (System.nanoTime() - startNanos) / 1e9;
        return String.format(
                Locale.ROOT,
                "Loaded %,d rows%s in %.1f s: %,.0f rows/s",
                rows,
                where,
                secs,
                rows / Math.max(secs, 1e-3));
    }
}
