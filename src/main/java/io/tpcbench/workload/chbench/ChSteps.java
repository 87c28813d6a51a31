package io.tpcbench.workload.chbench;

import io.tpcbench.config.ConfigException;
import io.tpcbench.config.TpcConfig;
import io.tpcbench.db.DatabaseException;
import io.tpcbench.schema.Catalog;
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
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
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
        Map<ChTables, String> wrong = wrongRows(ctx);
        if (!wrong.isEmpty()) {
            if (!Arrays.stream(ChTables.values()).allMatch(t -> missing(t).equals(wrong.get(t)))) {
                // the build has claimed them as its own: an earlier try's, never another application's
                ctx.out().accept("CH-benCHmark's tables are incomplete (" + describe(wrong) + "): made again");
                Steps.run(ctx, ChOptions.WORKLOAD, "tableDrops");
            }
            Steps.run(ctx, ChOptions.WORKLOAD, "tableCreates");
            new ChLoad(ctx).run(loading);
        } else {
            ctx.out().accept("CH-benCHmark's tables are complete from an earlier build: kept");
        }
        tpcc.build(ctx, loading, started, transcript);
        checkTables(ctx);
    }

    @Override
    public void check(Context ctx) throws Exception {
        tpcc.check(ctx);
        checkTables(ctx);
    }

    private static void checkTables(Context ctx) throws SQLException {
        Map<ChTables, String> wrong = wrongRows(ctx);
        for (ChTables t : ChTables.values()) {
            String problem = wrong.get(t);
            ctx.out()
                    .accept(String.format(
                            Locale.ROOT,
                            "%-5s %-44s %s",
                            problem == null ? "PASS" : "FAIL",
                            "CH-benCHmark's " + t.sqlName(),
                            problem == null ? String.format(Locale.ROOT, "%,d rows", t.rows()) : problem));
        }
        if (!wrong.isEmpty()) {
            throw new CheckFailedException("CH-benCHmark's tables: " + describe(wrong));
        }
    }

    private static String missing(ChTables t) {
        return t.sqlName() + " is missing";
    }

    private static String describe(Map<ChTables, String> wrong) {
        return String.join("; ", wrong.values());
    }

    /** What is wrong with each of the three tables' rows: missing, other counts, keys out of CH's ranges. */
    private static Map<ChTables, String> wrongRows(Context ctx) throws SQLException {
        Map<ChTables, String> wrong = new EnumMap<>(ChTables.class);
        try (Connection c = ctx.connections().open();
                Statement s = c.createStatement()) {
            for (ChTables t : ChTables.values()) {
                if (!Catalog.exists(c, t.sqlName())) {
                    wrong.put(t, missing(t));
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
                        wrong.put(
                                t,
                                String.format(
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
        Map<ChTables, String> wrong = wrongRows(ctx);
        if (!wrong.isEmpty()) {
            throw new DatabaseException("the database holds no complete CH-benCHmark build (" + describe(wrong)
                    + "): build it with run/runDatabaseBuild.sh (workload=chbench)");
        }
    }

    @Override
    public void destroy(Context ctx) throws Exception {
        Steps.run(ctx, ChOptions.WORKLOAD, "tableDrops");
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
}
