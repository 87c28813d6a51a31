package io.tpcbench.it;

import static io.tpcbench.it.SummaryFigures.figure;
import static io.tpcbench.it.SysbenchStatements.assertSysbenchsStatements;
import static io.tpcbench.it.SysbenchStatements.comCounters;
import static io.tpcbench.it.SysbenchStatements.delta;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.tpcbench.cli.Main;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every workload on MariaDB Connector/J ({@code driver=org.mariadb.jdbc.Driver}, {@code
 * conn=jdbc:mariadb://}): TPC-C built through LOAD DATA LOCAL INFILE streams, run, checked,
 * its hanging statements cancelled by the server id the driver knows, its ACID tests passed;
 * TPC-H built and its power test run; sysbench's statements counted by the server in both
 * statement modes, bulk_insert; the storage-engine test's inserts and lookups; BenchmarkSQL's
 * CSV files loaded. Nothing of the run is Connector/J's (the summary names the driver).
 */
class MariadbDriverIT {
    @TempDir
    Path dir;

    /** The command line's keys that put a props file of {@code database} on MariaDB Connector/J. */
    private static List<String> onMariadb(String database, String... extra) {
        List<String> args = new ArrayList<>(List.of(
                "driver=org.mariadb.jdbc.Driver", "conn=" + TestDatabase.get().mariadbUrl(database)));
        args.addAll(List.of(extra));
        return args;
    }

    private static Cli cli(String verb, Path props, String database, String... extra) {
        List<String> args = new ArrayList<>(List.of(verb, props.toString()));
        args.addAll(onMariadb(database, extra));
        return Cli.run(args.toArray(String[]::new));
    }

    @Test
    void tpccBuildsRunsChecksCancelsAndPassesAcid() throws Exception {
        TestDatabase db = TestDatabase.get();
        String name = db.freshDatabase("it_mariadbj_tpcc");
        Path props = db.props(dir, name, "warehouses=1", "loadWorkers=2");
        Cli build = cli("build", props, name);
        assertEquals(Main.OK, build.exitCode, build.err);
        assertFalse(build.err.contains("multi-row INSERTs"), "the rows went through LOAD DATA streams: " + build.err);
        assertEquals(30_000, db.count(name, "SELECT COUNT(*) FROM bmsql_customer"));

        Path results = dir.resolve("tpcc");
        Cli run = cli("run", props, name, "terminals=3", "runMins=0.1", "resultDirectory=" + results);
        assertEquals(Main.OK, run.exitCode, run.err);
        JsonNode summary =
                new ObjectMapper().readTree(results.resolve("summary.json").toFile());
        assertTrue(figure(summary.toString(), "tpmC") > 0, summary.toString());
        assertTrue(
                Files.readString(results.resolve("summary.txt")).contains("MariaDB Connector/J"),
                "the summary names the driver");
        assertEquals(Main.OK, cli("check", props, name).exitCode, "consistent after the run");

        // a run whose statements hang in lock waits ends: the driver's server ids are the ones KILL QUERY cancels
        Path drained = dir.resolve("drained");
        JsonNode cancelled = DrainIT.ranWithDistrictsLocked(
                db,
                name,
                drained,
                () -> cli(
                        "run", props, name, "terminals=3", "runMins=0.1", "drainSecs=3", "resultDirectory=" + drained));
        assertTrue(cancelled.get(0).asText().startsWith("Term-"), cancelled.toString());

        Path acidResults = dir.resolve("acid");
        List<String> acidArgs = new ArrayList<>(List.of("acid", props.toString(), "resultDirectory=" + acidResults));
        acidArgs.addAll(onMariadb(name, "isolationLevel=REPEATABLE_READ", "acidDurabilityServer=none"));
        Cli acid = Cli.run(acidArgs.toArray(String[]::new));
        AcidRun a = new AcidRun(
                acid.exitCode,
                new ObjectMapper().readTree(acidResults.resolve("acid.json").toFile()));
        assertEquals(0, a.exitCode(), a.json().toString());
        assertEquals(13, a.json().get("passed").asInt(), a.json().toString());
        assertEquals(Set.of(), a.failed());
        assertEquals(Main.OK, cli("check", props, name).exitCode, "consistent after the ACID tests");
    }

    /** BenchmarkSQL's CSV files loaded through LOAD DATA LOCAL INFILE of the files themselves. */
    @Test
    void csvFilesLoad() throws Exception {
        TestDatabase db = TestDatabase.get();
        String name = db.freshDatabase("it_mariadbj_csv");
        Path csv = dir.resolve("csv");
        Path props = db.props(dir, name, "warehouses=1", "loadWorkers=2", "fileLocation=" + csv);
        for (List<String> verb : List.of(
                List.of("build"), List.of("sql", "tableCreates"), List.of("loadcsv"), List.of("sql", "indexCreates"))) {
            List<String> args = new ArrayList<>(List.of(verb.get(0), props.toString()));
            args.addAll(verb.subList(1, verb.size()));
            args.addAll(onMariadb(name));
            Cli step = Cli.run(args.toArray(String[]::new));
            assertEquals(Main.OK, step.exitCode, verb + ": " + step.err);
        }
        assertEquals(Main.OK, cli("check", props, name).exitCode);
        assertEquals(100_000, db.count(name, "SELECT COUNT(*) FROM bmsql_item"));
    }

    @Test
    void tpchBuildsAndRunsItsPowerTest() throws Exception {
        TestDatabase db = TestDatabase.get();
        String name = db.freshDatabase("it_mariadbj_tpch");
        Path props = db.props(
                dir,
                name,
                "workload=tpch",
                "scaleFactor=0.01",
                "loadWorkers=2",
                "terminals=1",
                "runMins=0",
                "querySeed=7",
                "socketTimeoutSecs=0");
        Cli build = cli("build", props, name);
        assertEquals(Main.OK, build.exitCode, build.err);
        assertEquals(60_175, db.count(name, "SELECT COUNT(*) FROM lineitem"), "dbgen's lineitem rows at SF 0.01");
        Path results = dir.resolve("tpch");
        Cli run = cli("run", props, name, "explain=false", "resultDirectory=" + results);
        assertEquals(Main.OK, run.exitCode, run.err);
        String json = Files.readString(results.resolve("summary.json"));
        assertEquals(22, figure(json, "queriesCompleted"), json);
        assertEquals(0, figure(json, "queriesFailed") + figure(json, "queriesTimedOut"), json);
        assertTrue(figure(json, "powerAtSize") > 0, json);
        assertEquals(Main.OK, cli("check", props, name).exitCode, "the tables are dbgen's");
    }

    @Test
    void sysbenchsStatementsInBothModes() throws Exception {
        TestDatabase db = TestDatabase.get();
        String name = db.freshDatabase("it_mariadbj_sysbench");
        Path props = db.props(
                dir,
                name,
                "workload=oltp_read_write",
                "tables=2",
                "table_size=1000",
                "loadWorkers=2",
                "terminals=2",
                "runMins=0",
                "runTxnsPerTerminal=60");
        assertEquals(Main.OK, cli("build", props, name).exitCode);
        assertEquals(1000, db.count(name, "SELECT COUNT(*) FROM sbtest2"));
        for (boolean prepared : List.of(false, true)) {
            Path results = dir.resolve(prepared ? "prepared" : "text");
            String conn = "conn=" + db.mariadbUrl(name) + (prepared ? "?useServerPrepStmts=true" : "");
            Map<String, Long> before = comCounters(name);
            Cli run = cli("run", props, name, conn, "resultDirectory=" + results);
            Map<String, Long> after = comCounters(name);
            assertEquals(Main.OK, run.exitCode, run.err);
            assertSysbenchsStatements("oltp_read_write", 120, 14, 4, 2, results, before, after);
            long executions = delta(before, after, "Com_stmt_execute");
            assertTrue(prepared ? executions >= 18 * 120 : executions == 0, "prepared executions: " + executions);
        }
    }

    /** The storage-engine test's insert test fills its tables row for row; its point lookups find every row. */
    @Test
    void lineitemInsertsAndQueries() throws Exception {
        TestDatabase db = TestDatabase.get();
        String name = db.freshDatabase("it_mariadbj_lineitem");
        Path props = db.props(
                dir,
                name,
                "workload=lineitem",
                "tables=2",
                "rowsPerTable=2000",
                "commentLength=100",
                "loadWorkers=2",
                "indexLayout=4",
                "buildFill=empty",
                "rampupMins=0",
                "runTxnsPerTerminal=0",
                "runMins=0",
                "terminals=2",
                "rowsPerInsert=100",
                "lineitemTest=insert_sequential");
        assertEquals(Main.OK, cli("build", props, name).exitCode);
        Path inserted = dir.resolve("insert");
        Cli insert = cli("run", props, name, "resultDirectory=" + inserted);
        assertEquals(Main.OK, insert.exitCode, insert.err);
        LineitemFacts.assertFilledExactly(name, 2000, "insert_sequential", inserted);
        assertEquals(
                4000,
                db.count(name, "SELECT COUNT(*) FROM lineitem1") + db.count(name, "SELECT COUNT(*) FROM lineitem2"));
        assertEquals(Main.OK, cli("check", props, name).exitCode);
        Path queried = dir.resolve("pk");
        Cli pk = cli(
                "run",
                props,
                name,
                "conn=" + db.mariadbUrl(name) + "?useServerPrepStmts=true",
                "lineitemTest=pk",
                "runMins=0.04",
                "resultDirectory=" + queried);
        assertEquals(Main.OK, pk.exitCode, pk.err);
        String json = Files.readString(queried.resolve("summary.json"));
        assertTrue(figure(json, "queries") > 10, json);
        assertEquals(0, figure(json, "pointLookupsWithoutRow"), json);
    }

    /** sysbench's bulk_insert: one table per terminal, every event a row. */
    @Test
    void bulkInsertWritesEveryRow() throws Exception {
        TestDatabase db = TestDatabase.get();
        String name = db.freshDatabase("it_mariadbj_bulk");
        Path props = db.props(dir, name, "workload=bulk_insert", "terminals=2", "runMins=0", "runTxnsPerTerminal=0");
        assertEquals(Main.OK, cli("build", props, name).exitCode);
        Path results = dir.resolve("bulk");
        Cli run = cli("run", props, name, "events=5000", "resultDirectory=" + results);
        assertEquals(Main.OK, run.exitCode, run.err);
        assertEquals(
                5000, db.count(name, "SELECT COUNT(*) FROM sbtest1") + db.count(name, "SELECT COUNT(*) FROM sbtest2"));
    }
}
