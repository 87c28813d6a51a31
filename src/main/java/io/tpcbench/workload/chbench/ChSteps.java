package io.tpcbench.workload.chbench;

import io.tpcbench.config.ConfigException;
import io.tpcbench.config.TpcConfig;
import io.tpcbench.db.DatabaseException;
import io.tpcbench.schema.Catalog;
import io.tpcbench.schema.Sharding;
import io.tpcbench.schema.SqlLocator;
import io.tpcbench.workload.CheckFailedException;
import io.tpcbench.workload.Context;
import io.tpcbench.workload.Owned;
import io.tpcbench.workload.Steps;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.ZonedDateTime;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;

/**
 * CH-benCHmark's build, check and destroy: its three tables from {@code sql.<db>/chbench/} (in the
 * {@code sharding} variant of its {@code sharding/} folder) with their rows, then TPC-C's whole
 * build (tables, load, indexes, its report and consistency check) with every TPC-C option; the
 * check is TPC-C's and the three tables' rows; the destroy drops the three, then TPC-C's.
 */
final class ChSteps implements Steps {
    private final Steps tpcc;

    ChSteps(Steps tpcc) {
        this.tpcc = tpcc;
    }

    /**
     * The three tables first (a second of work), so that a TPC-C load that stops resumes as
     * TPC-C's does; tables left incomplete by an earlier try are made again.
     */
    @Override
    public void build(Context ctx, Consumer<Stoppable> loading, ZonedDateTime started, List<String> transcript)
            throws Exception {
        if (ctx.config().build().fileLocation().isPresent()) {
            throw new ConfigException("workload=chbench builds into the database only: fileLocation writes TPC-C's"
                    + " CSV files (workload=tpcc), without CH-benCHmark's tables");
        }
        List<String> wrong = wrongRows(ctx);
        if (!wrong.isEmpty()) {
            if (wrong.stream().filter(w -> w.endsWith(" is missing")).count() < ChTables.values().length) {
                // the build has claimed them as its own: an earlier try's, never another application's
                ctx.out().accept("CH-benCHmark's tables are incomplete (" + String.join("; ", wrong) + "): made again");
                script(ctx, "tableDrops");
            }
            script(ctx, "tableCreates");
            new ChLoad(ctx).run(loading);
        } else {
            ctx.out().accept("CH-benCHmark's tables are complete from an earlier build: kept");
        }
        tpcc.build(ctx, loading, started, transcript);
        check(ctx, false);
    }

    @Override
    public void check(Context ctx) throws Exception {
        tpcc.check(ctx);
        check(ctx, true);
    }

    private void check(Context ctx, boolean strict) throws SQLException {
        List<String> wrong = wrongRows(ctx);
        for (ChTables t : ChTables.values()) {
            String problem = wrong.stream()
                    .filter(w -> w.startsWith(t.sqlName()))
                    .findFirst()
                    .orElse("");
            ctx.out()
                    .accept(String.format(
                            Locale.ROOT,
                            "%-5s %-44s %s",
                            problem.isEmpty() ? "PASS" : "FAIL",
                            "CH-benCHmark's " + t.sqlName(),
                            problem.isEmpty() ? String.format(Locale.ROOT, "%,d rows", t.rows()) : problem));
        }
        if (!wrong.isEmpty()) {
            throw new CheckFailedException("CH-benCHmark's tables: " + String.join("; ", wrong));
        }
    }

    /** What is wrong with the three tables' rows: missing tables, other counts, keys out of CH's ranges. */
    private static List<String> wrongRows(Context ctx) throws SQLException {
        List<String> wrong = new ArrayList<>();
        try (Connection c = ctx.connections().open();
                Statement s = c.createStatement()) {
            for (ChTables t : ChTables.values()) {
                if (!Catalog.exists(c, t.sqlName())) {
                    wrong.add(t.sqlName() + " is missing");
                    continue;
                }
                String key = t.columns().get(0);
                try (ResultSet rs = s.executeQuery("SELECT COUNT(*), COUNT(DISTINCT " + key + "), MIN(" + key
                        + "), MAX(" + key + ") FROM " + t.sqlName())) {
                    rs.next();
                    long rows = rs.getLong(1);
                    long distinct = rs.getLong(2);
                    long min = rs.getLong(3);
                    long max = rs.getLong(4);
                    Range range = Range.of(t);
                    if (rows != t.rows() || distinct != rows || min < range.min() || max > range.max()) {
                        wrong.add(String.format(
                                Locale.ROOT,
                                "%s holds %,d rows (%,d keys, %d..%d), not %,d (keys %d..%d)",
                                t.sqlName(),
                                rows,
                                distinct,
                                min,
                                max,
                                t.rows(),
                                range.min(),
                                range.max()));
                    }
                }
            }
        }
        return wrong;
    }

    /** The keys a table's rows hold: suppliers 0..9999, nations the ASCII codes of 0-9, A-Z, a-z, regions 0..4. */
    private record Range(long min, long max) {
        static Range of(ChTables t) {
            return switch (t) {
                case SUPPLIER -> new Range(0, ChSuppliers.COUNT - 1);
                case NATION -> new Range('0', 'z');
                case REGION -> new Range(0, 4);
            };
        }
    }

    /** Before a run: the three tables are there and whole. */
    static void checkBuilt(Context ctx) throws SQLException {
        List<String> wrong = wrongRows(ctx);
        if (!wrong.isEmpty()) {
            throw new DatabaseException("the database holds no complete CH-benCHmark build (" + String.join("; ", wrong)
                    + "): build it with run/runDatabaseBuild.sh (workload=chbench)");
        }
    }

    @Override
    public void destroy(Context ctx) throws Exception {
        script(ctx, "tableDrops");
        tpcc.destroy(ctx);
    }

    /** TPC-C's tables and the three, as one family: a TPC-C destroy leaves a CH-benCHmark build alone. */
    @Override
    public Owned owned(TpcConfig config) {
        Owned t = tpcc.owned(config);
        List<String> tables = new ArrayList<>(t.tables());
        Arrays.stream(ChTables.values()).map(ChTables::sqlName).forEach(tables::add);
        return new Owned(ChOptions.WORKLOAD, tables, t.keys());
    }

    /** Runs {@code sql.<db>/chbench/STEM.sql} in the configured sharded variant and says how long it took. */
    private static void script(Context ctx, String stem) throws SQLException {
        SqlLocator sql =
                new SqlLocator(SqlLocator.defaultHome(), ctx.config().db().db());
        Sharding variant = ctx.schema().variant(sql.shardingDir(ChOptions.WORKLOAD));
        long t0 = System.nanoTime();
        try (Connection c = ctx.connections().open()) {
            int n = ctx.schema().run(c, stem, sql.workloadScript(ChOptions.WORKLOAD, stem + ".sql"), variant);
            ctx.out()
                    .accept(String.format(
                            Locale.ROOT,
                            "chbench/%s: %d statement(s) in %.1f s",
                            stem,
                            n,
                            (System.nanoTime() - t0) / 1e9));
        }
    }
}
