package io.tpcbench.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tpcbench.cli.Main;
import io.tpcbench.cli.WorkloadParts;
import io.tpcbench.report.RunResult;
import io.tpcbench.report.RunSummary;
import io.tpcbench.workload.TypeLine;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.Statement;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A short run keeps the server's state: its variables at the start, the change of its status over
 * the window (non-zero and sane against the driver's own counts), the samples the report charts,
 * and late transactions in the interval lines and the summary; a comparison names the server
 * variable that differs between two runs.
 */
class ServerStateIT {
    @TempDir
    Path dir;

    @Test
    void aRunRecordsTheServersStateAndLateTransactions() throws Exception {
        Path props = TestDatabase.get().built(dir, "it_server_state", 1);
        Path first = dir.resolve("first");
        // a 1 ms limit makes most transactions late
        Subprocess run = Subprocess.start(
                dir,
                "run",
                props.toString(),
                "terminals=2",
                "runMins=0.1",
                "reportIntervalSecs=1",
                "responseTimeLimitSecs=0.001",
                "resultDirectory=" + first);
        assertEquals(Main.OK, run.exitCode(Duration.ofMinutes(2)), run.output());
        assertTrue(run.output().matches("(?s).*\\[\\s*\\d+s\\] .*\\| late NO \\d+.*"), run.output());

        RunSummary s = RunResult.read(new WorkloadParts(), first).summary();
        TypeLine newOrder = s.types().get(0);
        assertEquals(1.0, newOrder.lateAfterMs(), 1e-9);
        assertTrue(newOrder.late() > 0 && newOrder.late() <= newOrder.completed(), newOrder.toString());
        assertTrue(Files.readString(first.resolve("summary.txt")).contains("Late: "), "the summary says what late is");

        RunSummary.ServerState st = s.server().state();
        long txns = s.transactionCount();
        assertTrue(txns > 50, "a run: " + txns);
        assertTrue(st.counters().get("Questions") >= txns, "at least a statement per transaction: " + st);
        // MariaDB: each statement, of a text, a compound statement or a procedure, and not the
        // compound statement or CALL itself
        assertEquals(
                s.server().statements(),
                st.counters().get("Queries")
                        - st.counters().get("Com_compound_sql")
                        - st.counters().get("Com_call_procedure"));
        assertTrue(
                st.counters().get("Com_compound_sql") > 0,
                "New-Order, Payment and Delivery write in compound statements");
        assertTrue(st.counters().get("Handler_commit") >= txns / 2, "commits: " + st);
        // TPC-C writes about 12 rows per New-Order and 4 per Payment: between 5 and 30 on average
        assertTrue(st.rowsWrittenPerTxn() > 5 && st.rowsWrittenPerTxn() < 30, "rows written per transaction: " + st);
        assertTrue(st.rowsReadPerTxn() > 1, "rows read: " + st);
        assertTrue(st.bufferPoolHitPct() > 50 && st.bufferPoolHitPct() <= 100, "hit ratio: " + st);
        assertTrue(st.bufferPoolBytes() > 0 && st.dataBytes() > 10_000_000, "sizes: " + st);
        assertEquals(st.dataBytes() <= st.bufferPoolBytes() ? "yes" : "no", st.dataFitsInMemory());
        assertTrue(st.threadsConnected() >= 2, "the terminals' connections: " + st);

        assertTrue(Files.readAllLines(first.resolve("data/server_variables.csv")).stream()
                .anyMatch(l -> l.equals("innodb_buffer_pool_size," + st.bufferPoolBytes())));
        List<String> status = Files.readAllLines(first.resolve("data/server_status.csv"));
        assertEquals("name,start,end,change", status.get(0));
        assertEquals(
                s.server().statements(),
                change(status, "Queries") - change(status, "Com_compound_sql") - change(status, "Com_call_procedure"),
                status.toString());
        List<String> samples = Files.readAllLines(first.resolve("data/server_status_intervals.csv"));
        assertTrue(samples.size() >= 4, "a sample per second: " + samples);
        assertTrue(
                Files.exists(first.resolve("charts/server_rows.svg"))
                        && Files.exists(first.resolve("charts/server_threads.svg")),
                "the report charts them");

        String before;
        try (Connection c = TestDatabase.get().connect("it_server_state");
                Statement st2 = c.createStatement()) {
            before = TestDatabase.string(c, "SELECT @@GLOBAL.innodb_flush_log_at_trx_commit");
            st2.execute("SET GLOBAL innodb_flush_log_at_trx_commit = " + (before.equals("2") ? "1" : "2"));
        }
        Path second = dir.resolve("second");
        try {
            assertEquals(
                    Main.OK,
                    Cli.run("run", props.toString(), "terminals=2", "runMins=0.05", "resultDirectory=" + second)
                            .exitCode);
        } finally {
            try (Connection c = TestDatabase.get().connect("it_server_state");
                    Statement st2 = c.createStatement()) {
                st2.execute("SET GLOBAL innodb_flush_log_at_trx_commit = " + before);
            }
        }
        Subprocess compare = Subprocess.start(
                dir, "compare", first.toString(), second.toString(), "output=" + dir.resolve("compare.html"));
        assertEquals(Main.OK, compare.exitCode(Duration.ofMinutes(1)), compare.output());
        assertTrue(
                compare.output().contains("Server variable innodb_flush_log_at_trx_commit differs: " + before + " / "),
                compare.output());
        String page = Files.readString(dir.resolve("compare.html"));
        assertTrue(page.contains("Server variables that differ") && page.contains("innodb_flush_log_at_trx_commit"));
    }

    /** The change of counter {@code name} in data/server_status.csv (name,start,end,change). */
    private static long change(List<String> status, String name) {
        return status.stream()
                .filter(l -> l.startsWith(name + ","))
                .mapToLong(l -> Long.parseLong(l.substring(l.lastIndexOf(',') + 1)))
                .findFirst()
                .orElseThrow();
    }
}
