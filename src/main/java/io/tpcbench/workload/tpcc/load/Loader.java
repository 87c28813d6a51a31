package io.tpcbench.workload.tpcc.load;

import io.tpcbench.config.BuildConfig;
import io.tpcbench.config.OutputException;
import io.tpcbench.gen.NURandConstants;
import io.tpcbench.gen.TextSource;
import io.tpcbench.load.LoadException;
import io.tpcbench.load.LoadJobs;
import io.tpcbench.load.LoadStats;
import io.tpcbench.load.RowSink;
import io.tpcbench.metrics.ProcessCpu;
import io.tpcbench.workload.LoadCounts;
import io.tpcbench.workload.Steps;
import io.tpcbench.workload.tpcc.Warehouses;
import io.tpcbench.workload.tpcc.schema.ConfigTable;
import java.security.SecureRandom;
import java.time.Clock;
import java.time.Duration;
import java.time.LocalDateTime;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;

/**
 * Parallel LoadDataWorkers: ITEM is the first job, then one job per warehouse of
 * [loadWarehouseFrom, loadWarehouseTo], handed to {@code loadWorkers} workers that each own one
 * sink. The first failure stops the others after their current job and fails the load.
 */
public final class Loader implements Steps.Stoppable {
    static final int PROGRESS_SECS = 5;

    private final BuildConfig config;
    private final Warehouses warehouses;
    private final LoadOutput output;
    private final TextSource text;
    private final Clock clock;
    private final Consumer<String> out;
    /** Set by the first failure or by {@link #stop()}: workers take no further job. */
    private final AtomicBoolean halted = new AtomicBoolean();

    private final LoadStats stats = new LoadStats();

    private final AtomicBoolean stopRequested = new AtomicBoolean();

    /** What a finished load did. */
    public record Result(LoadStats stats, Duration elapsed, long seed, NURandConstants constants) {
        public double rowsPerSec() {
            return stats.totalRows() / Math.max(elapsed.toNanos() / 1e9, 1e-3);
        }
    }

    /** A load of {@code warehouses.load()} into a database of {@code warehouses.count()}, as {@code config} says. */
    public Loader(
            BuildConfig config,
            Warehouses warehouses,
            LoadOutput output,
            TextSource text,
            Clock clock,
            Consumer<String> out) {
        this.config = config;
        this.warehouses = warehouses;
        this.output = output;
        this.text = text;
        this.clock = clock;
        this.out = out;
    }

    /** What the load has written so far, for watching it while it runs. */
    public LoadCounts counts() {
        return stats;
    }

    /** Ctrl-C: workers finish the warehouse they are on and take no other; the load then fails. */
    public void stop() {
        stopRequested.set(true);
        halted.set(true);
    }

    public Result load() throws InterruptedException {
        long seed = config.seed().orElseGet(() -> new SecureRandom().nextLong());
        NURandConstants constants = agreeConstants(seed);
        LoadContext ctx =
                new LoadContext(seed, constants, text, LocalDateTime.now(clock).truncatedTo(ChronoUnit.SECONDS));
        out.accept(String.format(
                Locale.ROOT,
                "Loading warehouses %d..%d%s into %s with %d workers, seed=%d," + " C_LAST C-Load=%d",
                warehouses.load().from(),
                warehouses.load().to(),
                loadsItems() ? " and ITEM" : "",
                output.describe(),
                config.loadWorkers(),
                seed,
                constants.cLast()));

        Completed earlier = resume();
        ConcurrentLinkedQueue<Integer> jobs = new ConcurrentLinkedQueue<>();
        if (loadsItems() && !earlier.items()) {
            jobs.add(LoadContext.ITEM_JOB);
        }
        Set<Integer> skip = new HashSet<>(earlier.warehouses());
        for (int w = warehouses.load().from(); w <= warehouses.load().to(); w++) {
            if (!skip.contains(w)) {
                jobs.add(w);
            }
        }
        List<Integer> completed = Collections.synchronizedList(new ArrayList<>(earlier.warehouses()));
        if (earlier.items()) {
            completed.add(LoadContext.ITEM_JOB);
        }
        LoadProgress progress =
                new LoadProgress(stats, warehouses.load().size() - skip.size(), loadsItems() && !earlier.items(), out);
        long t0 = System.nanoTime();
        long cpu0 = ProcessCpu.self();
        ScheduledExecutorService ticker = Executors.newSingleThreadScheduledExecutor(
                Thread.ofPlatform().daemon().name("load-progress").factory());
        ticker.scheduleAtFixedRate(progress::report, PROGRESS_SECS, PROGRESS_SECS, TimeUnit.SECONDS);
        try {
            runWorkers(ctx, stats, jobs, completed);
        } finally {
            ticker.shutdownNow();
        }
        Result result = new Result(stats, Duration.ofNanos(System.nanoTime() - t0), seed, constants);
        out.accept(String.format(
                Locale.ROOT,
                "Loaded %,d rows in %.1f s, %,.0f rows/s",
                stats.totalRows(),
                result.elapsed().toNanos() / 1e9,
                result.rowsPerSec()));
        out.accept(LoadJobs.cpu(cpu0, stats.totalRows()));
        return result;
    }

    /** Keeps what an earlier, interrupted load of the same range completed and clears its partial rows. */
    private Completed resume() {
        Completed earlier;
        try {
            earlier = output.resume(warehouses.load().from(), warehouses.load().to(), loadsItems());
        } catch (Exception e) {
            throw new LoadException(
                    "cannot read what earlier loads left in " + output.describe() + ": " + e.getMessage()
                            + " (are all the tables there? run/runSQL.sh PROPS tableCreates creates them)",
                    e);
        }
        if (!earlier.isEmpty()) {
            out.accept("Resuming an earlier load: complete and kept: " + (earlier.items() ? "ITEM, " : "")
                    + "warehouses " + Ranges.of(earlier.warehouses()) + "; partial rows of the others removed");
        }
        return earlier;
    }

    private boolean loadsItems() {
        return warehouses.load().from() == 1;
    }

    /** C-Load (and the other C values) agreed with any earlier loader of the same database. */
    private NURandConstants agreeConstants(long seed) {
        NURandConstants proposed = NURandConstants.forLoad(new SplittableRandom(~seed));
        Map<String, String> values = new LinkedHashMap<>();
        values.put(ConfigTable.WAREHOUSES, Integer.toString(warehouses.count()));
        values.put(ConfigTable.NURAND_C_LAST, Integer.toString(proposed.cLast()));
        values.put(ConfigTable.NURAND_C_ID, Integer.toString(proposed.cId()));
        values.put(ConfigTable.NURAND_OL_I_ID, Integer.toString(proposed.olIId()));
        Map<String, String> agreed;
        try {
            agreed = output.agreeConfig(values);
        } catch (Exception e) {
            throw new LoadException("cannot write bmsql_config in " + output.describe() + ": " + e.getMessage(), e);
        }
        int builtFor = ConfigTable.intValue(agreed, ConfigTable.WAREHOUSES).orElse(warehouses.count());
        if (builtFor != warehouses.count()) {
            throw new LoadException(
                    "bmsql_config says this database has " + builtFor + " warehouses but the props" + " say warehouses="
                            + warehouses.count() + ": fix the props or destroy and rebuild",
                    null);
        }
        return new NURandConstants(
                ConfigTable.intValue(agreed, ConfigTable.NURAND_C_LAST).orElseThrow(),
                ConfigTable.intValue(agreed, ConfigTable.NURAND_C_ID).orElseThrow(),
                ConfigTable.intValue(agreed, ConfigTable.NURAND_OL_I_ID).orElseThrow());
    }

    private void runWorkers(
            LoadContext ctx, LoadStats stats, ConcurrentLinkedQueue<Integer> jobs, List<Integer> completed)
            throws InterruptedException {
        int workers = Math.max(1, Math.min(config.loadWorkers(), jobs.size()));
        ExecutorService pool = Executors.newFixedThreadPool(
                workers, Thread.ofPlatform().daemon().name("LoadDataWorker-", 1).factory());
        List<Future<?>> futures = new ArrayList<>();
        for (int i = 0; i < workers; i++) {
            futures.add(pool.submit(() -> work(ctx, stats, jobs, completed)));
        }
        pool.shutdown();
        Throwable first = null;
        try {
            for (Future<?> f : futures) {
                try {
                    f.get();
                } catch (ExecutionException e) {
                    first = first == null ? e.getCause() : first;
                }
            }
        } catch (InterruptedException e) {
            halted.set(true);
            pool.shutdownNow();
            throw e;
        }
        if (first instanceof OutputException failed) {
            // a CSV file that cannot be written (disk full): exit 8, the rows written so far kept
            throw failed.withNote("; the load stopped, what was written is kept (" + output.describe() + ")");
        }
        if (first != null) {
            throw new LoadException("load failed: " + first.getMessage() + "\n" + completion(completed), first);
        }
        if (stopRequested.get()) {
            throw new LoadException("load interrupted\n" + completion(completed), null);
        }
    }

    private Void work(LoadContext ctx, LoadStats stats, ConcurrentLinkedQueue<Integer> jobs, List<Integer> completed)
            throws Exception {
        try (RowSink sink = output.newSink(stats)) {
            Integer job;
            while (!halted.get() && (job = jobs.poll()) != null) {
                sink.startJob(job);
                if (job == LoadContext.ITEM_JOB) {
                    ItemGenerator.generate(ctx, sink);
                } else {
                    new WarehouseGenerator(ctx, sink, job).generate();
                    stats.jobDone();
                }
                completed.add(job);
            }
        } catch (Exception | Error e) {
            halted.set(true);
            throw e;
        }
        return null;
    }

    /** Which warehouses are complete, so the user knows what a failed or interrupted load left behind. */
    private String completion(List<Integer> completed) {
        List<Integer> done = new ArrayList<>(completed);
        boolean items = done.remove(Integer.valueOf(LoadContext.ITEM_JOB));
        Collections.sort(done);
        List<Integer> missing = new ArrayList<>();
        for (int w = warehouses.load().from(); w <= warehouses.load().to(); w++) {
            if (!done.contains(w)) {
                missing.add(w);
            }
        }
        return "complete: " + (loadsItems() ? (items ? "ITEM, " : "not ITEM, ") : "") + "warehouses "
                + Ranges.of(done) + "; incomplete: warehouses " + Ranges.of(missing)
                + ". Once the cause is fixed, run the same command again to resume: complete warehouses are kept,"
                + " the partial rows of the others are removed and they are loaded again.";
    }
}
