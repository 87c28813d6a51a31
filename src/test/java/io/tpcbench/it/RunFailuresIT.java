package io.tpcbench.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tpcbench.cli.Main;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.Statement;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Runs that cannot work stop, and runs that fail too often say so: a user who may only read runs
 * TPC-C's writing transactions and sysbench's writes (every unit fails: exit 6 within the bound,
 * the error named on the last line), a user who may not insert into HISTORY runs the whole TPC-C
 * mix (Payment fails: exit 7 on the last line); the results are written either way.
 */
class RunFailuresIT {
    private static final String PASSWORD = "Ro-Pw-1";

    @TempDir
    Path dir;

    @Test
    void aRunWhoseEveryTransactionFailsStopsWithTheErrorNamed() throws Exception {
        TestDatabase db = TestDatabase.get();
        Path props = db.built(dir, "it_nothing", 1);
        account(db, "it_nothing_ro", "GRANT SELECT ON it_nothing.* TO %s");
        String[] writesOnly = {
            "newOrderWeight=50",
            "paymentWeight=50",
            "orderStatusWeight=0",
            "deliveryWeight=0",
            "stockLevelWeight=0",
            "user=it_nothing_ro",
            "password=" + PASSWORD,
            "terminals=2",
            "runMins=5"
        };

        Path byCount = dir.resolve("by-count");
        long t0 = System.nanoTime();
        Cli run = run(props, byCount, writesOnly);
        double secs = (System.nanoTime() - t0) / 1e9;
        assertEquals(Main.NOTHING_WORKS, run.exitCode, run.err);
        assertTrue(secs < 60, "stopped after its first 100 units, not after runMins=5: " + secs + " s");
        String last = lastLine(run.err);
        assertTrue(last.startsWith("ERROR: the run stopped because nothing works: its first "), last);
        assertTrue(last.contains("(abortIfAllFailAttempts=100, in "), last);
        assertTrue(last.contains("error 1142: "), last);
        assertTrue(last.contains("command denied to user 'it_nothing_ro'"), last);
        assertResultsWritten(byCount);

        Path bySecs = dir.resolve("by-seconds");
        t0 = System.nanoTime();
        run = run(props, bySecs, append(writesOnly, "abortIfAllFailAttempts=0", "abortIfAllFailSecs=3"));
        secs = (System.nanoTime() - t0) / 1e9;
        assertEquals(Main.NOTHING_WORKS, run.exitCode, run.err);
        assertTrue(secs < 60, secs + " s");
        last = lastLine(run.err);
        assertTrue(last.contains("every unit that ended in its first 3."), last);
        assertTrue(last.contains("abortIfAllFailSecs=3)"), last);
        assertResultsWritten(bySecs);
    }

    @Test
    void aSysbenchRunWhoseEveryEventFailsStopsToo() throws Exception {
        TestDatabase db = TestDatabase.get();
        db.freshDatabase("it_nothing_sb");
        Path props = db.props(dir, "it_nothing_sb", "workload=oltp_write_only", "tables=1", "table_size=100");
        Cli build = Cli.run("build", props.toString());
        assertEquals(Main.OK, build.exitCode, build.err);
        account(db, "it_nothing_sb_ro", "GRANT SELECT ON it_nothing_sb.* TO %s");
        Path results = dir.resolve("sysbench");
        Cli run =
                run(props, results, "user=it_nothing_sb_ro", "password=" + PASSWORD, "runMins=5", "on_error=continue");
        assertEquals(Main.NOTHING_WORKS, run.exitCode, run.err);
        String last = lastLine(run.err);
        assertTrue(last.contains("nothing works") && last.contains("error 1142: "), last);
        assertTrue(Files.exists(results.resolve("summary.json")), run.err);
        // by default sysbench's FATAL comes first: the first error it does not ignore stops the run
        Path fatal = dir.resolve("sysbench-fatal");
        Cli stopped = run(props, fatal, "user=it_nothing_sb_ro", "password=" + PASSWORD, "runMins=5");
        assertEquals(Main.NOTHING_WORKS, stopped.exitCode, stopped.err);
        assertTrue(lastLine(stopped.err).contains("FATAL: SQL error, errno = 1142, state = '42000'"), stopped.err);
        assertTrue(Files.exists(fatal.resolve("summary.json")), stopped.err);
    }

    @Test
    void aRunWhoseFailedSharePassesTheLimitEndsWithItsOwnExitCode() throws Exception {
        TestDatabase db = TestDatabase.get();
        Path props = db.built(dir, "it_share", 1);
        // every table writable but HISTORY: Payment (43% of the mix) fails, the others commit
        StringBuilder grants = new StringBuilder();
        for (String table : List.of(
                "bmsql_warehouse",
                "bmsql_district",
                "bmsql_customer",
                "bmsql_stock",
                "bmsql_item",
                "bmsql_oorder",
                "bmsql_new_order",
                "bmsql_order_line",
                "bmsql_config")) {
            grants.append("GRANT SELECT, INSERT, UPDATE, DELETE ON it_share.")
                    .append(table)
                    .append(" TO %s;");
        }
        grants.append("GRANT SELECT ON it_share.bmsql_history TO %s");
        account(db, "it_share_rw", grants.toString().split(";"));
        String[] args = {"user=it_share_rw", "password=" + PASSWORD, "terminals=2", "runMins=0.1"};

        Path results = dir.resolve("share");
        Cli run = run(props, results, args);
        assertEquals(Main.TOO_MANY_FAILED, run.exitCode, run.err);
        String last = lastLine(run.err);
        assertTrue(last.startsWith("ERROR: the run completed, but "), last);
        assertTrue(last.contains("more than maxFailedPercent=1; most often ("), last);
        assertTrue(last.contains("error 1142"), last);
        assertResultsWritten(results);

        Path allowed = dir.resolve("allowed");
        run = run(props, allowed, append(args, "maxFailedPercent=100"));
        assertEquals(Main.OK, run.exitCode, run.err);
    }

    private static Cli run(Path props, Path results, String... extra) {
        return Cli.run(append(
                new String[] {"run", props.toString(), "resultDirectory=" + results, "reportIntervalSecs=1"}, extra));
    }

    private static String[] append(String[] first, String... more) {
        String[] all = Arrays.copyOf(first, first.length + more.length);
        System.arraycopy(more, 0, all, first.length, more.length);
        return all;
    }

    /** A fresh account with {@link #PASSWORD}, granted each of {@code grants} (%s: the account). */
    private static void account(TestDatabase db, String user, String... grants) throws Exception {
        try (Connection c = db.connect("");
                Statement s = c.createStatement()) {
            for (String host : List.of("%", "localhost", "127.0.0.1")) {
                String account = "'" + user + "'@'" + host + "'";
                s.execute("DROP USER IF EXISTS " + account);
                s.execute("CREATE USER " + account + " IDENTIFIED BY '" + PASSWORD + "'");
                for (String grant : grants) {
                    s.execute(String.format(grant.trim(), account));
                }
            }
        }
    }

    private static String lastLine(String err) {
        List<String> lines = err.strip().lines().toList();
        return lines.get(lines.size() - 1);
    }

    private static void assertResultsWritten(Path results) throws Exception {
        for (String file : List.of("summary.txt", "summary.json", "report.html", "data/result.csv", "run.properties")) {
            assertTrue(Files.exists(results.resolve(file)), results.resolve(file) + " is written");
        }
        assertTrue(Files.readString(results.resolve("summary.txt")).contains("Term-00, Measured tpmC"));
    }
}
