package io.tpcbench.it;

import static io.tpcbench.it.SummaryFigures.figure;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.tpcbench.cli.Main;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.HexFormat;
import java.util.List;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.ResourceLock;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * TPC-H end to end on a real database, through {@link WorkloadLifecycle}: the build at SF 0.01,
 * every table's rows equal to dbgen's by the fingerprints ../shared/tpch/README.md records (taken
 * here as it says, with the mysql client's query), the power test (the lifecycle's short run) and
 * a throughput test of two streams on each of two drivers with every query completed (merged), a
 * query blocked past queryTimeoutSecs recorded as timed out, the refusals, the check, and the
 * destroy.
 */
// not beside the servers' lane (it.Lanes): a 3-s query timeout tells its blocked query from a slow one
@ResourceLock(Lanes.OWN_SERVERS)
class TpchIT extends WorkloadLifecycle {
    private static final String DB = "it_tpch";

    @Override
    String database() {
        return DB;
    }

    @Override
    List<String> workloadProps() {
        return List.of(
                "workload=tpch",
                "scaleFactor=0.01",
                "loadWorkers=2",
                "terminals=1",
                "runMins=0",
                "reportIntervalSecs=1",
                "querySeed=7",
                "socketTimeoutSecs=0");
    }

    @Override
    String workload() {
        return "tpch";
    }

    @Override
    String headline() {
        return "powerAtSize";
    }

    /** The drivers run throughput tests, one of them without the refresh stream: both count their queries per hour. */
    @Override
    String driverHeadline() {
        return "queriesPerHour";
    }

    @Override
    List<String> tables() {
        return List.of("region", "nation", "supplier", "customer", "part", "partsupp", "orders", "lineitem");
    }

    /**
     * A throughput test of four streams on two drivers: streams 1..2 and, with firstStream=3, 3..4;
     * the driver of stream 1 runs the test's four refresh pairs.
     */
    @Override
    List<String> driverArgs(int driver) {
        return driver == 1
                ? List.of("tpchTest=throughput", "terminals=2", "throughputStreams=4", "explain=false")
                : List.of(
                        "tpchTest=throughput", "terminals=2", "firstStream=3", "throughputStreams=4", "explain=false");
    }

    @Override
    void destroyed() {
        Cli run = Cli.run("run", props.toString());
        assertEquals(Main.DATABASE, run.exitCode, run.err);
        assertTrue(run.err.contains("tpch_build is missing: build the TPC-H tables first"), run.err);
    }

    /** README section 1: row counts and md5_nopipe at SF 0.01 (partsupp's sorted one), of the loaded tables. */
    @Order(1)
    @ParameterizedTest(name = "{0}")
    @CsvSource({
        "region,   5,     d1c494f597244c77001246888185e3e3, 'r_regionkey, r_name, r_comment', r_regionkey",
        "nation,   25,    01ab9bc150261c9918ce9636be80ea15, 'n_nationkey, n_name, n_regionkey, n_comment', n_nationkey",
        "supplier, 100,   0531428655ec36664f7bf4c8d25f48c0, 's_suppkey, s_name, s_address, s_nationkey, s_phone,"
                + " s_acctbal, s_comment', s_suppkey",
        "customer, 1500,  fdb5b8673ae81db63bbc5044c88b83b3, 'c_custkey, c_name, c_address, c_nationkey, c_phone,"
                + " c_acctbal, c_mktsegment, c_comment', c_custkey",
        "part,     2000,  3555bbfc2a724d5d99eabb5c1a90f470, 'p_partkey, p_name, p_mfgr, p_brand, p_type, p_size,"
                + " p_container, p_retailprice, p_comment', p_partkey",
        "partsupp, 8000,  62755c6e052420f7459f139f9b390330, 'ps_partkey, ps_suppkey, ps_availqty, ps_supplycost,"
                + " ps_comment', 'ps_partkey, ps_suppkey'",
        "orders,   15000, 21facd7dbefed34dbe35e6209ae364db, 'o_orderkey, o_custkey, o_orderstatus, o_totalprice,"
                + " o_orderdate, o_orderpriority, o_clerk, o_shippriority, o_comment', o_orderkey",
        "lineitem, 60175, 46b4495e1bd909191698c1764ffc9c08, 'l_orderkey, l_partkey, l_suppkey, l_linenumber,"
                + " CAST(l_quantity AS SIGNED), l_extendedprice, l_discount, l_tax, l_returnflag, l_linestatus,"
                + " l_shipdate, l_commitdate, l_receiptdate, l_shipinstruct, l_shipmode, l_comment',"
                + " 'l_orderkey, l_linenumber'"
    })
    void everyTableHoldsDbgensRows(String table, long rows, String md5, String columns, String key) throws Exception {
        MessageDigest digest = MessageDigest.getInstance("MD5");
        long n = 0;
        try (Connection c = TestDatabase.get().connect(DB);
                Statement s = c.createStatement();
                ResultSet rs =
                        s.executeQuery("SELECT CONCAT_WS('|', " + columns + ") FROM " + table + " ORDER BY " + key)) {
            while (rs.next()) {
                digest.update((rs.getString(1) + "\n").getBytes(StandardCharsets.UTF_8));
                n++;
            }
        }
        assertEquals(rows, n, table + " rows");
        assertEquals(md5, HexFormat.of().formatHex(digest.digest()), table + "'s rows as dbgen prints them");
    }

    /** The short run is the power test: the twenty-two queries in stream 0's order, each explained. */
    @Override
    void ran(Path results, JsonNode parsed) throws Exception {
        String json = Files.readString(results.resolve("summary.json"));
        assertEquals(22, figure(json, "queriesCompleted"), json);
        assertEquals(0, figure(json, "queriesFailed") + figure(json, "queriesTimedOut"), json);
        for (int q = 1; q <= 22; q++) {
            assertTrue(figure(json, String.format("Q%02d", q)) > 0, "Q" + q + "'s seconds");
            Path explain = results.resolve(String.format("data/explain/q%02d.txt", q));
            assertTrue(Files.readString(explain).contains("select_type"), "Q" + q + "'s EXPLAIN in " + explain);
        }
        String summary = Files.readString(results.resolve("summary.txt"));
        assertTrue(summary.contains("TPC-H power test at SF 0.01: stream 0, querySeed 7"), summary);
        assertTrue(summary.matches("(?s).*\\nQ14 +[0-9.]+ +1\\n.*"), "Q14 answers one row: " + summary);
        assertTrue(summary.contains("(22 of 22 queries completed)"), summary);
        assertTrue(Files.readString(results.resolve("run.properties")).contains("tpch.querySeed=7"));
        // the same seed draws the same parameters: the same statements in a second run
        Path again = dir.resolve("again");
        assertEquals(Main.OK, Cli.run("run", props.toString(), "resultDirectory=" + again).exitCode);
        for (int q = 1; q <= 22; q++) {
            String file = String.format("data/explain/q%02d.txt", q);
            assertEquals(query(results.resolve(file)), query(again.resolve(file)), "Q" + q + " with querySeed=7");
        }
        // the two runs side by side, per query
        Path compare = dir.resolve("compare.html");
        Cli cmp = Cli.run("compare", results.toString(), again.toString(), "output=" + compare);
        assertEquals(Main.OK, cmp.exitCode, cmp.err);
        String page = Files.readString(compare);
        assertTrue(page.contains("powerAtSize") && page.contains("Q14") && page.contains("Q22"), page);
    }

    /** A sweep over a key (the throughput test's streams) draws Throughput@Size per point. */
    @Order(RUN + 10)
    @Test
    void aSweepOverTheStreamsWorksAsForTpcc() throws Exception {
        Path sweepDir = dir.resolve("sweep");
        Cli sweep = Cli.run(
                "sweep",
                props.toString(),
                "tpchTest=throughput",
                "explain=false",
                "terminals=1,2",
                "sweepDirectory=" + sweepDir);
        assertEquals(Main.OK, sweep.exitCode, sweep.err);
        List<String> csv = Files.readAllLines(sweepDir.resolve("sweep.csv"));
        assertEquals(3, csv.size(), "a header and two points: " + csv);
        assertTrue(csv.get(0).contains("throughputAtSize"), csv.get(0));
        assertTrue(Files.readString(sweepDir.resolve("sweep.html")).contains("throughputAtSize"));
    }

    private static String query(Path explain) throws Exception {
        String text = Files.readString(explain);
        return text.substring(0, text.indexOf(";\n"));
    }

    /**
     * Two drivers each run a throughput test of two streams from one startAt (streams 1..2 and,
     * with firstStream=3, 3..4): every stream runs its 22 queries, and the merge gives each
     * query's mean over all four streams.
     */
    @Override
    void merged(Path results, Path second, Path merged, JsonNode mergedSummary) throws Exception {
        String json = Files.readString(results.resolve("summary.json"));
        assertEquals(44, figure(json, "queriesCompleted"), json);
        assertEquals(2, figure(json, "streams"), json);
        assertTrue(figure(json, "throughputAtSize") > 0, json);
        String summary = Files.readString(results.resolve("summary.txt"));
        assertTrue(
                summary.contains("2 query streams (1..2)") && summary.contains("Throughput@Size = 2 x 22 x 3600"),
                summary);
        String mergedJson = mergedSummary.toString();
        assertEquals(88, figure(mergedJson, "queriesCompleted"), mergedJson);
        assertEquals(4, figure(mergedJson, "streams"), mergedJson);
        double q1 = (figure(json, "Q01") + figure(Files.readString(second.resolve("summary.json")), "Q01")) / 2;
        assertEquals(
                q1,
                figure(mergedJson, "Q01"),
                0.001,
                "Q01's mean over both drivers' streams (summary.json" + " keeps 3 decimals)");
        String mergedText = Files.readString(merged.resolve("summary.txt"));
        assertTrue(mergedText.contains("TPC-H merged from 2 drivers: 4 streams"), mergedText);
        assertEquals(4, figure(mergedJson, "refreshPairs"), mergedJson);
        assertTrue(!mergedText.contains("refresh pairs TPC-H 5.3.7.7 takes ran"), mergedText);
        assertTrue(Files.readString(second.resolve("summary.txt")).contains("2 query streams (3..4)"));
    }

    /** A query held by a lock past queryTimeoutSecs is cancelled, counted as timed out, and the stream goes on. */
    @Order(MERGE + 10)
    @Test
    void aQueryPastItsTimeoutIsRecordedAsTimedOut() throws Exception {
        Path results = dir.resolve("timeout");
        Cli run;
        try (Connection c = TestDatabase.get().connect(DB);
                Statement s = c.createStatement()) {
            s.execute("LOCK TABLES region WRITE"); // Q2, Q5 and Q8 read region: they wait for it
            // 3 s: every other query of SF 0.01 ends well within it, also on a busy machine (with 1 s, Q21 once
            // took 1.00 s under a full test run)
            run = Cli.run("run", props.toString(), "queryTimeoutSecs=3", "explain=false", "resultDirectory=" + results);
            s.execute("UNLOCK TABLES");
        }
        // a query that timed out failed: 3 of 22 pass maxFailedPercent, so the run says so with exit 7
        assertEquals(Main.TOO_MANY_FAILED, run.exitCode, run.err);
        assertTrue(
                run.err
                        .strip()
                        .endsWith("12.50% of its units failed (3 of 24 that ended in the window), more than"
                                + " maxFailedPercent=1; most often (3 times) the error: Statement cancelled due to timeout or client"
                                + " request"),
                run.err);
        String json = Files.readString(results.resolve("summary.json"));
        assertEquals(3, figure(json, "queriesTimedOut"), json);
        assertEquals(19, figure(json, "queriesCompleted"), json);
        String summary = Files.readString(results.resolve("summary.txt"));
        assertTrue(summary.matches("(?s).*\\nQ02 +timed out\\n.*"), summary);
        assertTrue(summary.contains("(19 of 22 queries completed, 3 timed out)"), summary);
    }

    @Order(MERGE + 20)
    @Test
    void wrongSettingsAreRefusedBeforeAnyQuery() {
        Cli validate = Cli.run("run", props.toString(), "tpchValidate=true");
        assertEquals(Main.CONFIG, validate.exitCode, validate.err);
        assertTrue(validate.err.contains("the qualification answers exist for SF 1 only"), validate.err);
        Cli terminals = Cli.run("run", props.toString(), "terminals=2");
        assertEquals(Main.CONFIG, terminals.exitCode, terminals.err);
        assertTrue(
                terminals.err.contains("tpchTest=power runs one query stream (TPC-H 5.3.3): set terminals=1"),
                terminals.err);
        Cli rampup = Cli.run("run", props.toString(), "rampupMins=1");
        assertEquals(Main.CONFIG, rampup.exitCode, rampup.err);
        assertTrue(rampup.err.contains("warm up with warmupRuns=N"), rampup.err);
        Cli socket = Cli.run("run", props.toString(), "socketTimeoutSecs=120");
        assertEquals(Main.CONFIG, socket.exitCode, socket.err);
        assertTrue(socket.err.contains("socketTimeoutSecs=120 would cut off a query running longer"), socket.err);
        Cli scale = Cli.run("run", props.toString(), "scaleFactor=0.1");
        assertEquals(Main.DATABASE, scale.exitCode, scale.err);
        assertTrue(scale.err.contains("the database holds TPC-H at SF 0.01, the props say scaleFactor=0.1"), scale.err);
        Cli build = Cli.run("build", props.toString());
        assertEquals(Main.DATABASE, build.exitCode, build.err);
        assertTrue(build.err.contains("lineitem already exists"), build.err);
    }

    /** The check fails on one changed character of one row, and passes again (the lifecycle's check) once it is back. */
    @Order(CHECK - 10)
    @Test
    void aChangedRowFailsTheCheck() throws Exception {
        try (Connection c = TestDatabase.get().connect(DB);
                Statement s = c.createStatement()) {
            s.execute(
                    "UPDATE lineitem SET l_comment = CONCAT(l_comment, 'x') WHERE l_orderkey = 60000 AND l_linenumber = 1");
            Cli check = Cli.run("check", props.toString());
            assertEquals(Main.CHECK_FAILED, check.exitCode, check.err);
            assertTrue(check.err.contains("lineitem's rows differ from dbgen's"), check.err);
            s.execute("UPDATE lineitem SET l_comment = LEFT(l_comment, LENGTH(l_comment) - 1)"
                    + " WHERE l_orderkey = 60000 AND l_linenumber = 1");
        }
    }
}
