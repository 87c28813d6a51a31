package io.tpcbench.workload.tpch;

import io.tpcbench.config.TpcConfig;
import io.tpcbench.db.DatabaseException;
import io.tpcbench.load.LoadJobs;
import io.tpcbench.schema.Catalog;
import io.tpcbench.workload.BuildValues;
import io.tpcbench.workload.CheckFailedException;
import io.tpcbench.workload.Context;
import io.tpcbench.workload.Owned;
import io.tpcbench.workload.Steps;
import io.tpcbench.workload.tpch.refresh.RefreshedOrders;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.time.ZonedDateTime;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;

/**
 * TPC-H's build, check and destroy, from the files of {@code sql.<db>/tpch/} in the
 * {@code sharding} variant of {@code sql.<db>/tpch/sharding/}: the eight tables, their load
 * ({@link TpchLoad}), the foreign-key indexes, the foreign keys when {@code foreignKeys=true},
 * ANALYZE, and a check of every table's rows and fingerprint against dbgen's.
 */
final class TpchSteps implements Steps {
    static final String WORKLOAD = "tpch";
    /** Above this scale factor the check compares row counts only: fingerprints mean generating every row again. */
    static final double FINGERPRINT_MAX_SF = 1;

    private static final String RECORD = """
            INSERT INTO tpch_build (name, value) VALUES (?, ?)
            """;

    @Override
    public void build(Context ctx, Consumer<Stoppable> loading, ZonedDateTime started, List<String> transcript)
            throws Exception {
        TpchOptions o = TpchOptions.of(ctx.config().effective());
        try (Connection c = ctx.connections().open()) {
            if (Catalog.exists(c, "lineitem")) {
                throw new DatabaseException("lineitem already exists: run run/runDatabaseDestroy.sh first to build"
                        + " again, or run/runCheck.sh to check it");
            }
        }
        Steps.run(ctx, WORKLOAD, "tableCreates");
        Map<TpchTables, Long> rows = new TpchLoad(ctx, o.scaleFactor()).run(loading);
        Steps.run(ctx, WORKLOAD, "indexCreates");
        if (ctx.config().build().foreignKeys()) {
            Steps.run(ctx, WORKLOAD, "foreignKeys");
        }
        Steps.run(ctx, WORKLOAD, "buildFinish");
        record(ctx, o, rows);
        check(ctx);
    }

    /** {@code runLoader.sh}: dbgen's update sets as files ({@link UpdateSetWriter}); the tables load with the build. */
    @Override
    public void load(Context ctx, Consumer<Stoppable> loading) throws Exception {
        UpdateSetWriter.write(ctx);
    }

    /** The build's record: its scale factor and the rows it wrote per table, for runs and checks. */
    private static void record(Context ctx, TpchOptions o, Map<TpchTables, Long> rows) throws SQLException {
        try (Connection c = ctx.connections().open();
                PreparedStatement ps = c.prepareStatement(RECORD)) {
            ps.setString(1, "scaleFactor");
            ps.setString(2, o.scaleText());
            ps.addBatch();
            for (Map.Entry<TpchTables, Long> e : rows.entrySet()) {
                ps.setString(1, "rows." + e.getKey().sqlName());
                ps.setString(2, Long.toString(e.getValue()));
                ps.addBatch();
            }
            ps.executeBatch();
        }
    }

    /** What the build recorded, by name; fails clearly when the database holds no TPC-H build. */
    static Map<String, String> recorded(Connection c) throws SQLException {
        Map<String, String> values = BuildValues.read(
                c, "tpch_build", "build the TPC-H tables first with" + " run/runDatabaseBuild.sh (workload=tpch)");
        if (!values.containsKey("scaleFactor")) {
            throw new DatabaseException("tpch_build has no scaleFactor: the build did not finish; run"
                    + " run/runDatabaseDestroy.sh and build again");
        }
        return values;
    }

    /**
     * Every table holds the rows the build wrote (for all but lineitem, exactly TPC-H 4.2.5's at
     * the scale factor), and up to SF 1 the same rows as dbgen's, by fingerprint.
     */
    @Override
    public void check(Context ctx) throws Exception {
        Map<String, String> build;
        try (Connection c = ctx.connections().open()) {
            build = recorded(c);
        }
        double sf = Double.parseDouble(build.get("scaleFactor"));
        boolean fingerprints = sf <= FINGERPRINT_MAX_SF;
        List<String> wrong = Collections.synchronizedList(new ArrayList<>());
        RefreshState refreshes = RefreshState.of(build);
        if (!refreshes.settled()) {
            ctx.out()
                    .accept("FAIL  refreshes: " + refreshes.unfinished()
                            + "; the next run/runBenchmark.sh completes it");
            throw new CheckFailedException("TPC-H refresh: " + refreshes.unfinished());
        }
        int pairs = refreshes.deleted();
        long lineDelta = pairs == 0 ? 0 : new RefreshedOrders(sf, pairs).lineDelta();
        if (pairs > 0) {
            ctx.out()
                    .accept(String.format(
                            Locale.ROOT,
                            "The database has had %d refresh pair(s), update sets 1..%d: orders and lineitem are"
                                    + " checked against the base rows with those pairs applied",
                            pairs,
                            pairs));
            try (Connection c = ctx.connections().open()) {
                wrong.addAll(RefreshCheck.problems(c, sf, pairs));
            }
        }
        List<Callable<Void>> jobs = new ArrayList<>();
        AtomicInteger checking = new AtomicInteger(TpchTables.values().length);
        for (TpchTables table : TpchTables.values()) {
            jobs.add(() -> {
                checkTable(ctx, table, sf, build, fingerprints, new Refreshed(pairs, lineDelta), wrong);
                checking.decrementAndGet();
                return null;
            });
        }
        ctx.out()
                .accept("Checking TPC-H SF " + build.get("scaleFactor")
                        + (fingerprints
                                ? ": rows and fingerprints (MD5 of the rows as dbgen prints them) against dbgen's"
                                : ": rows (fingerprints are compared up to SF " + (int) FINGERPRINT_MAX_SF + ")"));
        LoadJobs.run(
                jobs,
                ctx.config().build().checkWorkers(),
                () -> "Checking: " + (jobs.size() - checking.get()) + " of " + jobs.size() + " tables done",
                ctx.out());
        if (!wrong.isEmpty()) {
            wrong.forEach(w -> ctx.out().accept("FAIL  " + w));
            throw new CheckFailedException(String.join("; ", wrong));
        }
        ctx.out().accept("TPC-H check: PASS");
    }

    private static void checkTable(
            Context ctx,
            TpchTables table,
            double sf,
            Map<String, String> build,
            boolean fingerprints,
            Refreshed refreshed,
            List<String> wrong)
            throws SQLException {
        String name = table.sqlName();
        String written = build.get("rows." + name);
        if (written != null && table == TpchTables.LINEITEM) {
            written = Long.toString(Long.parseLong(written) + refreshed.lineDelta());
        }
        Fingerprint stored;
        try (Connection c = ctx.connections().open()) {
            if (!Catalog.exists(c, name)) {
                wrong.add(name + " is missing");
                return;
            }
            stored = Fingerprint.of(c, table);
        }
        List<String> problems = new ArrayList<>();
        if (written != null && stored.rows() != Long.parseLong(written)) {
            problems.add(String.format(
                    Locale.ROOT,
                    "%s has %,d rows, the build %s %s",
                    name,
                    stored.rows(),
                    refreshed.pairs() == 0 ? "wrote" : "and the refresh pairs leave",
                    written));
        }
        if (table.exactRows() && stored.rows() != table.rows(sf)) {
            problems.add(String.format(
                    Locale.ROOT,
                    "%s has %,d rows, not TPC-H's %,d at SF %s",
                    name,
                    stored.rows(),
                    table.rows(sf),
                    build.get("scaleFactor")));
        }
        String line = String.format(Locale.ROOT, "%-8s %,12d rows", name, stored.rows());
        if (fingerprints) {
            String db = stored.hex();
            boolean evolved = refreshed.pairs() > 0 && (table == TpchTables.ORDERS || table == TpchTables.LINEITEM);
            String dbgen = evolved
                    ? Fingerprint.refreshed(table, sf, refreshed.pairs()).hex()
                    : Fingerprint.generated(table, sf).hex();
            line += "  fingerprint " + db + (db.equals(dbgen) ? " = dbgen's" : " but dbgen's is " + dbgen);
            if (!db.equals(dbgen)) {
                problems.add(name + "'s rows differ from dbgen's (fingerprint " + db + ", dbgen's " + dbgen + ")");
            }
        }
        ctx.out().accept(line + (problems.isEmpty() ? "  PASS" : "  FAIL"));
        wrong.addAll(problems);
    }

    /** The refresh pairs the database has had, and the lines they added (less those they deleted). */
    private record Refreshed(int pairs, long lineDelta) {}

    @Override
    public void destroy(Context ctx) throws Exception {
        Steps.run(ctx, WORKLOAD, "tableDrops");
    }

    /**
     * TPC-H's eight tables (TPC-H 1.4) and tpch_build; tpch_build records the scale factor, which
     * every run checks itself ({@link Tpch#prepareRun}), so no key is left to the engine.
     */
    @Override
    public Owned owned(TpcConfig config) {
        List<String> tables = new ArrayList<>(
                Arrays.stream(TpchTables.values()).map(TpchTables::sqlName).toList());
        tables.add("tpch_build");
        return new Owned("tpch", tables, List.of());
    }
}
