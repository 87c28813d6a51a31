package io.tpcbench.it;

import static io.tpcbench.it.TpccFacts.assertBuildDirectory;
import static io.tpcbench.it.TpccFacts.assertBuiltAtTwoWarehouses;
import static io.tpcbench.it.TpccFacts.assertCountsMatchTheDatabases;
import static io.tpcbench.it.TpccFacts.hlog;
import static io.tpcbench.it.TpccFacts.newOrders;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.tpcbench.cli.Main;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.Statement;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.ResourceLock;

/**
 * TPC-C end to end on a real database, through {@link WorkloadLifecycle}: the build at W=2 with
 * exact cardinalities; a run whose counts the database's own counters equal exactly (also with one
 * statement per round trip); two driver processes, one per warehouse, starting their windows at one
 * agreed time and merged into one result whose New-Order count the database itself confirms; the
 * check, the check failing on corrupted data, bad states refused, the destroy, and the sql verb.
 */
// not beside the servers' lane (it.Lanes): its two drivers' windows start within 250 ms of one another
@ResourceLock(Lanes.OWN_SERVERS)
class TpccIT extends WorkloadLifecycle {
    private static final String DB = "it_tpcc";
    /** BenchmarkSQL's ten tables, as a TPC-C build records them. */
    static final List<String> TABLES = List.of(
            "bmsql_config",
            "bmsql_warehouse",
            "bmsql_district",
            "bmsql_customer",
            "bmsql_history",
            "bmsql_oorder",
            "bmsql_new_order",
            "bmsql_order_line",
            "bmsql_stock",
            "bmsql_item");

    private static final String NEXT_ORDER_IDS = "SELECT SUM(d_next_o_id) FROM bmsql_district";

    private final List<Subprocess> drivers = new ArrayList<>();
    private long nextOrderIdsBefore;

    @Override
    String database() {
        return DB;
    }

    @Override
    List<String> workloadProps() {
        return List.of("warehouses=2", "loadWorkers=4", "terminals=20", "runMins=1");
    }

    @Override
    String workload() {
        return "tpcc";
    }

    @Override
    String headline() {
        return "tpmC";
    }

    @Override
    List<String> tables() {
        return TABLES;
    }

    /** The window spans the whole run, so the database's own counters must equal the driver's. */
    @Override
    List<String> runArgs() {
        return List.of("terminals=6", "runTxnsPerTerminal=250", "runMins=0", "reportIntervalSecs=2");
    }

    /**
     * Each driver's terminals on its own warehouse (the BenchmarkSQL 6 alias for the second), unpaced:
     * two JVMs and the server on two cores read the audit's counters late, and each driver's audit
     * must still hold (its tolerance counts what it counted before the reading).
     */
    @Override
    List<String> driverArgs(int driver) {
        return List.of(
                "terminals=6",
                "runMins=0.25",
                "runTxnsPerTerminal=0",
                "rampupMins=0.05",
                "reportIntervalSecs=5",
                driver == 1 ? "runWarehouseFrom=1" : "useWarehouseFrom=2",
                driver == 1 ? "runWarehouseTo=1" : "useWarehouseTo=2");
    }

    /** Far enough ahead for both JVMs to start and open their pools on a busy 2-core box. */
    @Override
    Duration startLead() {
        return Duration.ofSeconds(20);
    }

    /** Each driver a JVM of its own, as on its own host. */
    @Override
    CompletableFuture<Ran> startDriver(List<String> args) throws Exception {
        if (drivers.isEmpty()) {
            nextOrderIdsBefore = TestDatabase.get().count(DB, NEXT_ORDER_IDS);
        }
        Subprocess driver = Subprocess.start(dir, args.toArray(String[]::new));
        drivers.add(driver);
        return Cli.inBackground(() -> {
            try {
                return new Ran(driver.exitCode(Duration.ofMinutes(2)), driver.output());
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        });
    }

    @Override
    void built() throws Exception {
        try (Connection c = TestDatabase.get().connect(DB)) {
            assertBuiltAtTwoWarehouses(c, DB);
        }
        assertBuildDirectory(dir);
    }

    /**
     * The driver's counts match the database's exactly; an existing result directory is never
     * reused; each statement its own round trip counts as exactly; multi-statement texts refused
     * say so before any terminal runs.
     */
    @Override
    void ran(Path results, JsonNode summary) throws Exception {
        assertCountsMatchTheDatabases(summary);
        assertEquals(1500, number(summary, "transactionCount"));
        assertTrue(Files.readString(results.resolve("summary.txt")).contains("Term-00, Measured tpmC (NewOrders) = "));
        assertTrue(Files.lines(results.resolve("data/result.csv")).count() > 1500);
        assertTrue(Files.exists(results.resolve("data/runInfo.csv")));
        assertTrue(Files.exists(results.resolve("data/latency_NEW_ORDER.hlog")));
        String runProps = Files.readString(results.resolve("run.properties"));
        // the server as it names itself (ServerName), not the protocol's "5.5.5-" prefix JDBC's metadata gives
        assertTrue(runProps.matches("(?s).*serverVersion=MariaDB \\d+\\.\\d+\\.\\d+\\R.*"), runProps);
        if (!TestDatabase.get().password.isEmpty()) {
            assertFalse(runProps.contains(TestDatabase.get().password));
        }
        Cli again = Cli.run("run", props.toString(), "runTxnsPerTerminal=1", "runMins=0", "resultDirectory=" + results);
        assertEquals(Main.CONFIG, again.exitCode, "an existing result directory is never reused");

        Path oneByOne = dir.resolve("one-by-one");
        Cli single = Cli.run(
                "run",
                props.toString(),
                "terminals=4",
                "runTxnsPerTerminal=100",
                "runMins=0",
                "multiStatements=false",
                "resultDirectory=" + oneByOne);
        assertEquals(Main.OK, single.exitCode, single.err);
        assertCountsMatchTheDatabases(summary(oneByOne));
        assertEquals(0, failed(summary(oneByOne)), "one statement per round trip");

        // multi-statement texts refused (here by the driver setting): one clear message before any terminal runs
        Cli refused = Cli.run(
                "run",
                props.toString(),
                "runTxnsPerTerminal=1",
                "runMins=0",
                "dataSource.allowMultiQueries=false",
                "resultDirectory=" + dir.resolve("refused"));
        assertEquals(Main.DATABASE, refused.exitCode, refused.err);
        assertTrue(refused.err.contains("multiStatements=true, but a text of two statements was refused"), refused.err);
        assertTrue(refused.err.contains("set multiStatements=false"), refused.err);
        assertFalse(refused.err.contains("\tat "), refused.err);
    }

    /**
     * Both windows start at startAt; each driver audits its own warehouse; the merge adds their
     * counts up to the database's own New-Order count, with one C-Run for the measurement.
     */
    @Override
    void merged(Path first, Path second, Path merged, JsonNode m) throws Exception {
        JsonNode s1 = summary(first);
        JsonNode s2 = summary(second);
        long startAt = number(s1, "share", "startAtEpochMillis");
        String one = drivers.get(0).output();
        assertTrue(one.contains("startAt=" + Instant.ofEpochMilli(startAt) + ": terminals start in"), one);
        assertTrue(one.contains("This driver's terminals live in warehouses 1-1 of 2"), one);
        long dbNewOrders = TestDatabase.get().count(DB, NEXT_ORDER_IDS) - nextOrderIdsBefore;
        for (JsonNode s : List.of(s1, s2)) {
            long windowStart = number(s, "window", "startEpochMillis");
            assertTrue(Math.abs(windowStart - startAt) < 250, "the window starts at startAt: " + s.path("window"));
            assertTrue(
                    s.path("audit").path("consistent").asBoolean(),
                    "audits its own warehouse only: " + s.path("audit"));
            assertTrue(newOrders(s) > 0, "ran New-Orders");
        }
        String text = Files.readString(merged.resolve("summary.txt"));
        assertTrue(text.contains("Merged from 2 drivers (driver1, driver2), home warehouses 1-2"), text);
        assertTrue(text.contains("Driver driver1 (warehouses 1-1, 6 terminals): tpmC "), text);
        assertTrue(text.contains("Driver driver2 (warehouses 2-2, 6 terminals): tpmC "), text);
        // TPC-C 2.1.6: one C-Run for the measurement, derived from the shared startAt
        assertEquals(s1.path("share").path("nurandRun"), s2.path("share").path("nurandRun"));
        assertEquals(s1.path("share").path("nurandRun"), m.path("share").path("nurandRun"));
        assertTrue(one.contains("(derived from startAt: every driver of this measurement uses the same)"), one);

        // every New-Order either driver committed, warm-up included, moved the database's counter once
        assertEquals(dbNewOrders, number(m, "faults", "committedNewOrders"), "the database's own New-Order count");
        // in the window: the drivers' counts add up, and the database's counters agree with them
        long newOrders = newOrders(m);
        assertEquals(newOrders(s1) + newOrders(s2), newOrders);
        assertEquals(
                newOrders - m.path("types").get(0).path("rolledBack").asLong(), number(m, "audit", "driverNewOrders"));
        assertTrue(
                m.path("audit").path("consistent").asBoolean(), m.path("audit").toString());
        assertEquals(12, number(m, "terminals"));
        double measuredSecs = m.path("measuredSecs").asDouble();
        assertEquals(newOrders / (measuredSecs / 60), m.path("tpmC").asDouble(), 1e-6);
        assertTrue(measuredSecs >= 15 && measuredSecs < 16, "one 15 s window: " + measuredSecs);
        // the merged latencies are every transaction's, interval by interval
        long[] intervalsAndCount = hlog(merged.resolve("data/latency_NEW_ORDER.hlog"));
        assertTrue(intervalsAndCount[0] > 0, "the merged intervals");
        assertEquals(newOrders, intervalsAndCount[1]);
        try (var files = Files.list(merged.resolve("data"))) {
            assertEquals(
                    2,
                    files.filter(f -> f.getFileName().toString().matches("os_driver_.+\\.csv"))
                            .count(),
                    "each driver host's OS metrics");
        }
    }

    @Test
    @Order(CHECK + 10)
    void buildingOverExistingTablesSaysToDestroyFirst() {
        Cli again = Cli.run("build", props.toString());
        assertEquals(Main.DATABASE, again.exitCode);
        assertTrue(again.err.contains("run run/runDatabaseDestroy.sh"), again.err);
    }

    @Test
    @Order(CHECK + 20)
    void checkWithOtherWarehouseCountIsRefused() {
        Cli c = Cli.run("check", props.toString(), "warehouses=3");
        assertEquals(Main.DATABASE, c.exitCode);
        assertTrue(
                c.err.contains("warehouses=3, but the database was built with warehouses=2 (recorded in"
                        + " tpcbench_build on "),
                c.err);
    }

    @Test
    @Order(CHECK + 30)
    void checkFindsViolations() throws Exception {
        try (Connection c = TestDatabase.get().connect(DB);
                Statement s = c.createStatement()) {
            s.executeUpdate("UPDATE bmsql_warehouse SET w_ytd = w_ytd + 1 WHERE w_id = 2");
            s.executeUpdate("DELETE FROM bmsql_new_order WHERE no_w_id = 1 AND no_d_id = 3 AND no_o_id = 2500");
        }
        Cli check = Cli.run("check", props.toString());
        assertEquals(Main.CHECK_FAILED, check.exitCode, check.err);
        assertTrue(check.err.contains("consistency condition(s) failed"), check.err);
    }

    @Override
    void destroyed() {
        Cli check = Cli.run("check", props.toString());
        assertEquals(Main.DATABASE, check.exitCode);
        assertTrue(check.err.contains("build the database first"), check.err);
    }

    @Test
    @Order(DESTROY + 10)
    void sqlVerbRunsAStepAndAFile() throws Exception {
        assertEquals(Main.OK, Cli.run("sql", props.toString(), "tableCreates").exitCode);
        Path file = Files.write(dir.resolve("extra.sql"), List.of("-- c", "DROP TABLE bmsql_item;"));
        assertEquals(Main.OK, Cli.run("sql", props.toString(), file.toString()).exitCode);
        try (Connection c = TestDatabase.get().connect(DB)) {
            assertEquals(
                    9,
                    TestDatabase.count(
                            c,
                            "SELECT COUNT(*) FROM information_schema.tables WHERE" + " table_schema = '" + DB
                                    + "' AND table_name LIKE 'bmsql%'"));
        }
        assertEquals(Main.OK, Cli.run("destroy", props.toString()).exitCode);
    }
}
