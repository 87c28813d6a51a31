package io.tpcbench.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tpcbench.cli.Main;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
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

    /** A run on the shared build with 6 s of warm-up and {@code keys}; its summary.json. */
    private String run(String name, String... keys) throws Exception {
        Path results = dir.resolve(name);
        List<String> args = new ArrayList<>(List.of("run", props.toString()));
        args.addAll(List.of(keys));
        args.addAll(List.of("rampupMins=0.1", "resultDirectory=" + results, "reportIntervalSecs=5"));
        Cli run = Cli.run(args.toArray(String[]::new));
        assertEquals(Main.OK, run.exitCode, run.err);
        return Files.readString(results.resolve("summary.json"));
    }

    /** Nothing failed, New-Orders were counted, the database's counters agree and the database is consistent. */
    private void assertHonest(String json) throws Exception {
        assertEquals(0, sumOf(json, "failed"), json);
        assertTrue(number(json, "driverNewOrders") > 0, json);
        long tolerance = number(json, "tolerance");
        assertTrue(Math.abs(number(json, "dbNewOrders") - number(json, "driverNewOrders")) <= tolerance, json);
        assertEquals(Main.OK, Cli.run("check", props.toString()).exitCode);
    }

    @Test
    void timedRunWithWarmUpCountsWithinTheWindow() throws Exception {
        // fewer connections than terminals: the terminals take turns through the FIFO hand-off
        String json = run("timed", "terminals=10", "connectionPoolSize=4", "runMins=0.2");
        // ten terminals hammering one warehouse: lock waits may be retried, but nothing fails
        assertHonest(json);
        Matcher secs = Pattern.compile("\"measuredSecs\": ([0-9.]+)").matcher(json);
        assertTrue(secs.find());
        assertEquals(12.0, Double.parseDouble(secs.group(1)), 0.5);
    }

    /**
     * Spec mode with 100 terminals on 4 connections: each terminal's next transaction waits out its
     * think and keying times (x2 and x0.5: New-Order's 24 s mean think time, up to 240 s, and 9 s of
     * keying) in its connections' queue ({@code FairPool.schedule}), so at the window's end nearly
     * every terminal has one waiting there. The stop drops them: the run ends with its summary
     * seconds after the window, not after the 10-minute drain (drainSecs=600) it would wait out if
     * they were kept, and with every unit counted once (the database's counters agree) and none failed.
     */
    @Test
    void specModeOnSharedConnectionsEndsAtTheWindowsEnd() throws Exception {
        String json = run(
                "spec",
                "terminals=100",
                "maxTerminalsPerWarehouse=0",
                "connectionPoolSize=4",
                "keyingTimeMultiplier=0.5",
                "thinkTimeMultiplier=2",
                "drainSecs=600",
                "runMins=0.3");
        long afterWindow = System.currentTimeMillis() - number(json, "endEpochMillis");
        assertTrue(afterWindow < 120_000, "the run ended " + afterWindow + " ms after its window, not at once");
        assertHonest(json);
    }
}
