package io.tpcbench.workload.sysbench;

import io.tpcbench.load.Eta;
import io.tpcbench.load.LoadJobs;
import io.tpcbench.load.LoadPool;
import io.tpcbench.load.LoadStats;
import io.tpcbench.load.RowSink;
import io.tpcbench.workload.Context;
import io.tpcbench.workload.Steps;
import java.sql.Connection;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;

/**
 * sysbench's prepare, in parallel: one job per table on {@code loadWorkers} workers, each creating
 * its table, streaming its rows (ids 1..table_size, k from the {@code rand_type} distribution, c
 * and pad digit strings, drawn in sysbench's order) with the LOAD DATA stream TPC-C's loader uses,
 * then creating its index on k, as sysbench does per table. A progress line every 10 s; the first
 * failure cancels the rest; Ctrl-C stops after the rows being written.
 */
final class SbLoad implements Steps.Stoppable {
    private final Context ctx;
    private final SbTables tables;
    private final SysbenchOptions o;
    private final long rowsPerTable;
    private final AtomicBoolean stopped = new AtomicBoolean();
    private final LoadStats stats = new LoadStats();

    SbLoad(Context ctx, SbTables tables, SysbenchOptions options, long rowsPerTable) {
        this.ctx = ctx;
        ctx.watchLoad(stats);
        this.tables = tables;
        this.o = options;
        this.rowsPerTable = rowsPerTable;
    }

    @Override
    public void stop() {
        stopped.set(true);
    }

    /** Loads every table; returns the rows written. */
    long run(Consumer<Steps.Stoppable> loading) throws Exception {
        loading.accept(this);
        int workers = Math.min(ctx.config().build().loadWorkers(), o.tables());
        SplittableRandom seeds = ctx.config().build().seed().stream()
                .mapToObj(SplittableRandom::new)
                .findFirst()
                .orElseGet(SplittableRandom::new);
        long t0 = System.nanoTime();
        ctx.out()
                .accept(String.format(
                        Locale.ROOT,
                        "Loading %d table(s) of %,d rows with %d worker(s)",
                        o.tables(),
                        rowsPerTable,
                        workers));
        try (LoadPool load = LoadPool.open(ctx.connections(), ctx.config().build(), ctx.out())) {
            List<Callable<Void>> jobs = new ArrayList<>();
            for (int t = 1; t <= o.tables(); t++) {
                int table = t;
                SplittableRandom random = seeds.split();
                jobs.add(() -> {
                    table(load, table, random);
                    return null;
                });
            }
            LoadJobs.run(jobs, workers, () -> progress(System.nanoTime() - t0), ctx.out());
        }
        if (stopped.get()) {
            throw new InterruptedException("the load was stopped: " + stats.jobsDone() + " of " + o.tables()
                    + " table(s) complete; run/runDatabaseDestroy.sh, then build again");
        }
        ctx.out().accept(LoadJobs.loaded(stats.totalRows(), " into " + o.tables() + " table(s)", t0));
        return stats.totalRows();
    }

    String progress(long elapsedNanos) {
        long total = rowsPerTable * o.tables();
        long rows = stats.totalRows();
        double rate = rows / Math.max(elapsedNanos / 1e9, 1e-3);
        long etaSecs = rate <= 0 ? -1 : (long) ((total - rows) / rate);
        return String.format(
                Locale.ROOT,
                "Loading: %d/%d tables, %,d rows (%.0f%%), %,.0f rows/s, ETA %s",
                stats.jobsDone(),
                o.tables(),
                rows,
                total == 0 ? 100.0 : 100.0 * rows / total,
                rate,
                etaSecs < 0 ? "?" : Eta.format(Duration.ofSeconds(etaSecs)));
    }

    /** One table: CREATE TABLE, its rows, then its index on k (oltp_common.lua's create_table). */
    private void table(LoadPool load, int table, SplittableRandom seed) throws Exception {
        execute("createTable", tables.create(table));
        SbRandom random = new SbRandom(seed, o);
        SbTables.Shape shape = new SbTables.Shape(table);
        try (RowSink sink = load.output().newSink(stats)) {
            for (long id = 1; id <= rowsPerTable && !stopped.get(); id++) {
                String c = random.string(SbEvent.C_TEMPLATE);
                String pad = random.string(SbEvent.PAD_TEMPLATE);
                long k = random.next(1, o.tableSize());
                sink.row(shape, (int) id, (int) k, c, pad);
            }
            sink.finishJob();
        }
        if (stopped.get()) {
            return;
        }
        if (o.createSecondary()) {
            execute("createIndex", tables.createIndex(table));
        }
        stats.jobDone();
    }

    private void execute(String stem, String sql) throws Exception {
        try (Connection c = ctx.connections().open()) {
            tables.execute(ctx, c, stem, sql);
        }
    }
}
