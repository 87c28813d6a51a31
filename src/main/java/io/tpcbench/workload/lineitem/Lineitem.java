package io.tpcbench.workload.lineitem;

import io.tpcbench.config.ConfigException;
import io.tpcbench.config.RunConfig;
import io.tpcbench.config.WorkloadKeys;
import io.tpcbench.db.DatabaseException;
import io.tpcbench.workload.Context;
import io.tpcbench.workload.Kind;
import io.tpcbench.workload.RunPlan;
import io.tpcbench.workload.RunSetup;
import io.tpcbench.workload.Steps;
import io.tpcbench.workload.SummaryPart;
import io.tpcbench.workload.Workload;
import io.tpcbench.workload.WorkloadRun;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The storage-engine test ({@code workload=lineitem}, ../shared/lineitem-test.md): tables of
 * TPC-H lineitem rows with a widened comment in two index layouts and any engine; the sequential
 * and random insert tests, the primary-key and secondary-index lookups and ranges and their mix,
 * with or without server-side prepared statements; the sizes against the raw bytes.
 */
public final class Lineitem implements Workload {
    @Override
    public String name() {
        return LineitemTables.WORKLOAD;
    }

    /** Terminals end on their own in the insert tests; the query tests run for runMins (the check says which). */
    @Override
    public WorkloadKeys keys() {
        return new WorkloadKeys(name(), LineitemOptions.KEYS, true, LineitemOptions::check);
    }

    @Override
    public List<? extends Kind> kinds() {
        return Arrays.asList(LineitemKind.values());
    }

    @Override
    public Steps steps() {
        return new LineitemSteps();
    }

    /** The closing lines and figures with the page's words: cards, the sizes' and the queries' tables and bars. */
    @Override
    public SummaryPart readPart(Map<String, Object> json) {
        return LineitemText.part(
                SummaryPart.read(json), json.get(Sizes.SECTION) instanceof Map<?, ?> sizes ? sizes : Map.of());
    }

    /** Every statement in autocommit, as the report's. */
    @Override
    public boolean autoCommit() {
        return true;
    }

    @Override
    public RunPlan prepareRun(RunSetup setup) throws Exception {
        Context ctx = setup.context();
        LineitemOptions o = LineitemOptions.of(ctx.config().effective());
        RunConfig.Window window = ctx.config().run().window();
        List<String> problems = o.runProblems(window.runMins(), window.runTxnsPerTerminal(), window.rampupMins());
        if (!problems.isEmpty()) {
            throw new ConfigException(problems);
        }
        Map<String, String> build;
        try (Connection c = ctx.connections().open()) {
            build = LineitemSteps.recorded(c);
            matches(o, build);
            boolean filled = "yes".equals(build.get("filled"));
            if (o.test().inserts() && (filled || rows(c) > 0)) {
                throw new DatabaseException("lineitemTest=" + o.test().key() + " fills empty tables, and lineitem1"
                        + " holds rows: destroy, then build with buildFill=empty");
            }
            if (!o.test().inserts() && !filled) {
                throw new DatabaseException("lineitemTest=" + o.test().key() + " queries the loaded rows, and the"
                        + " tables are not filled: build with buildFill=load, or run an insert test first");
            }
        }
        // an insert test makes its rows as the terminals take them; a query test draws keys of the rows the build or an
        // insert test recorded, their raw bytes as recorded
        LineitemRun run = o.test().inserts()
                ? LineitemRun.inserts(
                        o, insertTables(o, RowText.of(o, ctx.config().build().textCorpus())))
                : LineitemRun.queries(o, Rows.keys(o), Long.parseLong(build.getOrDefault("rawBytesPerTable", "0")));
        boolean prepared = ctx.config().db().serverPreparedStatements();
        return new RunPlan() {
            @Override
            public List<String> describe() {
                return List.of(String.format(
                        Locale.ROOT,
                        "lineitem %s on %d table(s) of %,d rows (%d-index layout," + " ENGINE=%s)%s",
                        o.test().key(),
                        o.tables(),
                        o.rowsPerTable(),
                        o.indexLayout(),
                        o.storageEngine(),
                        o.test().inserts() ? ", " + o.batch() + " row(s) per INSERT" : ""));
            }

            @Override
            public int scale() {
                return o.tables();
            }

            @Override
            public Optional<String> statements() {
                return Optional.of(
                        "one statement per unit in autocommit, "
                                + (prepared
                                        ? "server-side prepared (useServerPrepStmts=true in conn)"
                                        : "as text with the values inlined (add useServerPrepStmts=true to conn for prepared)"));
            }

            @Override
            public WorkloadRun start(Path dataDir) {
                return run;
            }
        };
    }

    /** Each table's rows for the insert test: in dbgen's order, or its orders in a random one (counted first). */
    private static InsertSource.Tables insertTables(LineitemOptions o, RowText text) {
        Rows.Extent extent = o.test() == LineitemOptions.Test.INSERT_RANDOM ? Rows.extent(o) : null;
        List<TableRows> rows = new ArrayList<>();
        for (int t = 1; t <= o.tables(); t++) {
            rows.add(extent == null ? new SequentialRows(o, text) : new RandomRows(o, text, extent, t));
        }
        return new InsertSource.Tables(rows, o.batch());
    }

    /** A run must use the rows and tables the build made. */
    private static void matches(LineitemOptions o, Map<String, String> build) {
        String[][] keys = {
            {"tables", Integer.toString(o.tables())},
            {"rowsPerTable", Integer.toString(o.rowsPerTable())},
            {"sourceScaleFactor", Double.toString(o.sourceScaleFactor())},
            {"indexLayout", Integer.toString(o.indexLayout())},
            {"storageEngine", o.storageEngine()}
        };
        for (String[] k : keys) {
            if (!k[1].equals(build.get(k[0]))) {
                throw new DatabaseException(
                        "the tables were built with " + k[0] + "=" + build.get(k[0]) + ", the props say " + k[0] + "="
                                + k[1] + ": use the build's value, or destroy and build again");
            }
        }
    }

    private static long rows(Connection c) throws SQLException {
        try (Statement s = c.createStatement();
                ResultSet rs = s.executeQuery(
                        "SELECT COUNT(*) FROM (SELECT 1 FROM " + LineitemTables.name(1) + " LIMIT 1) AS t")) {
            rs.next();
            return rs.getLong(1);
        }
    }
}
