package io.tpcbench.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tpcbench.cli.Main;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;

/**
 * Timed runs with warm-up on a real database, one build for both: honest counts in the window, no
 * deadlock failures, consistency after (the exact counts of an untimed run: {@link TpccIT}'s short
 * run); and spec mode on shared connections ends at the window's end.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class RunIT {
    private Path dir;
    private Path props;

    @BeforeAll
    void build(@TempDir Path shared) throws Exception {
        dir = shared;
        props = TestDatabase.get().built(dir, "it_timed", 1);
    }

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
    void timedRunWithWarmUpCountsWithinTheWindow() throws Exception {
        Path results = dir.resolve("timed");
        // fewer connections than terminals: the terminals take turns through the FIFO hand-off
        Cli run = Cli.run(
                "run",
                props.toString(),
                "terminals=10",
                "connectionPoolSize=4",
                "runMins=0.5",
                "rampupMins=0.1",
                "resultDirectory=" + results,
                "reportIntervalSecs=5");
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

    /**
     * Spec mode with 100 terminals on 4 connections: each terminal's next transaction waits out its
     * think and keying times (x2 and x0.5: New-Order's 24 s mean think time, up to 240 s, and 9 s of
     * keying) in its connections' queue ({@code FairPool.schedule}), so at the window's end nearly
     * every terminal has one waiting there. The stop drops them: the run ends with its summary
     * seconds after the window, not after the 30-s drain it would wait out if they were kept, and
     * with every unit counted once (the database's counters agree) and none failed.
     */
    @Test
    void specModeOnSharedConnectionsEndsAtTheWindowsEnd() throws Exception {
        Path results = dir.resolve("spec");
        Cli run = Cli.run(
                "run",
                props.toString(),
                "terminals=100",
                "maxTerminalsPerWarehouse=0",
                "connectionPoolSize=4",
                "keyingTimeMultiplier=0.5",
                "thinkTimeMultiplier=2",
                "runMins=0.3",
                "rampupMins=0.1",
                "resultDirectory=" + results,
                "reportIntervalSecs=5");
        long ended = System.currentTimeMillis();
        assertEquals(Main.OK, run.exitCode, run.err);
        String json = Files.readString(results.resolve("summary.json"));
        assertEquals(0, sumOf(json, "failed"), json);
        assertTrue(number(json, "driverNewOrders") > 0, json);
        long tolerance = number(json, "tolerance");
        assertTrue(Math.abs(number(json, "dbNewOrders") - number(json, "driverNewOrders")) <= tolerance, json);
        long afterWindow = ended - number(json, "endEpochMillis");
        assertTrue(afterWindow < 20_000, "the run ended " + afterWindow + " ms after its window");
        assertEquals(Main.OK, Cli.run("check", props.toString()).exitCode);
    }
}
