package io.tpcbench.workload.sysbench;

import io.tpcbench.config.ConfigException;
import io.tpcbench.config.TpcConfig;
import io.tpcbench.db.DatabaseException;
import io.tpcbench.schema.Catalog;
import io.tpcbench.workload.CheckFailedException;
import io.tpcbench.workload.Context;
import io.tpcbench.workload.Owned;
import io.tpcbench.workload.Steps;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.ZonedDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;
import java.util.stream.IntStream;

/**
 * sysbench's prepare, check and cleanup as tpcbench's build, check and destroy: the sbtest tables
 * created, loaded and indexed ({@link SbLoad}); checked for their rows and their index on k;
 * dropped.
 */
final class SbSteps implements Steps {
    private static final String INDEXES = """
            SELECT COUNT(DISTINCT index_name) FROM information_schema.statistics
            WHERE table_schema = DATABASE() AND table_name = ? AND index_name = ?
            """;

    private final Script script;

    SbSteps(Script script) {
        this.script = script;
    }

    private static SysbenchOptions options(Context ctx) {
        return SysbenchOptions.of(ctx.config().effective());
    }

    /**
     * oltp_insert without {@code auto_inc} prepares empty tables (sysbench: ids the client draws
     * would collide with loaded ones); every other script loads {@code table_size} rows a table.
     */
    private long rowsPerTable(SysbenchOptions o) {
        return script == Script.OLTP_INSERT && !o.autoInc() ? 0 : o.tableSize();
    }

    @Override
    public void build(Context ctx, Consumer<Stoppable> loading, ZonedDateTime started, List<String> transcript)
            throws Exception {
        SysbenchOptions o = options(ctx);
        try (Connection c = ctx.connections().open()) {
            if (Catalog.exists(c, "sbtest1")) {
                throw new DatabaseException("sbtest1 already exists: run run/runDatabaseDestroy.sh first to build"
                        + " again, or run/runCheck.sh to check it");
            }
        }
        if (script.bulk()) {
            createBulkTables(ctx);
            verifyBulk(ctx);
            return;
        }
        long rows = rowsPerTable(o);
        new SbLoad(ctx, SbTables.of(ctx, o), o, rows).run(loading);
        verify(ctx, o, rows);
    }

    @Override
    public void check(Context ctx) throws Exception {
        if (script.bulk()) {
            verifyBulk(ctx);
        } else {
            verify(ctx, options(ctx), -1);
        }
    }

    /** sysbench's prewarm command; bulk_insert.lua has none. */
    @Override
    public void prewarm(Context ctx) throws Exception {
        if (script.bulk()) {
            throw new ConfigException("workload=bulk_insert has no prewarm (sysbench's bulk_insert.lua has none)");
        }
        new SbPrewarm(ctx, options(ctx)).run();
    }

    /** bulk_insert's tables: sbtest1..sbtest{terminals} (one per thread, as its prepare makes them). */
    private static int bulkTables(TpcConfig config) {
        return config.run().terminals();
    }

    /** bulk_insert's prepare: its tables, empty, with sysbench's DDL (no engine clause, as its script has none). */
    private static void createBulkTables(Context ctx) throws SQLException {
        int n = bulkTables(ctx.config());
        try (Connection c = ctx.connections().open();
                Statement s = c.createStatement()) {
            for (int t = 1; t <= n; t++) {
                s.execute(String.format(Locale.ROOT, SbBulk.CREATE, t));
            }
        }
        ctx.out().accept("Created " + n + " bulk_insert table(s), sbtest1..sbtest" + n + " (one per terminal)");
    }

    /** bulk_insert's tables are there, each with its two columns; their rows are said. */
    private static void verifyBulk(Context ctx) throws Exception {
        int n = bulkTables(ctx.config());
        List<String> wrong = new ArrayList<>();
        long total = 0;
        try (Connection c = ctx.connections().open()) {
            for (int t = 1; t <= n; t++) {
                String table = "sbtest" + t;
                if (!Catalog.exists(c, table)) {
                    wrong.add(table + " is missing");
                } else if (!SbBulk.isBulkTable(c, table)) {
                    wrong.add(table + " is not bulk_insert's (columns id and k only)");
                } else {
                    total += count(c, table);
                }
            }
        }
        ctx.out()
                .accept(String.format(
                        Locale.ROOT,
                        "Checked %d bulk_insert table(s): %,d rows%s",
                        n,
                        total,
                        wrong.isEmpty() ? ": PASS" : ""));
        if (!wrong.isEmpty()) {
            wrong.forEach(w -> ctx.out().accept("FAIL  " + w));
            throw new CheckFailedException(String.join("; ", wrong));
        }
    }

    /**
     * Every table is there with its index on k (when {@code create_secondary}); its rows are
     * {@code expectedRows} when given (a fresh build), else said (runs of oltp_insert and
     * oltp_delete change them).
     */
    private void verify(Context ctx, SysbenchOptions o, long expectedRows) throws Exception {
        List<String> wrong = new ArrayList<>();
        long total = 0;
        try (Connection c = ctx.connections().open()) {
            for (int t = 1; t <= o.tables(); t++) {
                String table = "sbtest" + t;
                if (!Catalog.exists(c, table)) {
                    wrong.add(table + " is missing");
                    continue;
                }
                long rows = count(c, table);
                total += rows;
                if (expectedRows >= 0 && rows != expectedRows) {
                    wrong.add(String.format(Locale.ROOT, "%s has %,d rows, not %,d", table, rows, expectedRows));
                }
                if (o.createSecondary() && !hasIndex(c, table, "k_" + t)) {
                    wrong.add(table + " has no index k_" + t + " on k");
                }
            }
        }
        ctx.out()
                .accept(String.format(
                        Locale.ROOT,
                        "Checked %d sbtest table(s): %,d rows%s%s",
                        o.tables(),
                        total,
                        o.createSecondary() ? ", index on k in each" : "",
                        wrong.isEmpty() ? ": PASS" : ""));
        if (!wrong.isEmpty()) {
            wrong.forEach(w -> ctx.out().accept("FAIL  " + w));
            throw new CheckFailedException(String.join("; ", wrong));
        }
    }

    @Override
    public void destroy(Context ctx) throws Exception {
        SysbenchOptions o = options(ctx);
        SbTables tables = SbTables.of(ctx, o);
        int n = script.bulk() ? bulkTables(ctx.config()) : o.tables();
        long t0 = System.nanoTime();
        try (Connection c = ctx.connections().open()) {
            for (int t = 1; t <= n; t++) {
                tables.execute(ctx, c, "dropTable", tables.drop(t));
            }
        }
        ctx.out()
                .accept(String.format(
                        Locale.ROOT, "Dropped %d sbtest table(s) in %.1f s", n, (System.nanoTime() - t0) / 1e9));
    }

    /**
     * sbtest1..sbtest{tables}, shared by every sysbench script but bulk_insert (one is built, another run): a run
     * may use fewer tables and rows than were built, never more.
     */
    @Override
    public Owned owned(TpcConfig config) {
        if (script.bulk()) {
            // bulk_insert's tables share the names, not the columns: a family of their own, so that
            // neither kind of build is taken for the other's
            return new Owned(
                    "sysbench_bulk_insert",
                    IntStream.rangeClosed(1, bulkTables(config))
                            .mapToObj(t -> "sbtest" + t)
                            .toList(),
                    List.of(Owned.BuildKey.atMost("terminals")));
        }
        int tables = SysbenchOptions.of(config.effective()).tables();
        return new Owned(
                "sysbench",
                IntStream.rangeClosed(1, tables).mapToObj(t -> "sbtest" + t).toList(),
                List.of(Owned.BuildKey.atMost("tables"), Owned.BuildKey.atMost("table_size")));
    }

    private static boolean hasIndex(Connection c, String table, String index) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement(INDEXES)) {
            ps.setString(1, table);
            ps.setString(2, index);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() && rs.getLong(1) > 0;
            }
        }
    }

    private static long count(Connection c, String table) throws SQLException {
        try (Statement s = c.createStatement();
                ResultSet rs = s.executeQuery("SELECT COUNT(*) FROM " + table)) {
            rs.next();
            return rs.getLong(1);
        }
    }
}
