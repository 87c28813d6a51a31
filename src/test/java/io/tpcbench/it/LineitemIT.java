package io.tpcbench.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static io.tpcbench.it.SummaryFigures.figure;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tpcbench.cli.Main;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The storage-engine test end to end on a real database: both index layouts built empty and
 * filled by each insert test with exactly their rows (the same rows in every table), the query
 * tests on them with and without server-side prepared statements (the server's own counters say
 * which path ran), every point lookup finding its row, and the refusals.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class LineitemIT {
    private static final String DB = "it_lineitem";
    private static final int ROWS = 3000;

    @TempDir
    static Path dir;

    private static Path props(String... extra) throws Exception {
        String[] all = new String[extra.length + 8];
        System.arraycopy(new String[] {"workload=lineitem", "tables=2", "rowsPerTable=" + ROWS, "commentLength=100",
            "loadWorkers=2", "reportIntervalSecs=1", "rampupMins=0", "runTxnsPerTerminal=0"}, 0, all, 0, 8);
        System.arraycopy(extra, 0, all, 8, extra.length);
        return TestDatabase.get().props(dir, DB, all);
    }

    /** Each layout built empty, then filled by an insert test: exact rows, the layout's indexes, the same rows in each table. */
    @Order(1)
    @ParameterizedTest(name = "{0}-index layout, {1}")
    @CsvSource({"4, insert_sequential, 3", "10, insert_random, 4"})
    void anInsertTestFillsTheEmptyTablesExactly(int layout, String test, int terminals) throws Exception {
        TestDatabase.get().freshDatabase(DB);
        Path props = props("indexLayout=" + layout, "buildFill=empty", "lineitemTest=" + test,
                "terminals=" + terminals, "runMins=0", "rowsPerInsert=100");
        Cli build = Cli.run("build", props.toString());
        assertEquals(Main.OK, build.exitCode, build.err);
        assertEquals(0, TestDatabase.get().count(DB, "SELECT COUNT(*) FROM lineitem1"));
        assertEquals(layout == 10 ? 9 : 4, TestDatabase.get().count(DB, "SELECT COUNT(DISTINCT index_name) FROM"
                + " information_schema.statistics WHERE table_schema = '" + DB + "' AND table_name = 'lineitem2'"));
        Path results = dir.resolve(test);
        Cli run = Cli.run("run", props.toString(), "resultDirectory=" + results);
        assertEquals(Main.OK, run.exitCode, run.err);
        String json = Files.readString(results.resolve("summary.json"));
        assertEquals(2 * ROWS, figure(json, "rowsInserted"), json);
        assertTrue(figure(json, "rowsPerSecond") > 0, json);
        int batch = test.equals("insert_random") ? 1 : 100;
        assertEquals(2 * ROWS / batch, figure(json, "insertStatements"), "INSERT statements of " + batch + " row(s): " + json);
        for (int t = 1; t <= 2; t++) {
            assertEquals(ROWS, TestDatabase.get().count(DB, "SELECT COUNT(*) FROM lineitem" + t));
        }
        assertEquals(TestDatabase.get().count(DB, "SELECT SUM(CRC32(CONCAT_WS('|', L_ORDERKEY, L_PARTKEY, L_COMMENT)))"
                + " FROM lineitem1"), TestDatabase.get().count(DB, "SELECT SUM(CRC32(CONCAT_WS('|', L_ORDERKEY,"
                + " L_PARTKEY, L_COMMENT))) FROM lineitem2"), "the same rows in every table");
        String summary = Files.readString(results.resolve("summary.txt"));
        assertTrue(summary.contains("Every table holds its rows now") && summary.contains("compression ratio"), summary);
        Cli check = Cli.run("check", props.toString());
        assertEquals(Main.OK, check.exitCode, check.err);
        Cli again = Cli.run("run", props.toString(), "resultDirectory=" + dir.resolve(test + "-again"));
        assertEquals(Main.DATABASE, again.exitCode, again.err);
        assertTrue(again.err.contains("fills empty tables, and lineitem1 holds rows"), again.err);
    }

    /**
     * Each query test on the filled tables (the 10-index layout's, filled by insert_random), with
     * and without server-side prepared statements: prepared, the server counts executions of
     * prepared statements; as text, plain SELECTs. Every point lookup finds its row.
     */
    @Order(2)
    @ParameterizedTest(name = "{0}, useServerPrepStmts={1}")
    @CsvSource({"pk, true, uniform", "pk, false, uniform", "secondary_point, true, uniform",
        "secondary_range, false, uniform", "mix, true, uniform", "mix, false, zipfian"})
    void eachQueryTestRunsPreparedAndAsText(String test, boolean prepared, String keys) throws Exception {
        Path props = props("indexLayout=10", "lineitemTest=" + test, "terminals=2", "runMins=0.04",
                "keyDistribution=" + keys);
        Path results = dir.resolve(test + "-" + prepared);
        Map<String, Long> before = counters();
        String conn = TestDatabase.get().url(DB);
        Cli run = Cli.run("run", props.toString(), "resultDirectory=" + results, "conn=" + conn
                + (prepared ? (conn.contains("?") ? "&" : "?") + "useServerPrepStmts=true" : ""));
        Map<String, Long> after = counters();
        assertEquals(Main.OK, run.exitCode, run.err);
        String json = Files.readString(results.resolve("summary.json"));
        double queries = figure(json, "queries");
        assertTrue(queries > 10, json);
        assertEquals(0, figure(json, "pointLookupsWithoutRow"), json);
        long executes = after.get("Com_stmt_execute") - before.get("Com_stmt_execute");
        long selects = after.get("Com_select") - before.get("Com_select");
        if (prepared) {
            assertTrue(executes >= queries * 0.99, executes + " prepared executions for " + queries + " queries");
        } else {
            assertTrue(executes < 5 && selects >= queries * 0.99, executes + " executions, " + selects
                    + " SELECTs for " + queries + " queries");
        }
    }

    /** The prepared and the text run of the primary-key test, side by side. */
    @Order(3)
    @Test
    void runsCompareAsEveryWorkloadsDo() throws Exception {
        Path compare = dir.resolve("compare.html");
        Cli cmp = Cli.run("compare", dir.resolve("pk-true").toString(), dir.resolve("pk-false").toString(),
                "output=" + compare);
        assertEquals(Main.OK, cmp.exitCode, cmp.err);
        String page = Files.readString(compare);
        assertTrue(page.contains("qps") && page.contains("PK point"), page);
    }

    @Order(4)
    @Test
    void wrongSettingsAreRefused() throws Exception {
        Cli layout = Cli.run("run", props("indexLayout=4", "lineitemTest=pk", "runMins=0.1").toString());
        assertEquals(Main.DATABASE, layout.exitCode, layout.err);
        assertTrue(layout.err.contains("the tables were built with indexLayout=10, the props say indexLayout=4"),
                layout.err);
        Cli endless = Cli.run("run", props("indexLayout=10", "lineitemTest=pk", "runMins=0").toString());
        assertEquals(Main.CONFIG, endless.exitCode, endless.err);
        assertTrue(endless.err.contains("runs until runMins (or runTxnsPerTerminal) ends it"), endless.err);
        Cli bad = Cli.run("run", props("indexLayout=7", "lineitemTest=scan", "runMins=1").toString());
        assertEquals(Main.CONFIG, bad.exitCode, bad.err);
        assertTrue(bad.err.contains("indexLayout=7 is not 4 or 10") && bad.err.contains("lineitemTest=scan is not one"),
                bad.err);
        Path props = props("indexLayout=10");
        assertEquals(Main.OK, Cli.run("destroy", props.toString()).exitCode);
        // an engine the server lacks: refused by the server (NO_ENGINE_SUBSTITUTION) or by the build's own check
        Cli engine = Cli.run("build", props("storageEngine=NoSuchEngine", "buildFill=empty").toString());
        assertEquals(Main.DATABASE, engine.exitCode, engine.err);
        assertTrue(engine.err.contains("Unknown storage engine") || engine.err.contains("it lacks NoSuchEngine"),
                engine.err);
        assertEquals(Main.OK, Cli.run("destroy", props.toString()).exitCode);
        assertEquals(0, TestDatabase.get().count(DB, "SELECT COUNT(*) FROM information_schema.tables WHERE"
                + " table_schema = '" + DB + "'"), "every table dropped");
    }

    private static Map<String, Long> counters() throws Exception {
        Map<String, Long> m = new HashMap<>();
        try (Connection c = TestDatabase.get().connect(DB); Statement s = c.createStatement();
                ResultSet rs = s.executeQuery("SHOW GLOBAL STATUS WHERE Variable_name IN ('Com_select',"
                        + " 'Com_stmt_execute')")) {
            while (rs.next()) {
                m.put(rs.getString(1), rs.getLong(2));
            }
        }
        return m;
    }
}
