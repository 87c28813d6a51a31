package io.tpcbench.it;

import static io.tpcbench.it.SummaryFigures.figure;
import static io.tpcbench.it.SysbenchStatements.assertSysbenchsStatements;
import static io.tpcbench.it.SysbenchStatements.delta;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.tpcbench.cli.Main;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.Statement;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.ResourceLock;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * sysbench's ten OLTP workloads end to end on a real database, through {@link WorkloadLifecycle}:
 * one build (2 tables of 1,000 rows, the index on k), then each script with 2 terminals for 60
 * events each (oltp_read_write as the lifecycle's short run), whose statements per event are
 * sysbench's exactly (read/write/other as its driver counts them) and agree with the server's own
 * statement counters (Com_select, Com_insert/update/delete, Com_begin/commit); two drivers merged,
 * the check, the refusals, the destroy last.
 */
// not beside the servers' lane (it.Lanes): its paced runs' counts and checkpoints follow the clock
@ResourceLock(Lanes.OWN_SERVERS)
class SysbenchIT extends WorkloadLifecycle {
    private static final String DB = "it_sysbench";
    private static final int EVENTS_PER_TERMINAL = 60;

    private Map<String, Long> beforeRun;

    @Override
    String database() {
        return DB;
    }

    @Override
    List<String> workloadProps() {
        return List.of(
                "workload=oltp_read_write",
                "tables=2",
                "table_size=1000",
                "loadWorkers=2",
                "terminals=2",
                "runMins=0",
                "runTxnsPerTerminal=" + EVENTS_PER_TERMINAL,
                "reportIntervalSecs=1");
    }

    @Override
    String workload() {
        return "oltp_read_write";
    }

    @Override
    String headline() {
        return "tps";
    }

    @Override
    List<String> tables() {
        return List.of("sbtest1", "sbtest2");
    }

    @Override
    List<String> driverArgs(int driver) {
        return List.of("runTxnsPerTerminal=0", "runMins=0.05");
    }

    @Override
    void built() throws Exception {
        assertEquals(1000, TestDatabase.get().count(DB, "SELECT COUNT(*) FROM sbtest2"));
        assertEquals(
                1,
                TestDatabase.get()
                        .count(
                                DB,
                                "SELECT COUNT(*) FROM information_schema.statistics WHERE" + " table_schema = '" + DB
                                        + "' AND table_name = 'sbtest1' AND index_name = 'k_1' AND seq_in_index = 1"));
        assertEquals(119, TestDatabase.get().count(DB, "SELECT MIN(LENGTH(c)) FROM sbtest1"));
        assertEquals(59, TestDatabase.get().count(DB, "SELECT MAX(LENGTH(pad)) FROM sbtest1"));
    }

    @Override
    void beforeRun() throws Exception {
        beforeRun = comCounters();
    }

    /** The short run is oltp_read_write's: sysbench's statements per event, 14 reads, 4 writes, 2 other. */
    @Override
    void ran(Path results, JsonNode summary) throws Exception {
        assertSysbenchsStatements(
                "oltp_read_write", 2L * EVENTS_PER_TERMINAL, 14, 4, 2, results, beforeRun, comCounters());
    }

    @Override
    void destroyed() {
        Cli check = Cli.run("check", props.toString());
        assertEquals(Main.CHECK_FAILED, check.exitCode, "no tables left to check: " + check.err);
        Cli run = Cli.run("run", props.toString());
        assertEquals(Main.DATABASE, run.exitCode, run.err);
        assertTrue(
                run.err.contains("sbtest2 is missing: build the tables first with run/runDatabaseBuild.sh"), run.err);
    }

    /**
     * Each other script with sysbench's statements per event under the default options: reads, writes,
     * other (BEGIN and COMMIT are other). oltp_delete runs last: its later deletes find no row and
     * count as other, as sysbench's do; before it every id of 1..1000 exists, so every UPDATE and
     * DELETE affects a row.
     */
    static Stream<Arguments> scripts() {
        return Stream.of(
                Arguments.of("oltp_read_only", 14, 0, 2),
                Arguments.of("oltp_write_only", 0, 4, 2),
                Arguments.of("oltp_point_select", 1, 0, 0),
                Arguments.of("oltp_update_index", 0, 1, 0),
                Arguments.of("oltp_update_non_index", 0, 1, 0),
                Arguments.of("oltp_insert", 0, 1, 0),
                Arguments.of("select_random_points", 1, 0, 0),
                Arguments.of("select_random_ranges", 1, 0, 0),
                Arguments.of("oltp_delete", -1, -1, -1));
    }

    @Order(RUN + 10)
    @ParameterizedTest(name = "{0}")
    @MethodSource("scripts")
    void eachScriptSendsSysbenchsStatementsPerEvent(String script, int reads, int writes, int other) throws Exception {
        Path results = dir.resolve(script);
        Map<String, Long> before = comCounters();
        Cli run = Cli.run("run", props.toString(), "workload=" + script, "resultDirectory=" + results);
        Map<String, Long> after = comCounters();
        assertEquals(Main.OK, run.exitCode, run.err);
        assertSysbenchsStatements(script, 2L * EVENTS_PER_TERMINAL, reads, writes, other, results, before, after);
    }

    @Order(RUN + 20)
    @Test
    void serverPreparedStatementsAreTheSameStatementsBound() throws Exception {
        Path results = dir.resolve("prepared");
        Map<String, Long> before = comCounters();
        Cli run = Cli.run(
                "run",
                props.toString(),
                "workload=oltp_read_only",
                "resultDirectory=" + results,
                "conn=" + TestDatabase.get().url(DB) + "?useServerPrepStmts=true");
        Map<String, Long> after = comCounters();
        assertEquals(Main.OK, run.exitCode, run.err);
        String json = Files.readString(results.resolve("summary.json"));
        long events = 2L * EVENTS_PER_TERMINAL;
        assertEquals(14 * events, (long) figure(json, "reads"), json);
        assertEquals(2 * events, (long) figure(json, "other"), json);
        // every point select and range went as an execution of a prepared statement
        assertTrue(delta(before, after, "Com_stmt_execute") >= 14 * events, after.toString());
        assertTrue(
                Files.readString(results.resolve("summary.txt"))
                        .contains("Statements: one statement per round" + " trip, server-side prepared"),
                json);
    }

    /**
     * sysbench's --events: one count over every thread, so 4 terminals run 301 events in all (not
     * 301 each, and not 300 or 304 as a per-terminal share would), each terminal some of them; with
     * --histogram=on its histogram leads the closing block, and --percentile=0 disables the figure.
     */
    @Test
    @Order(RUN + 30)
    void eventsCountsTheEventsOfAllTerminals() throws Exception {
        Path results = dir.resolve("events");
        Cli run = Cli.run(
                "run",
                props.toString(),
                "workload=oltp_point_select",
                "terminals=4",
                "runTxnsPerTerminal=0",
                "events=301",
                "histogram=on",
                "resultDirectory=" + results);
        assertEquals(Main.OK, run.exitCode, run.err);
        String json = Files.readString(results.resolve("summary.json"));
        assertEquals(301, (long) figure(json, "transactions"), json);
        String text = Files.readString(results.resolve("summary.txt"));
        assertTrue(text.contains("    total number of events:              301\n"), text);
        assertTrue(text.contains("    events (avg/stddev):           75.2500/"), text);
        assertTrue(
                text.contains("Latency histogram (values are in milliseconds)\n"
                        + "       value  ------------- distribution ------------- count\n"),
                text);
        assertTrue(text.matches("(?s).*\\n +\\d+\\.\\d{3} \\|\\*{40} \\d+\\n.*"), "the fullest bucket's bar: " + text);
        Path off = dir.resolve("percentile0");
        Cli zero = Cli.run(
                "run",
                props.toString(),
                "workload=oltp_point_select",
                "runTxnsPerTerminal=0",
                "events=50",
                "percentile=0",
                "resultDirectory=" + off);
        assertEquals(Main.OK, zero.exitCode, zero.err);
        String zeroText = Files.readString(off.resolve("summary.txt"));
        assertTrue(zeroText.contains("         percentile stats:               disabled\n"), zeroText);
        Cli both = Cli.run(
                "run", props.toString(), "runTxnsPerTerminal=10", "runMins=0.1", "events=20", "resultDirectory=x");
        assertEquals(Main.CONFIG, both.exitCode, both.err);
        assertTrue(
                both.err.contains("runMins=0.1 and runTxnsPerTerminal=10: workload=oltp_read_write ends by its own"
                        + " limit; set at most one of them as a limit"),
                both.err);
    }

    /**
     * sysbench's --rate: one queue of exponential arrivals at 200 a second for 15 s gives 3,000
     * events within the Poisson spread, and the interval lines carry sysbench's queue line; with one
     * terminal that cannot keep up with 2,000 a second the queue grows and the latencies count the
     * wait in it (seconds, not the milliseconds an event takes).
     */
    @Test
    @Order(RUN + 40)
    void rateFeedsOneQueueAndLatencyCountsTheWaitInIt() throws Exception {
        Path paced = dir.resolve("rate");
        Cli run = Cli.run(
                "run",
                props.toString(),
                "workload=oltp_point_select",
                "terminals=4",
                "runTxnsPerTerminal=0",
                "runMins=0.25",
                "rate=200",
                "resultDirectory=" + paced);
        assertEquals(Main.OK, run.exitCode, run.err);
        double events = figure(Files.readString(paced.resolve("summary.json")), "transactions");
        // 4 standard deviations of a Poisson count of 3,000, and the clock's start after the window's
        assertEquals(3_000, events, 250, "events at rate=200 for 15 s");
        List<String> lines = Files.readAllLines(paced.resolve("intervals.jsonl"));
        assertTrue(lines.size() >= 14, lines.toString());
        assertTrue(lines.get(2).matches(".*\\\\n\\[ 3s \\] queue length: \\d+, concurrency: \\d+\".*"), lines.get(2));
        Path behind = dir.resolve("rate-behind");
        Cli slow = Cli.run(
                "run",
                props.toString(),
                "workload=oltp_read_write",
                "terminals=1",
                "runTxnsPerTerminal=0",
                "runMins=0.1",
                "rate=2000",
                "resultDirectory=" + behind);
        assertEquals(Main.OK, slow.exitCode, slow.err);
        String json = Files.readString(behind.resolve("summary.json"));
        String last = Files.readAllLines(behind.resolve("intervals.jsonl")).getLast();
        assertTrue(figure(last, "queueLength") > 1000, "the queue grows: " + last);
        assertTrue(
                Files.readString(behind.resolve("summary.txt"))
                        .matches("(?s).*\n         max: +[1-9]\\d{3,}\\.\\d\\d\n.*"),
                "an event waited a second or more in the queue: " + json);
    }

    /**
     * An error mysql_ignore_errors does not list stops the run as sysbench's FATAL does (exit 6, the
     * results so far written); on_error=continue counts it and goes on.
     */
    @Test
    @Order(RUN + 50)
    void anErrorNotIgnoredStopsTheRunUnlessOnErrorContinue() throws Exception {
        try (Connection c = TestDatabase.get().connect(DB);
                Statement s = c.createStatement()) {
            s.execute("RENAME TABLE sbtest1 TO sbtest1_away");
            try {
                Path stopped = dir.resolve("fatal");
                Cli run = Cli.run(
                        "run",
                        props.toString(),
                        "workload=oltp_point_select",
                        "runTxnsPerTerminal=0",
                        "runMins=0.2",
                        "resultDirectory=" + stopped);
                assertEquals(Main.NOTHING_WORKS, run.exitCode, run.err);
                assertTrue(
                        run.err.contains("FATAL: SQL error, errno = 1146, state = '42S02': Table '" + DB
                                + ".sbtest1' doesn't exist"),
                        run.err);
                assertTrue(Files.exists(stopped.resolve("summary.txt")), "the results so far are written");
                Path goesOn = dir.resolve("continue");
                Cli go = Cli.run(
                        "run",
                        props.toString(),
                        "workload=oltp_point_select",
                        "runTxnsPerTerminal=0",
                        "runMins=0.05",
                        "on_error=continue",
                        "maxFailedPercent=100",
                        "resultDirectory=" + goesOn);
                assertEquals(Main.OK, go.exitCode, go.err);
                String text = Files.readString(goesOn.resolve("summary.txt"));
                assertTrue(text.matches("(?s).*\noltp_point_select +\\d+ +0 +0 +[1-9]\\d* .*"), text);
            } finally {
                s.execute("RENAME TABLE sbtest1_away TO sbtest1");
            }
        }
    }

    /**
     * bulk_insert on tables of its own (one per terminal, id and k), built in a second database:
     * 20,000 events are 20,000 rows, 1..n in each terminal's table, sent in multi-row INSERTs that
     * the summary counts as writes as the server counts them (the rows left at the end included);
     * the OLTP scripts refuse its tables; the destroy drops them.
     */
    @Test
    @Order(RUN + 60)
    void bulkInsertSendsEveryRowInMultiRowInserts() throws Exception {
        String db = TestDatabase.get().freshDatabase("it_sysbench_bulk");
        String conn = "conn=" + TestDatabase.get().url(db);
        Cli build = Cli.run("build", props.toString(), conn, "workload=bulk_insert", "terminals=2");
        assertEquals(Main.OK, build.exitCode, build.err);
        Path results = dir.resolve("bulk");
        long before = SysbenchStatements.comCounters(db).get("Com_insert");
        Cli run = Cli.run(
                "run",
                props.toString(),
                conn,
                "workload=bulk_insert",
                "terminals=2",
                "runTxnsPerTerminal=0",
                "events=20000",
                "resultDirectory=" + results);
        assertEquals(Main.OK, run.exitCode, run.err);
        long inserts = SysbenchStatements.comCounters(db).get("Com_insert") - before;
        String json = Files.readString(results.resolve("summary.json"));
        assertEquals(20_000, (long) figure(json, "transactions"), json);
        assertEquals(inserts, (long) figure(json, "writes"), json);
        assertTrue(inserts >= 2, "each terminal's rows left at the end went out: " + inserts);
        long rows = 0;
        for (String t : List.of("sbtest1", "sbtest2")) {
            long n = TestDatabase.get().count(db, "SELECT COUNT(*) FROM " + t);
            assertEquals(n, TestDatabase.get().count(db, "SELECT COALESCE(MAX(id), 0) FROM " + t), t + ": ids 1..n");
            rows += n;
        }
        assertEquals(20_000, rows);
        Cli oltp = Cli.run("run", props.toString(), conn, "workload=oltp_point_select", "resultDirectory=x");
        assertEquals(Main.DATABASE, oltp.exitCode, oltp.err);
        assertTrue(oltp.err.contains("sbtest1 is bulk_insert's table (id, k)"), oltp.err);
        Cli destroy = Cli.run("destroy", props.toString(), conn, "workload=bulk_insert", "terminals=2");
        assertEquals(Main.OK, destroy.exitCode, destroy.err);
        assertEquals(
                0,
                TestDatabase.get()
                        .count(
                                db,
                                "SELECT COUNT(*) FROM information_schema.tables" + " WHERE table_schema = '" + db
                                        + "' AND table_name LIKE 'sbtest%'"));
    }

    /**
     * sysbench's prewarm: every table analyzed and read through its primary key and its k, on
     * connections that share the tables (the server's own counters say so); a workload without a
     * prewarm step says so.
     */
    @Test
    @Order(RUN + 70)
    void prewarmAnalyzesAndReadsEveryTable() throws Exception {
        long analyzed = status("Com_analyze");
        long selects = status("Com_select");
        Cli prewarm = Cli.run("prewarm", props.toString());
        assertEquals(Main.OK, prewarm.exitCode, prewarm.err);
        assertEquals(2, status("Com_analyze") - analyzed, "ANALYZE TABLE of sbtest1 and sbtest2");
        assertTrue(status("Com_select") - selects >= 4, "two reads of each table");
        Cli none = Cli.run("prewarm", props.toString(), "workload=bulk_insert");
        assertEquals(Main.CONFIG, none.exitCode, none.err);
        assertTrue(none.err.contains("workload=bulk_insert has no prewarm"), none.err);
    }

    private static long status(String name) throws Exception {
        try (Connection c = TestDatabase.get().connect(DB)) {
            return Long.parseLong(TestDatabase.string(
                    c,
                    "SELECT VARIABLE_VALUE FROM information_schema.global_status" + " WHERE VARIABLE_NAME = '"
                            + name.toUpperCase(java.util.Locale.ROOT) + "'"));
        }
    }

    /**
     * With 100 tables a connection prepares 9 x 100 statements, more than a cache of 512 holds:
     * the caches are sized from the tables, so the server prepares each statement once per
     * connection over the whole run (an evicted one would be closed and prepared again: 12,139
     * prepares instead of 1,815 measured with 2 terminals and 3,000 events).
     */
    @Test
    @Order(RUN + 80)
    void everyStatementIsPreparedOncePerConnectionWithAHundredTables() throws Exception {
        String db = TestDatabase.get().freshDatabase("it_sysbench_100");
        String conn = "conn=" + TestDatabase.get().url(db) + "?useServerPrepStmts=true";
        Cli build = Cli.run("build", props.toString(), conn, "tables=100", "table_size=10");
        assertEquals(Main.OK, build.exitCode, build.err);
        long before = status("Com_stmt_prepare");
        Cli run = Cli.run(
                "run",
                props.toString(),
                conn,
                "tables=100",
                "table_size=10",
                "terminals=2",
                "runTxnsPerTerminal=0",
                "events=2000",
                "resultDirectory=" + dir.resolve("hundred"));
        assertEquals(Main.OK, run.exitCode, run.err);
        long prepares = status("Com_stmt_prepare") - before;
        // each terminal's connection prepares oltp_read_write's 9 texts of each table once (the
        // pool's one more connection, for the engine's own reads, a few)
        assertTrue(prepares >= 2 * 900 && prepares <= 3 * (9 * 100 + 3), "server-side prepares: " + prepares);
        try (Connection c = TestDatabase.get().connect(db);
                Statement s = c.createStatement()) {
            s.execute("DROP DATABASE " + db);
        }
    }

    /**
     * sysbench's --report-checkpoints: at 1 s and 2 s the closing block of the time since the last
     * one, headed as sysbench's, in data/checkpoints.txt too; the periods' events are the window's
     * up to the last checkpoint (the counters reset at each).
     */
    @Test
    @Order(RUN + 45)
    void reportCheckpointsPrintEachPeriodsClosingBlock() throws Exception {
        Path results = dir.resolve("checkpoints");
        Cli run = Cli.run(
                "run",
                props.toString(),
                "workload=oltp_point_select",
                "runTxnsPerTerminal=0",
                "runMins=0.05",
                "report_checkpoints=2,1",
                "resultDirectory=" + results);
        assertEquals(Main.OK, run.exitCode, run.err);
        String text = Files.readString(results.resolve("data/checkpoints.txt"));
        String[] blocks = text.split("\n\n(?=\\[)");
        assertEquals(2, blocks.length, text);
        assertTrue(blocks[0].startsWith("[ 1s ] Checkpoint report:\nSQL statistics:\n"), text);
        assertTrue(blocks[1].startsWith("[ 2s ] Checkpoint report:\nSQL statistics:\n"), text);
        assertTrue(blocks[1].contains("    total time:                          2.0"), text);
        long events = 0;
        for (String b : blocks) {
            events += (long) figure(b.replaceAll("total number of events: +", "\"events\": "), "events");
        }
        double total = figure(Files.readString(results.resolve("summary.json")), "transactions");
        assertTrue(events > 0 && events < total, events + " events in the checkpoints, " + total + " in all");
    }

    /**
     * Two drivers of one measurement (one startAt), merged: the counts add up, the closing block is
     * sysbench's over both, the latencies are both drivers' exactly; results of two scripts do not merge.
     */
    @Override
    void merged(Path a, Path b, Path merged, JsonNode summary) throws Exception {
        String json = summary.toString();
        double ta = figure(Files.readString(a.resolve("summary.json")), "transactions");
        double tb = figure(Files.readString(b.resolve("summary.json")), "transactions");
        assertEquals(ta + tb, figure(json, "transactions"), 0.5, json);
        double ra = figure(Files.readString(a.resolve("summary.json")), "reads");
        double rb = figure(Files.readString(b.resolve("summary.json")), "reads");
        assertEquals(ra + rb, figure(json, "reads"), 0.5, "both drivers' reads");
        String text = Files.readString(merged.resolve("summary.txt"));
        assertTrue(text.contains("Merged from 2 drivers (driver1, driver2)"), text);
        assertTrue(
                text.contains(String.format("    transactions:                        %-6d (", (long) (ta + tb))),
                text);
        Cli mixed = Cli.run(
                "merge", a.toString(), dir.resolve("oltp_read_only").toString(), "output=" + dir.resolve("mixed"));
        assertEquals(Main.USAGE, mixed.exitCode, mixed.err);
        assertTrue(mixed.err.contains("results of one workload merge"), mixed.err);
    }

    @Order(CHECK + 10)
    @Test
    void aBuildOverBuiltTablesIsRefusedAndAKeyOfAnotherWorkloadNamed() {
        Cli again = Cli.run("build", props.toString());
        assertEquals(Main.DATABASE, again.exitCode, again.err);
        assertTrue(again.err.contains("sbtest1 already exists"), again.err);
        Cli wrong = Cli.run("run", props.toString(), "workload=tpcc", "warehouses=1");
        assertEquals(Main.CONFIG, wrong.exitCode, wrong.err);
        assertTrue(wrong.err.contains("key 'tables' belongs to workload oltp_read_write"), wrong.err);
        Cli unknown = Cli.run("run", props.toString(), "workload=oltp_rw");
        assertEquals(Main.CONFIG, unknown.exitCode, unknown.err);
        assertTrue(
                unknown.err.contains("workload=oltp_rw is not a workload: use one of tpcc, oltp_read_write"),
                unknown.err);
    }

    /** The server's statement counters, read on a connection of the test's own. */
    private static Map<String, Long> comCounters() throws Exception {
        return SysbenchStatements.comCounters(DB);
    }
}
