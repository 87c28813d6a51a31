package io.tpcbench.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tpcbench.cli.Main;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** runBenchmark end to end on a real database: honest counts, no deadlock failures, consistency after. */
class RunIT {
    @TempDir
    Path dir;

    private static long number(String json, String key) {
        Matcher m = Pattern.compile("\"" + key + "\": (-?[0-9]+)").matcher(json);
        assertTrue(m.find(), key + " in " + json);
        return Long.parseLong(m.group(1));
    }

    private static long sumOf(String json, String key) {
        Matcher m = Pattern.compile("\"" + key + "\": ([0-9]+)").matcher(json);
        long sum = 0;
        while (m.find()) {
            sum += Long.parseLong(m.group(1));
        }
        return sum;
    }

    @Test
    void driverCountsMatchTheDatabaseExactlyAndTheDatabaseStaysConsistent() throws Exception {
        Path props = TestDatabase.get().built(dir, "it_run", 2);
        Path results = dir.resolve("results");
        Cli run = Cli.run("run", props.toString(), "terminals=6", "runTxnsPerTerminal=250", "runMins=0",
                "resultDirectory=" + results, "reportIntervalSecs=2");
        assertEquals(Main.OK, run.exitCode, run.err);
        String json = Files.readString(results.resolve("summary.json"));
        // the window spans the whole run, so the database's own counters must equal the driver's
        assertEquals(number(json, "dbNewOrders"), number(json, "driverNewOrders"), json);
        assertEquals(number(json, "dbPayments"), number(json, "driverPayments"), json);
        assertEquals(1500, number(json, "transactionCount"));
        assertEquals(0, sumOf(json, "failed"), json);
        assertTrue(Files.readString(results.resolve("summary.txt")).contains("Term-00, Measured tpmC (NewOrders) = "));
        assertTrue(Files.lines(results.resolve("data/result.csv")).count() > 1500);
        assertTrue(Files.exists(results.resolve("data/runInfo.csv")));
        assertTrue(Files.exists(results.resolve("data/latency_NEW_ORDER.hlog")));
        String runProps = Files.readString(results.resolve("run.properties"));
        assertTrue(runProps.contains("serverVersion="), runProps);
        if (!TestDatabase.get().password.isEmpty()) {
            assertFalse(runProps.contains(TestDatabase.get().password));
        }
        Cli check = Cli.run("check", props.toString());
        assertEquals(Main.OK, check.exitCode, check.err);
        Cli again = Cli.run("run", props.toString(), "runTxnsPerTerminal=1", "runMins=0",
                "resultDirectory=" + results);
        assertEquals(Main.CONFIG, again.exitCode, "an existing result directory is never reused");

        // each statement its own round trip: the same transactions, the same exact counts
        Path oneByOne = dir.resolve("one-by-one");
        Cli single = Cli.run("run", props.toString(), "terminals=4", "runTxnsPerTerminal=100", "runMins=0",
                "multiStatements=false", "resultDirectory=" + oneByOne);
        assertEquals(Main.OK, single.exitCode, single.err);
        String singleJson = Files.readString(oneByOne.resolve("summary.json"));
        assertEquals(number(singleJson, "dbNewOrders"), number(singleJson, "driverNewOrders"), singleJson);
        assertEquals(number(singleJson, "dbPayments"), number(singleJson, "driverPayments"), singleJson);
        assertEquals(0, sumOf(singleJson, "failed"), singleJson);

        // multi-statement texts refused (here by the driver setting): one clear message before any terminal runs
        Cli refused = Cli.run("run", props.toString(), "runTxnsPerTerminal=1", "runMins=0",
                "dataSource.allowMultiQueries=false", "resultDirectory=" + dir.resolve("refused"));
        assertEquals(Main.DATABASE, refused.exitCode, refused.err);
        assertTrue(refused.err.contains("multiStatements=true, but a text of two statements was refused"), refused.err);
        assertTrue(refused.err.contains("set multiStatements=false"), refused.err);
        assertFalse(refused.err.contains("\tat "), refused.err);
        assertEquals(Main.OK, Cli.run("check", props.toString()).exitCode);
    }

    @Test
    void timedRunWithWarmUpCountsWithinTheWindow() throws Exception {
        Path props = TestDatabase.get().built(dir, "it_timed", 1);
        Path results = dir.resolve("timed");
        // fewer connections than terminals: the terminals take turns through the FIFO hand-off
        Cli run = Cli.run("run", props.toString(), "terminals=10", "connectionPoolSize=4", "runMins=0.5",
                "rampupMins=0.1", "resultDirectory=" + results, "reportIntervalSecs=5");
        assertEquals(Main.OK, run.exitCode, run.err);
        String json = Files.readString(results.resolve("summary.json"));
        // ten terminals hammering one warehouse: lock waits may be retried, but nothing fails
        assertEquals(0, sumOf(json, "failed"), json);
        long tolerance = number(json, "tolerance");
        assertTrue(Math.abs(number(json, "dbNewOrders") - number(json, "driverNewOrders")) <= tolerance, json);
        assertTrue(number(json, "driverNewOrders") > 0);
        Matcher secs = Pattern.compile("\"measuredSecs\": ([0-9.]+)").matcher(json);
        assertTrue(secs.find());
        assertEquals(30.0, Double.parseDouble(secs.group(1)), 0.5);
        assertEquals(Main.OK, Cli.run("check", props.toString()).exitCode);
    }
}
