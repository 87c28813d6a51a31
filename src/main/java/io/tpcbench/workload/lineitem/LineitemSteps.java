package io.tpcbench.workload.lineitem;

import io.tpcbench.config.TpcConfig;
import io.tpcbench.db.DatabaseException;
import io.tpcbench.load.LoadJobs;
import io.tpcbench.load.LoadPool;
import io.tpcbench.load.LoadStats;
import io.tpcbench.load.RowSink;
import io.tpcbench.schema.Catalog;
import io.tpcbench.schema.SqlLocator;
import io.tpcbench.workload.BuildValues;
import io.tpcbench.workload.CheckFailedException;
import io.tpcbench.workload.Context;
import io.tpcbench.workload.Owned;
import io.tpcbench.workload.Steps;
import io.trino.tpch.LineItem;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.ZonedDateTime;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;
import java.util.stream.IntStream;

/**
 * The storage-engine test's build, check and destroy: {@code tables} tables in the chosen layout
 * and engine, filled with the same rows by LOAD DATA ({@code buildFill=load}) or left empty for an
 * insert test ({@code buildFill=empty}), a record of what was built, and the sizes against the raw
 * bytes; the check counts every table's rows and indexes.
 */
final class LineitemSteps implements Steps {
    private static final String RECORD = """
            INSERT INTO lineitem_build (name, value) VALUES (?, ?)
            """;
    private static final String FILLED = """
            UPDATE lineitem_build SET value = CASE name WHEN 'filled' THEN ? ELSE ? END
            WHERE name IN ('filled', 'rawBytesPerTable')
            """;
    private static final String ENGINE = """
            SELECT engine FROM information_schema.tables WHERE table_schema = DATABASE() AND table_name = ?
            """;
    private static final String INDEXES = """
            SELECT COUNT(DISTINCT index_name) FROM information_schema.statistics
            WHERE table_schema = DATABASE() AND table_name = ?
            """;

    static LineitemTables tables(Context ctx, LineitemOptions o) {
        return new LineitemTables(
                new SqlLocator(SqlLocator.defaultHome(), ctx.config().db().db()), o);
    }

    @Override
    public void build(Context ctx, Consumer<Stoppable> loading, ZonedDateTime started, List<String> transcript)
            throws Exception {
        LineitemOptions o = LineitemOptions.of(ctx.config().effective());
        LineitemTables tables = tables(ctx, o);
        try (Connection c = ctx.connections().open();
                Statement s = c.createStatement()) {
            if (Catalog.exists(c, "lineitem_build") || Catalog.exists(c, LineitemTables.name(1))) {
                throw new DatabaseException("lineitem1 or lineitem_build already exists: run"
                        + " run/runDatabaseDestroy.sh first to build again, or run/runCheck.sh to check it");
            }
            s.execute(tables.record());
            long t0 = System.nanoTime();
            for (int t = 1; t <= o.tables(); t++) {
                s.execute(tables.create(t));
            }
            engine(c, o.storageEngine());
            ctx.out()
                    .accept(String.format(
                            Locale.ROOT,
                            "Created %d table(s) lineitem1..lineitem%d (%d-index layout," + " ENGINE=%s%s) in %.1f s",
                            o.tables(),
                            o.tables(),
                            o.indexLayout(),
                            o.storageEngine(),
                            o.tableOptions().isBlank() ? "" : " " + o.tableOptions(),
                            (System.nanoTime() - t0) / 1e9));
        }
        // the insert tests generate their rows themselves: an empty build needs none
        long raw = 0;
        try (Connection c = ctx.connections().open()) {
            record(c, o);
        }
        if (o.fillAtBuild()) {
            raw = load(ctx, o, RowText.of(o, ctx.config().build().textCorpus()), loading);
            try (Connection c = ctx.connections().open()) {
                filled(c, raw);
            }
        } else {
            ctx.out()
                    .accept("buildFill=empty: the tables stay empty for an insert test (lineitemTest=insert_sequential"
                            + " or insert_random)");
        }
        try (Connection c = ctx.connections().open()) {
            Sizes.read(c, o.tables(), raw, o.compactForSizes()).lines().forEach(ctx.out());
        }
        check(ctx);
    }

    /**
     * The rows into every table, a job per table on {@code loadWorkers} workers, with LOAD DATA as
     * TPC-C's loader; each job makes its table's rows as it writes them (none held). The raw bytes
     * of one table's rows.
     */
    private static long load(Context ctx, LineitemOptions o, RowText text, Consumer<Stoppable> loading)
            throws Exception {
        AtomicBoolean stopped = new AtomicBoolean();
        loading.accept(() -> stopped.set(true));
        LoadStats stats = new LoadStats();
        ctx.watchLoad(stats);
        long total = (long) o.rowsPerTable() * o.tables();
        AtomicLong raw = new AtomicLong();
        long t0 = System.nanoTime();
        try (LoadPool load = LoadPool.open(ctx.connections(), ctx.config().build(), ctx.out())) {
            List<Callable<Void>> jobs = new ArrayList<>();
            for (int t = 1; t <= o.tables(); t++) {
                LineitemTables.Shape shape = new LineitemTables.Shape(t);
                jobs.add(() -> {
                    long bytes = 0;
                    try (RowSink sink = load.output().newSink(stats)) {
                        for (Iterator<LineItem> rows = Rows.rows(o); rows.hasNext() && !stopped.get(); ) {
                            String[] row = text.fields(rows.next());
                            sink.row(shape, (Object[]) row);
                            bytes += RowText.rawBytes(row);
                        }
                        sink.finishJob();
                    }
                    raw.set(bytes); // every table's rows are the same
                    return null;
                });
            }
            LoadJobs.run(
                    jobs,
                    ctx.config().build().loadWorkers(),
                    () -> String.format(
                            Locale.ROOT,
                            "Loading: %,d of %,d rows (%.0f%%)",
                            stats.totalRows(),
                            total,
                            100.0 * stats.totalRows() / total),
                    ctx.out());
        }
        if (stopped.get()) {
            throw new InterruptedException("the load was stopped: run/runDatabaseDestroy.sh, then build again");
        }
        ctx.out().accept(LoadJobs.loaded(stats.totalRows(), " into " + o.tables() + " table(s)", t0));
        return raw.get();
    }

    /**
     * The engine the server gave lineitem1 is the one asked for: without NO_ENGINE_SUBSTITUTION in
     * its sql_mode a server quietly substitutes its default engine for one it lacks.
     */
    private static void engine(Connection c, String asked) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement(ENGINE)) {
            ps.setString(1, LineitemTables.name(1));
            try (ResultSet rs = ps.executeQuery()) {
                String got = rs.next() ? rs.getString(1) : "none";
                if (!asked.equalsIgnoreCase(got)) {
                    throw new DatabaseException("storageEngine=" + asked + ", but the server created lineitem1 with"
                            + " ENGINE=" + got + ": it lacks " + asked + " (for MyRocks: mariadb-plugin-rocksdb, loaded"
                            + " with plugin-load-add=ha_rocksdb.so); run/runDatabaseDestroy.sh, then build on a"
                            + " server that has it");
                }
            }
        }
    }

    private static void record(Connection c, LineitemOptions o) throws SQLException {
        Map<String, String> values = new LinkedHashMap<>();
        values.put("tables", Integer.toString(o.tables()));
        values.put("rowsPerTable", Integer.toString(o.rowsPerTable()));
        values.put("sourceScaleFactor", Double.toString(o.sourceScaleFactor()));
        values.put("commentLength", Integer.toString(o.commentLength()));
        values.put("indexLayout", Integer.toString(o.indexLayout()));
        values.put("storageEngine", o.storageEngine());
        values.put("rawBytesPerTable", "0");
        values.put("filled", "no");
        try (PreparedStatement ps = c.prepareStatement(RECORD)) {
            for (Map.Entry<String, String> e : values.entrySet()) {
                ps.setString(1, e.getKey());
                ps.setString(2, e.getValue());
                ps.addBatch();
            }
            ps.executeBatch();
        }
    }

    /**
     * The tables now hold their rows (after the load, or after an insert test that inserted them
     * all), of {@code rawBytesPerTable} raw bytes each.
     */
    static void filled(Connection c, long rawBytesPerTable) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement(FILLED)) {
            ps.setString(1, "yes");
            ps.setString(2, Long.toString(rawBytesPerTable));
            ps.executeUpdate();
        }
    }

    /** What the build recorded; fails clearly when the database holds no storage-engine test. */
    static Map<String, String> recorded(Connection c) throws SQLException {
        return BuildValues.read(
                c, "lineitem_build", "build the tables first with run/runDatabaseBuild.sh" + " (workload=lineitem)");
    }

    /** Every table is there with its layout's indexes and, once filled, exactly rowsPerTable rows. */
    @Override
    public void check(Context ctx) throws Exception {
        List<String> wrong = new ArrayList<>();
        try (Connection c = ctx.connections().open()) {
            Map<String, String> build = recorded(c);
            int tables = Integer.parseInt(build.get("tables"));
            long rows = "yes".equals(build.get("filled")) ? Long.parseLong(build.get("rowsPerTable")) : 0;
            int indexes = Integer.parseInt(build.get("indexLayout")) == 10 ? 9 : 4;
            long total = 0;
            for (int t = 1; t <= tables; t++) {
                String table = LineitemTables.name(t);
                if (!Catalog.exists(c, table)) {
                    wrong.add(table + " is missing");
                    continue;
                }
                long n = count(c, "SELECT COUNT(*) FROM " + table, null);
                total += n;
                if (n != rows) {
                    wrong.add(String.format(Locale.ROOT, "%s has %,d rows, not %,d", table, n, rows));
                }
                long idx = count(c, INDEXES, table);
                if (idx != indexes) {
                    wrong.add(table + " has " + idx + " indexes, the " + build.get("indexLayout") + "-index layout "
                            + indexes + " (the primary key and " + (indexes - 1) + " secondary)");
                }
            }
            ctx.out()
                    .accept(String.format(
                            Locale.ROOT,
                            "Checked %d lineitem table(s): %,d rows%s",
                            tables,
                            total,
                            wrong.isEmpty() ? ", every table's rows and indexes: PASS" : ""));
        }
        if (!wrong.isEmpty()) {
            wrong.forEach(w -> ctx.out().accept("FAIL  " + w));
            throw new CheckFailedException(String.join("; ", wrong));
        }
    }

    private static long count(Connection c, String sql, String param) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement(sql)) {
            if (param != null) {
                ps.setString(1, param);
            }
            try (ResultSet rs = ps.executeQuery()) {
                rs.next();
                return rs.getLong(1);
            }
        }
    }

    /**
     * lineitem1..lineitem{tables} and lineitem_build; lineitem_build records the tables, rows,
     * layout and engine, which every run checks itself, so no key is left to the engine.
     */
    @Override
    public Owned owned(TpcConfig config) {
        int n = LineitemOptions.of(config.effective()).tables();
        List<String> tables = new ArrayList<>(
                IntStream.rangeClosed(1, n).mapToObj(LineitemTables::name).toList());
        tables.add("lineitem_build");
        return new Owned("lineitem", tables, List.of());
    }

    @Override
    public void destroy(Context ctx) throws Exception {
        LineitemOptions o = LineitemOptions.of(ctx.config().effective());
        LineitemTables tables = tables(ctx, o);
        // the props' tables: the engine drops the others a build recorded (tpcbench_build), and only those
        try (Connection c = ctx.connections().open();
                Statement s = c.createStatement()) {
            int n = o.tables();
            for (int t = 1; t <= n; t++) {
                s.execute(tables.drop(t));
            }
            s.execute("DROP TABLE IF EXISTS lineitem_build");
            ctx.out().accept("Dropped " + n + " lineitem table(s) and lineitem_build");
        }
    }
}
