package io.tpcbench.workload.chbench;

import io.tpcbench.load.LoadJobs;
import io.tpcbench.load.LoadPool;
import io.tpcbench.load.LoadStats;
import io.tpcbench.load.RowSink;
import io.tpcbench.workload.Context;
import io.tpcbench.workload.Steps;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;

/**
 * The load of CH-benCHmark's three tables by the shared loader (TPC-C's and TPC-H's: LOAD DATA
 * LOCAL INFILE, else multi-row INSERTs, on {@code loadWorkers} workers): REGION and NATION as one
 * job, SUPPLIER in ten; every row made from its key alone ({@link ChSuppliers#of}), so any worker
 * makes any chunk. Ctrl-C stops after the rows being written.
 */
final class ChLoad implements Steps.Stoppable {
    private static final int SUPPLIER_JOBS = 10;

    private final Context ctx;
    private final AtomicBoolean stopped = new AtomicBoolean();
    private final LoadStats stats = new LoadStats();

    ChLoad(Context ctx) {
        this.ctx = ctx;
        ctx.watchLoad(stats);
    }

    @Override
    public void stop() {
        stopped.set(true);
    }

    void run(Consumer<Steps.Stoppable> loading) throws Exception {
        loading.accept(this);
        long t0 = System.nanoTime();
        List<Callable<Void>> jobs = new ArrayList<>();
        try (LoadPool load = LoadPool.open(ctx.connections(), ctx.config().build(), ctx.out())) {
            int per = ChSuppliers.COUNT / SUPPLIER_JOBS;
            for (int j = 0; j < SUPPLIER_JOBS; j++) {
                int from = j * per;
                jobs.add(() -> {
                    suppliers(load, from, from + per);
                    return null;
                });
            }
            jobs.add(() -> {
                nationsAndRegions(load);
                return null;
            });
            ctx.out()
                    .accept(String.format(
                            Locale.ROOT,
                            "Loading CH-benCHmark's %,d suppliers, 62 nations and 5 regions",
                            ChSuppliers.COUNT));
            LoadJobs.run(
                    jobs,
                    ctx.config().build().loadWorkers(),
                    () -> String.format(Locale.ROOT, "Loading: %,d rows", stats.totalRows()),
                    ctx.out());
        }
        if (stopped.get()) {
            throw new InterruptedException("the load was stopped; build again: the incomplete tables are made again");
        }
        ctx.out().accept(LoadJobs.loaded(stats.totalRows(), " into CH-benCHmark's 3 tables", t0));
    }

    private void suppliers(LoadPool load, int from, int to) throws Exception {
        try (RowSink sink = load.output().newSink(stats)) {
            for (int key = from; key < to && !stopped.get(); key++) {
                ChSuppliers.Supplier s = ChSuppliers.of(key);
                sink.row(
                        ChTables.SUPPLIER,
                        s.key(),
                        s.name(),
                        s.address(),
                        s.nationKey(),
                        s.phone(),
                        s.acctbal(),
                        s.comment());
            }
            sink.finishJob();
        }
        stats.jobDone();
    }

    private void nationsAndRegions(LoadPool load) throws Exception {
        try (RowSink sink = load.output().newSink(stats)) {
            for (ChNations.Region r : ChNations.regions()) {
                sink.row(ChTables.REGION, r.key(), r.name(), r.comment());
            }
            for (ChNations.Nation n : ChNations.nations()) {
                sink.row(ChTables.NATION, n.key(), n.name(), n.regionKey(), n.comment());
            }
            sink.finishJob();
        }
        stats.jobDone();
    }
}
