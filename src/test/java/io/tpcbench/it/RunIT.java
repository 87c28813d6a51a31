package io.tpcbench.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tpcbench.cli.Main;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A timed run with warm-up on a real database: honest counts in the window, no deadlock failures,
 * consistency after (the exact counts of an untimed run: {@link TpccIT}'s short run).
 */
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
    void timedRunWithWarmUpCountsWithinTheWindow() throws Exception {
        Path props = TestDatabase.get().built(dir, "it_timed", 1);
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
}
