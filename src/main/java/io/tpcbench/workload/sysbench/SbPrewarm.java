package io.tpcbench.workload.sysbench;

import io.tpcbench.workload.Context;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicReference;

/**
 * sysbench's {@code prewarm} command (oltp_common.lua's cmd_prewarm, MySQL only): on {@code terminals}
 * connections at once, each taking every terminals-th table from its own, the session's in-memory
 * temporary tables raised to 2 GiB, then per table ANALYZE TABLE, a read of every row through the
 * primary key and a scan of every row's k, so that the table's data and its index on k are in the
 * server's caches.
 */
final class SbPrewarm {
    private final Context ctx;
    private final SysbenchOptions options;

    SbPrewarm(Context ctx, SysbenchOptions options) {
        this.ctx = ctx;
        this.options = options;
    }

    void run() throws Exception {
        int threads = Math.max(1, Math.min(ctx.config().run().terminals(), options.tables()));
        long t0 = System.nanoTime();
        AtomicReference<Exception> failure = new AtomicReference<>();
        List<Thread> workers = new ArrayList<>();
        for (int i = 0; i < threads; i++) {
            int first = i + 1;
            workers.add(Thread.ofPlatform().name("prewarm-" + first).start(() -> {
                try {
                    prewarm(first, threads);
                } catch (SQLException | RuntimeException e) {
                    failure.compareAndSet(null, e);
                }
            }));
        }
        for (Thread w : workers) {
            w.join();
        }
        if (failure.get() != null) {
            throw failure.get();
        }
        ctx.out()
                .accept(String.format(
                        Locale.ROOT,
                        "Prewarmed %d table(s) on %d connection(s) in %.1f s",
                        options.tables(),
                        threads,
                        (System.nanoTime() - t0) / 1e9));
    }

    /** Tables {@code first}, {@code first + step}, ... on one connection. */
    private void prewarm(int first, int step) throws SQLException {
        try (Connection c = ctx.connections().open();
                Statement s = c.createStatement()) {
            // no on-disk temporary tables for the reads below
            s.execute("SET tmp_table_size=2*1024*1024*1024");
            s.execute("SET max_heap_table_size=2*1024*1024*1024");
            for (int t = first; t <= options.tables(); t += step) {
                String table = "sbtest" + t;
                ctx.out().accept("Prewarming table " + table);
                s.execute("ANALYZE TABLE " + table);
                s.execute("SELECT AVG(id) FROM (SELECT * FROM " + table + " FORCE KEY (PRIMARY) LIMIT "
                        + options.tableSize() + ") t");
                s.execute("SELECT COUNT(*) FROM (SELECT * FROM " + table + " WHERE k LIKE '%0%' LIMIT "
                        + options.tableSize() + ") t");
            }
        }
    }
}
