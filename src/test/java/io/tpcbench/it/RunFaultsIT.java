package io.tpcbench.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tpcbench.cli.Main;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Faults during a run: the database restarts, the network stalls, the user interrupts, the driver
 * is killed. The run goes on or ends cleanly, its results are written, no committed transaction
 * is lost from the counts (the database's own counters equal the driver's session totals
 * exactly), and the database passes every consistency condition afterwards.
 */
class RunFaultsIT {
    private static final Duration RUN_TIMEOUT = Duration.ofMinutes(3);

    @TempDir
    Path dir;

    @Test
    void databaseRestartMidRunCostsOnlyTheTransactionsInFlight() throws Exception {
        try (PrivateServer server = new PrivateServer("run-restart", "run_restart")) {
            Path props = server.props(dir, "warehouses=1", "loadWorkers=1");
            assertEquals(Main.OK, Cli.run("build", props.toString()).exitCode);
            long[] before = counters(server.url());
            Path results = dir.resolve("restart");
            Subprocess run = measuringTwoIntervals(props, results, "runMins=0.5");
            server.stop();
            Thread.sleep(3000);
            server.start();
            assertEquals(Main.OK, run.exitCode(RUN_TIMEOUT), run.output());
            assertTrue(run.output().contains(" connection(s) lost: terminals reconnect"), run.output());
            assertFalse(run.output().contains("marked as broken"), "one line per interval, not per connection");
            String json = Files.readString(results.resolve("summary.json"));
            assertTrue(number(json, "connectionLosses") > 0, json);
            assertTrue(number(json, "reconnects") > 0, json);
            assertNothingLost(json, before, counters(server.url()));
            assertTrue(
                    Files.readString(results.resolve("summary.txt")).contains("Connection faults (whole session): "));
            assertEquals(Main.OK, Cli.run("check", props.toString()).exitCode);
        }
    }

    @Test
    void networkStallTimesOutAndTheTerminalsRecover() throws Exception {
        String json = runThroughAStall(
                        "it_stall",
                        proxy -> {
                            proxy.freeze();
                            Thread.sleep(6000);
                            proxy.thaw();
                        },
                        "runMins=0.4")
                .json();
        assertTrue(number(json, "connectionLosses") > 0, "the 2 s socket timeout fired: " + json);
        assertTrue(number(json, "reconnects") > 0, json);
    }

    /**
     * The connections stall with their last trips held in the network, while new ones get
     * through: a terminal whose commit was held times out, reconnects, and asks whether it
     * committed before the held COMMIT has reached the server. The answer counts only once the
     * old session has ended (the driver ends it), so the commit that arrives later changes nothing.
     */
    @Test
    void aCommitHeldInTheNetworkIsResolvedOnlyOnceItsSessionHasEnded() throws Exception {
        Ran ran = runThroughAStall(
                "it_held",
                proxy -> {
                    // held longer than the socket timeout and a pool's check of a held idle
                    // connection (5 s): the terminal asks on a new one before the thaw
                    for (int stall = 0; stall < 2; stall++) {
                        proxy.holdOpen();
                        Thread.sleep(8000);
                        proxy.thaw();
                        Thread.sleep(1000);
                    }
                },
                "runMins=0.5",
                "terminals=8",
                "maxFailedPercent=100");
        assertTrue(
                number(ran.json(), "inDoubtCommitted") + number(ran.json(), "inDoubtRolledBack") > 0,
                "a commit was held: " + ran.json());
        assertTrue(ran.output().contains("was still there: killed"), "a held session was ended: " + ran.output());
    }

    /** A run's summary.json and its console output. */
    private record Ran(String json, String output) {}

    /** What a test does to the network while a run goes on. */
    private interface Stall {
        void during(FaultProxy proxy) throws InterruptedException;
    }

    /**
     * A run of a fresh W=1 {@code database} through a fault proxy with a 2 s socket timeout, which
     * {@code stall} disturbs from its window's fourth second: it ends with exit 0, nothing committed is lost
     * from its counts, the check passes.
     */
    private Ran runThroughAStall(String database, Stall stall, String... extra) throws Exception {
        TestDatabase db = TestDatabase.get();
        Path props = db.built(dir, database, 1);
        long[] before = counters(db.urlWithAccount(database));
        Path results = dir.resolve(database);
        String output;
        try (FaultProxy proxy = new FaultProxy(db.host, db.port)) {
            List<String> args = new ArrayList<>(List.of(extra));
            args.add("socketTimeoutSecs=2");
            args.add("conn=jdbc:mysql://127.0.0.1:" + proxy.port() + "/" + database);
            Subprocess run = measuringTwoIntervals(props, results, args.toArray(String[]::new));
            stall.during(proxy);
            assertEquals(Main.OK, run.exitCode(RUN_TIMEOUT), run.output());
            output = run.output();
        }
        String json = Files.readString(results.resolve("summary.json"));
        assertNothingLost(json, before, counters(db.urlWithAccount(database)));
        assertEquals(Main.OK, Cli.run("check", props.toString()).exitCode);
        return new Ran(json, output);
    }

    @Test
    void ctrlCSigtermAndSigkillDuringARun() throws Exception {
        Path props = TestDatabase.get().built(dir, "it_signals", 1);
        for (String signal : new String[] {"INT", "TERM"}) {
            Path results = dir.resolve("signal-" + signal);
            Subprocess run = measuringTwoIntervals(props, results, "runMins=2");
            run.signal(signal);
            assertEquals(Main.INTERRUPTED, run.exitCode(RUN_TIMEOUT), run.output());
            String summary = Files.readString(results.resolve("summary.txt"));
            assertTrue(summary.contains("(interrupted: the window ends at the interrupt)"), summary);
            assertTrue(summary.contains("Term-00, Measured tpmC (NewOrders) = "), summary);
            assertTrue(number(Files.readString(results.resolve("summary.json")), "transactionCount") > 0);
            // the report too: drawn while the JVM shuts down, so nothing in it may register a shutdown hook
            assertTrue(Files.size(results.resolve("report.html")) > 0, run.output());
            assertTrue(Files.exists(results.resolve("charts/throughput.png")), run.output());
            assertFalse(run.output().contains("ERROR"), run.output());
            assertEquals(Main.OK, Cli.run("check", props.toString()).exitCode);
        }
        Subprocess run = measuringTwoIntervals(props, dir.resolve("killed"), "runMins=2");
        run.signal("KILL");
        assertEquals(128 + 9, run.exitCode(RUN_TIMEOUT));
        // transactions are atomic: whatever was in flight is rolled back by the server, nothing half-applied
        assertEquals(Main.OK, Cli.run("check", props.toString()).exitCode);
    }

    /**
     * A run (4 terminals unless {@code extra} says) in its own JVM, once it has printed its second
     * interval line (4 s into its window, however long its start took).
     */
    private Subprocess measuringTwoIntervals(Path props, Path results, String... extra) throws Exception {
        List<String> args = new ArrayList<>(
                List.of("run", props.toString(), "terminals=4", "reportIntervalSecs=2", "resultDirectory=" + results));
        args.addAll(List.of(extra));
        Subprocess run = Subprocess.start(dir, args.toArray(String[]::new));
        run.awaitLines(Intervals.LINE, 2, RUN_TIMEOUT);
        return run;
    }

    /** The database's sum(D_NEXT_O_ID) and HISTORY rows. */
    private static long[] counters(String url) throws Exception {
        try (Connection c = DriverManager.getConnection(url)) {
            return new long[] {
                TestDatabase.count(c, "SELECT SUM(d_next_o_id) FROM bmsql_district"),
                TestDatabase.count(c, "SELECT COUNT(*) FROM bmsql_history")
            };
        }
    }

    /** Every New-Order and Payment the database committed is one the driver counted, and no more. */
    private static void assertNothingLost(String json, long[] before, long[] after) {
        assertEquals(0, number(json, "inDoubtUnresolved"), json);
        assertEquals(after[0] - before[0], number(json, "committedNewOrders"), json);
        assertEquals(after[1] - before[1], number(json, "committedPayments"), json);
    }

    private static long number(String json, String key) {
        Matcher m = Pattern.compile("\"" + key + "\": (-?[0-9]+)").matcher(json);
        assertTrue(m.find(), key + " in " + json);
        return Long.parseLong(m.group(1));
    }
}
