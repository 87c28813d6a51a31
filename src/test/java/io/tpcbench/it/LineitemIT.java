package io.tpcbench.it;

import static io.tpcbench.it.LineitemFacts.assertFilledExactly;
import static io.tpcbench.it.LineitemFacts.counters;
import static io.tpcbench.it.LineitemFacts.indexes;
import static io.tpcbench.it.SummaryFigures.figure;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.tpcbench.cli.Main;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The storage-engine test end to end on a real database, through {@link WorkloadLifecycle}: the
 * 10-index layout built empty and filled by insert_random (the lifecycle's short run), the 4-index
 * layout by insert_sequential after the destroy, each with exactly their rows (the same rows in
 * every table); the query tests on them with and without server-side prepared statements (the
 * server's own counters say which path ran), every point lookup finding its row; two drivers of
 * the primary-key test merged, the check, and the refusals.
 */
class LineitemIT extends WorkloadLifecycle {
    private static final String DB = "it_lineitem";
    private static final int ROWS = 3000;
    private static final List<String> COMMON = List.of(
            "workload=lineitem",
            "tables=2",
            "rowsPerTable=" + ROWS,
            "commentLength=100",
            "loadWorkers=2",
            "reportIntervalSecs=1",
            "rampupMins=0",
            "runTxnsPerTerminal=0");

    /** A props file of its own (the lifecycle's stays as it is) with {@code extra} after the common keys. */
    private Path props(String... extra) throws Exception {
        List<String> all = new ArrayList<>(COMMON);
        all.addAll(List.of(extra));
        return TestDatabase.get()
                .props(Files.createDirectories(dir.resolve("variant")), DB, all.toArray(String[]::new));
    }

    @Override
    String database() {
        return DB;
    }

    @Override
    List<String> workloadProps() {
        List<String> all = new ArrayList<>(COMMON);
        all.addAll(List.of("indexLayout=10", "buildFill=empty"));
        return all;
    }

    @Override
    String workload() {
        return "lineitem";
    }

    /** The insert test's figure. */
    @Override
    String headline() {
        return "rowsPerSecond";
    }

    /** The query tests' figure. */
    @Override
    String driverHeadline() {
        return "qps";
    }

    /**
     * The storage-engine test merges no figures of its own (no {@code mergePart}): the merged
     * result has its units and tpmTOTAL, not its qps.
     */
    @Override
    String mergedHeadline() {
        return "tpmTotal";
    }

    @Override
    List<String> tables() {
        return List.of("lineitem1", "lineitem2");
    }

    @Override
    List<String> runArgs() {
        return List.of("lineitemTest=insert_random", "terminals=4", "runMins=0", "rowsPerInsert=100");
    }

    @Override
    List<String> driverArgs(int driver) {
        return List.of("lineitemTest=pk", "terminals=2", "runMins=0.05");
    }

    @Override
    void built() throws Exception {
        assertEquals(0, TestDatabase.get().count(DB, "SELECT COUNT(*) FROM lineitem1"));
        assertEquals(9, indexes(DB));
    }

    /** insert_random filled the empty tables of the 10-index layout exactly, one row per INSERT. */
    @Override
    void ran(Path results, JsonNode summary) throws Exception {
        assertFilledExactly(DB, ROWS, "insert_random", results);
        assertAnInsertTestOnFilledTablesIsRefused("insert_random", props);
    }

    /** Each layout built empty, then filled by an insert test: exact rows, the layout's indexes, the same rows in each table. */
    @Order(DESTROY + 10)
    @ParameterizedTest(name = "{0}-index layout, {1}")
    @CsvSource({"4, insert_sequential, 3"})
    void anInsertTestFillsTheEmptyTablesExactly(int layout, String test, int terminals) throws Exception {
        TestDatabase.get().freshDatabase(DB);
        Path props = props(
                "indexLayout=" + layout,
                "buildFill=empty",
                "lineitemTest=" + test,
                "terminals=" + terminals,
                "runMins=0",
                "rowsPerInsert=100");
        Cli build = Cli.run("build", props.toString());
        assertEquals(Main.OK, build.exitCode, build.err);
        assertEquals(0, TestDatabase.get().count(DB, "SELECT COUNT(*) FROM lineitem1"));
        assertEquals(layout == 10 ? 9 : 4, indexes(DB));
        Path results = dir.resolve(test);
        Cli run = Cli.run("run", props.toString(), "resultDirectory=" + results);
        assertEquals(Main.OK, run.exitCode, run.err);
        assertFilledExactly(DB, ROWS, test, results);
        Cli check = Cli.run("check", props.toString());
        assertEquals(Main.OK, check.exitCode, check.err);
        assertAnInsertTestOnFilledTablesIsRefused(test, props);
    }

    /**
     * The insert test makes its rows as it inserts them: ten times the rows run in the heap the
     * tenth needed. The run of 20,000 rows measures its live heap (its heap's peak after a
     * collection, which still holds some garbage, so never below the live data); the run of
     * 200,000 then gets that plus {@value #HEAP_HEADROOM_MB} MB as its whole heap and must complete.
     * The rows held in memory, as before, would add about 600 bytes each, 100 MB for the 180,000
     * more, and run it out of memory. (The peak after a collection alone moves by tens of MB with
     * the collector's timing, so the two peaks are not compared.)
     */
    @Order(DESTROY + 20)
    @Test
    void theInsertTestsHeapStaysFlatWhileItsRowsGrowTenfold() throws Exception {
        String db = "it_lineitem_heap";
        int[] rows = {20_000, 200_000};
        for (String test : List.of("insert_sequential", "insert_random")) {
            long heap = 768;
            for (int i = 0; i < rows.length; i++) {
                TestDatabase.get().freshDatabase(db);
                Path props = TestDatabase.get()
                        .props(
                                Files.createDirectories(dir.resolve("heap-" + test + i)),
                                db,
                                "workload=lineitem",
                                "tables=1",
                                "rowsPerTable=" + rows[i],
                                "buildFill=empty",
                                "lineitemTest=" + test,
                                "terminals=4",
                                "runMins=0",
                                "rampupMins=0",
                                "reportIntervalSecs=1");
                Cli build = Cli.run("build", props.toString());
                assertEquals(Main.OK, build.exitCode, build.err);
                Path gc = dir.resolve("gc-" + test + i + ".log");
                Path results = dir.resolve("heap-results-" + test + i);
                Subprocess run = Subprocess.start(
                        dir,
                        Map.of("JAVA_TOOL_OPTIONS", "-Xmx" + heap + "m -XX:+UseG1GC -Xlog:gc:file=" + gc),
                        "run",
                        props.toString(),
                        "resultDirectory=" + results);
                assertEquals(
                        Main.OK,
                        run.exitCode(Duration.ofMinutes(4)),
                        test + " with " + rows[i] + " rows in -Xmx" + heap + "m: " + run.output());
                assertEquals(rows[i], figure(Files.readString(results.resolve("summary.json")), "rowsInserted"));
                long peak = LineitemFacts.peakLiveHeapMb(gc);
                System.out.println(
                        test + ": " + rows[i] + " rows in -Xmx" + heap + "m, live heap peaked at " + peak + " MB");
                heap = peak + HEAP_HEADROOM_MB;
            }
        }
    }

    /** The heap the tenfold run gets beyond the tenth's live heap: less than its rows would take held. */
    private static final int HEAP_HEADROOM_MB = 64;

    private void assertAnInsertTestOnFilledTablesIsRefused(String test, Path props) {
        Cli again = Cli.run(
                "run",
                props.toString(),
                "lineitemTest=" + test,
                "runMins=0",
                "resultDirectory=" + dir.resolve(test + "-again"));
        assertEquals(Main.DATABASE, again.exitCode, again.err);
        assertTrue(again.err.contains("fills empty tables, and lineitem1 holds rows"), again.err);
    }

    /**
     * Each query test on the filled tables (the 10-index layout's, filled by insert_random), with
     * and without server-side prepared statements: prepared, the server counts executions of
     * prepared statements; as text, plain SELECTs. Every point lookup finds its row.
     */
    @Order(RUN + 10)
    @ParameterizedTest(name = "{0}, useServerPrepStmts={1}")
    @CsvSource({
        "pk, true, uniform",
        "pk, false, uniform",
        "secondary_point, true, uniform",
        "secondary_range, false, uniform",
        "mix, true, uniform",
        "mix, false, zipfian"
    })
    void eachQueryTestRunsPreparedAndAsText(String test, boolean prepared, String keys) throws Exception {
        Path props = props(
                "indexLayout=10", "lineitemTest=" + test, "terminals=2", "runMins=0.04", "keyDistribution=" + keys);
        Path results = dir.resolve(test + "-" + prepared);
        Map<String, Long> before = counters(DB);
        String conn = TestDatabase.get().url(DB);
        Cli run = Cli.run(
                "run",
                props.toString(),
                "resultDirectory=" + results,
                "conn=" + conn + (prepared ? (conn.contains("?") ? "&" : "?") + "useServerPrepStmts=true" : ""));
        Map<String, Long> after = counters(DB);
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
            assertTrue(
                    executes < 5 && selects >= queries * 0.99,
                    executes + " executions, " + selects + " SELECTs for " + queries + " queries");
        }
    }

    /**
     * The mix by {@code mixWeights}: 3 primary-key lookups to 1 suppkey range, the other five kinds
     * never drawn.
     */
    @Order(RUN + 15)
    @Test
    void theMixFollowsItsWeights() throws Exception {
        Path results = dir.resolve("mix-weighted");
        Cli run = Cli.run(
                "run",
                props("indexLayout=10", "lineitemTest=mix", "terminals=2", "runMins=0.04")
                        .toString(),
                "mixWeights=pk_point:3,suppkey_le:1",
                "resultDirectory=" + results);
        assertEquals(Main.OK, run.exitCode, run.err);
        JsonNode types = new ObjectMapper()
                .readTree(results.resolve("summary.json").toFile())
                .get("types");
        Map<String, Long> done = new HashMap<>();
        types.forEach(t -> done.put(t.get("name").asText(), t.get("completed").asLong()));
        long pk = done.getOrDefault("PK point", 0L);
        long le = done.getOrDefault("Suppkey <=", 0L);
        long others = done.values().stream().mapToLong(Long::longValue).sum() - pk - le;
        assertEquals(0, others, done.toString());
        assertTrue(pk + le > 200, done.toString());
        double share = (double) pk / (pk + le);
        assertTrue(share > 0.70 && share < 0.80, "PK point's share " + share + " of " + done);
        Cli bad = Cli.run(
                "run",
                props("indexLayout=10", "lineitemTest=mix", "runMins=0.04").toString(),
                "mixWeights=pk_point:3,scan:1");
        assertEquals(Main.CONFIG, bad.exitCode, bad.err);
        assertTrue(bad.err.contains("'scan:1' is not kind:weight with a kind of pk_point,"), bad.err);
    }

    /** The prepared and the text run of the primary-key test, side by side. */
    @Order(RUN + 20)
    @Test
    void runsCompareAsEveryWorkloadsDo() throws Exception {
        Path compare = dir.resolve("compare.html");
        Cli cmp = Cli.run(
                "compare",
                dir.resolve("pk-true").toString(),
                dir.resolve("pk-false").toString(),
                "output=" + compare);
        assertEquals(Main.OK, cmp.exitCode, cmp.err);
        String page = Files.readString(compare);
        assertTrue(page.contains("qps") && page.contains("PK point"), page);
    }

    @Order(MERGE + 10)
    @Test
    void wrongSettingsAreRefused() throws Exception {
        Cli layout = Cli.run(
                "run", props("indexLayout=4", "lineitemTest=pk", "runMins=0.1").toString());
        assertEquals(Main.DATABASE, layout.exitCode, layout.err);
        assertTrue(
                layout.err.contains("the tables were built with indexLayout=10, the props say indexLayout=4"),
                layout.err);
        Cli endless = Cli.run(
                "run", props("indexLayout=10", "lineitemTest=pk", "runMins=0").toString());
        assertEquals(Main.CONFIG, endless.exitCode, endless.err);
        assertTrue(endless.err.contains("runs until runMins (or runTxnsPerTerminal) ends it"), endless.err);
        Cli bad = Cli.run(
                "run", props("indexLayout=7", "lineitemTest=scan", "runMins=1").toString());
        assertEquals(Main.CONFIG, bad.exitCode, bad.err);
        assertTrue(
                bad.err.contains("indexLayout=7 is not 4 or 10") && bad.err.contains("lineitemTest=scan is not one"),
                bad.err);
    }

    /** After the destroy and the 4-index layout's test: a build with an engine the server lacks stops, and leaves nothing. */
    @Order(DESTROY + 20)
    @Test
    void anEngineTheServerLacksIsRefused() throws Exception {
        Path props = props("indexLayout=4");
        assertEquals(Main.OK, Cli.run("destroy", props.toString()).exitCode);
        // an engine the server lacks: refused by the server (NO_ENGINE_SUBSTITUTION) or by the build's own check
        Cli engine = Cli.run(
                "build", props("storageEngine=NoSuchEngine", "buildFill=empty").toString());
        assertEquals(Main.DATABASE, engine.exitCode, engine.err);
        assertTrue(
                engine.err.contains("Unknown storage engine") || engine.err.contains("it lacks NoSuchEngine"),
                engine.err);
        assertEquals(Main.OK, Cli.run("destroy", props.toString()).exitCode);
        assertEquals(
                0,
                TestDatabase.get()
                        .count(
                                DB,
                                "SELECT COUNT(*) FROM information_schema.tables WHERE" + " table_schema = '" + DB
                                        + "'"),
                "every table dropped");
    }
}
