package io.tpcbench.it;

import static io.tpcbench.it.SummaryFigures.figure;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.HashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** sysbench's statements as SysbenchIT counts them: the run's summary against sysbench's per event and the server's counters. */
final class SysbenchStatements {
    private SysbenchStatements() {}

    /** The run's counts against sysbench's per event (reads -1: oltp_delete's) and against the server's counters. */
    static void assertSysbenchsStatements(
            String script,
            long events,
            int reads,
            int writes,
            int other,
            Path results,
            Map<String, Long> before,
            Map<String, Long> after)
            throws Exception {
        String json = Files.readString(results.resolve("summary.json"));
        assertEquals(events, (long) figure(json, "transactions"), json);
        assertEquals(0, sumOf(json, "failed"), json);
        long r = (long) figure(json, "reads");
        long w = (long) figure(json, "writes");
        long o = (long) figure(json, "other");
        long retried = sumOf(json, "retried"); // per type, endpoint and error code: 0 or not is what counts
        if (reads >= 0 && retried == 0) {
            assertEquals(reads * events, r, script + " reads");
            assertEquals(writes * events, w, script + " writes");
            assertEquals(other * events, o, script + " other");
        } else if (reads >= 0) {
            // an event run again after a deadlock: the failed attempt's statements count too, as sysbench's
            assertTrue(
                    r >= reads * events && w >= writes * events && o >= other * events,
                    script + ": " + r + "/" + w + "/" + o + " after retries");
        } else {
            assertEquals(0, r, "oltp_delete reads nothing");
            assertEquals(events, w + o, "oltp_delete: one DELETE per event, a write when it found its row");
            assertTrue(w > 0, "the first deletes find their rows");
        }
        // the server's own counters agree: its SELECTs are our reads (and the run's own few: probes, status readings of
        // its
        // status), its INSERTs, UPDATEs and DELETEs our writes (and oltp_delete's deletes of gone rows,
        // which count as other), its BEGINs and COMMITs the rest of other
        long selects = delta(before, after, "Com_select");
        assertTrue(selects >= r && selects <= r + 40, "Com_select " + selects + " vs " + r + " reads");
        long changes = delta(before, after, "Com_insert")
                + delta(before, after, "Com_update")
                + delta(before, after, "Com_delete");
        long transactionEnds = delta(before, after, "Com_begin") + delta(before, after, "Com_commit");
        // a statement that failed with an ignored error (a deadlock) is the server's, not a read,
        // write or other of ours, as in sysbench: each retry followed one such statement
        long failedStatements = 0;
        for (JsonNode e : new ObjectMapper().readTree(json).get("faults").get("errors")) {
            failedStatements += e.get("retried").asLong();
        }
        if (reads >= 0) {
            assertTrue(
                    changes >= w && changes <= w + failedStatements,
                    "INSERT, UPDATE and DELETE statements: " + changes + " for " + w + " writes and " + failedStatements
                            + " failed statements");
            assertTrue(
                    transactionEnds >= o && transactionEnds <= o + failedStatements,
                    "BEGIN and COMMIT: " + transactionEnds + " for " + o + " other");
        } else {
            assertTrue(changes >= events && changes <= events + failedStatements, "one DELETE per event: " + changes);
        }
        String text = Files.readString(results.resolve("summary.txt"));
        assertTrue(
                text.contains("SQL statistics:\n    queries performed:\n        read:                            " + r
                        + "\n"),
                text);
        assertTrue(text.contains(String.format("    transactions:                        %-6d (", events)), text);
        assertTrue(Files.exists(results.resolve("data/latency_EVENT.hlog")));
        assertTrue(Files.exists(results.resolve("report.html")));
    }

    /** The server's statement counters (Com_select, Com_update, ...), read on a connection of the test's own. */
    static Map<String, Long> comCounters(String db) throws Exception {
        Map<String, Long> m = new HashMap<>();
        try (Connection c = TestDatabase.get().connect(db);
                Statement s = c.createStatement();
                ResultSet rs = s.executeQuery(
                        "SHOW GLOBAL STATUS WHERE Variable_name IN ('Com_select',"
                                + " 'Com_insert', 'Com_update', 'Com_delete', 'Com_begin', 'Com_commit', 'Com_stmt_execute')")) {
            while (rs.next()) {
                m.put(rs.getString(1), rs.getLong(2));
            }
        }
        return m;
    }

    static long delta(Map<String, Long> before, Map<String, Long> after, String key) {
        return after.get(key) - before.get(key);
    }

    static long sumOf(String json, String key) {
        Matcher m = Pattern.compile("\"" + key + "\" ?: ?([0-9]+)").matcher(json);
        long sum = 0;
        while (m.find()) {
            sum += Long.parseLong(m.group(1));
        }
        return sum;
    }
}
