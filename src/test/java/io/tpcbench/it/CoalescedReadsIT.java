package io.tpcbench.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tpcbench.db.CoalescingSocketFactory;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Properties;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.ResourceLock;

/**
 * coalesceReads' sockets ({@link CoalescingSocketFactory}) on a real server: a multi-statement
 * text's answer is read whole and right, an error in the middle of a text ends it as at once as
 * without them, and the thread reading the answer of a text whose results come one by one is
 * woken fewer times (voluntary context switches of the thread, from /proc).
 */
// not beside the servers' lane (it.Lanes): it counts the reading thread's context switches
@ResourceLock(Lanes.OWN_SERVERS)
class CoalescedReadsIT {
    private static final int RESULTS = 10;
    /** Ten results 2 ms apart: the server flushes each one as its statement ends. */
    private static final String TEN = IntStream.rangeClosed(1, RESULTS)
            .mapToObj(i -> "SELECT SLEEP(0.002) + " + i)
            .collect(Collectors.joining("; "));

    private static Connection connect(boolean coalesce) throws SQLException {
        TestDatabase db = TestDatabase.get();
        Properties p = new Properties();
        p.setProperty("user", db.user);
        p.setProperty("password", db.password);
        p.setProperty("allowMultiQueries", "true");
        if (coalesce) {
            p.setProperty("socketFactory", CoalescingSocketFactory.class.getName());
        }
        return DriverManager.getConnection(db.url(""), p);
    }

    /** Runs {@link #TEN} and checks every result. */
    private static void runTen(Statement st) throws SQLException {
        boolean results = st.execute(TEN);
        for (int i = 1; i <= RESULTS; i++) {
            assertTrue(results, "result " + i);
            try (ResultSet rs = st.getResultSet()) {
                assertTrue(rs.next());
                assertEquals(i, rs.getInt(1));
                assertFalse(rs.next());
            }
            results = st.getMoreResults();
        }
        assertFalse(results);
        assertEquals(-1, st.getUpdateCount());
    }

    private static long voluntarySwitches() throws IOException {
        return Files.readAllLines(Path.of("/proc/thread-self/status")).stream()
                .filter(l -> l.startsWith("voluntary_ctxt_switches:"))
                .mapToLong(l -> Long.parseLong(l.substring(l.indexOf(':') + 1).trim()))
                .findFirst()
                .orElseThrow();
    }

    /** The thread's voluntary context switches per execution of {@link #TEN}, after a warm-up. */
    private static double switchesPerText(boolean coalesce) throws Exception {
        try (Connection c = connect(coalesce);
                Statement st = c.createStatement()) {
            // a shape's first 16 answers are read at once, to count their pieces
            for (int i = 0; i < 20; i++) {
                runTen(st);
            }
            int n = 30;
            long before = voluntarySwitches();
            for (int i = 0; i < n; i++) {
                runTen(st);
            }
            return (voluntarySwitches() - before) / (double) n;
        }
    }

    @Test
    void aTextWhoseResultsComeOneByOneWakesTheReaderFewerTimes() throws Exception {
        double off = switchesPerText(false);
        double on = switchesPerText(true);
        double offAgain = switchesPerText(false);
        double onAgain = switchesPerText(true);
        String figures =
                "context switches per text: plain " + off + ", " + offAgain + "; coalesced " + on + ", " + onAgain;
        System.out.println(figures);
        assertTrue(Math.min(off, offAgain) >= RESULTS * 0.8, "each result wakes the plain socket's reader: " + figures);
        assertTrue(Math.max(on, onAgain) <= 0.75 * Math.min(off, offAgain), figures);
    }

    @Test
    void anErrorInTheMiddleOfATextEndsItAtOnceOnceItsShapeIsKnown() throws Exception {
        try (Connection c = connect(true);
                Statement st = c.createStatement()) {
            st.execute("CREATE DATABASE IF NOT EXISTS it_coalesced_reads");
            st.execute("CREATE TABLE IF NOT EXISTS it_coalesced_reads.t (k INT PRIMARY KEY)");
            String text = "SELECT SLEEP(0.05); SELECT k FROM it_coalesced_reads.%s; SELECT SLEEP(%s)";
            for (int i = 0; i < 20; i++) {
                st.execute(text.formatted("t", "0.05"));
                while (st.getMoreResults() || st.getUpdateCount() != -1) {
                    // every result read
                }
            }
            // the same shape: known to take 100 ms, so the first read waits 60; the error comes at 50
            long start = System.nanoTime();
            SQLException e = assertThrows(SQLException.class, () -> st.execute(text.formatted("missing", "0.05")));
            long millis = (System.nanoTime() - start) / 1_000_000;
            assertEquals(1146, e.getErrorCode(), e.getMessage());
            assertTrue(millis < 1_000, "the error took " + millis + " ms");
            try (ResultSet rs = st.executeQuery("SELECT 7")) {
                assertTrue(rs.next());
                assertEquals(7, rs.getInt(1), "the connection goes on after the error");
            }
            st.execute("DROP DATABASE it_coalesced_reads");
        }
    }
}
