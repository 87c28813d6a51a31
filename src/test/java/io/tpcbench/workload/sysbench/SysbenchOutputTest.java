package io.tpcbench.workload.sysbench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tpcbench.config.TypedProps;
import io.tpcbench.workload.Interval;
import io.tpcbench.workload.IntervalLine;
import io.tpcbench.workload.TerminalSpread;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.IntPredicate;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

/** The interval line and the closing block in sysbench 1.0.20's format (db_driver.c, sysbench.c). */
class SysbenchOutputTest {
    private static final SysbenchOptions DEFAULTS = SysbenchOptions.of(Map.of());

    @Test
    void theClosingBlockIsSysbenchsLineForLine() {
        Histogram h = new Histogram(3_600_000_000L, 3);
        for (int i = 1; i <= 100; i++) {
            h.recordValue(i * 100L); // 0.1 .. 10 ms
        }
        List<String> l = SbReport.lines(
                95, 100, 1400, 400, 200, 6, 0, 2.0, 2.0, h, new TerminalSpread(49, 51, 50, 1, 0.2525, 0.01), 2, false);
        assertEquals("SQL statistics:", l.get(0));
        assertEquals("        read:                            1400", l.get(2));
        assertEquals("        total:                           2000", l.get(5));
        assertEquals("    transactions:                        100    (50.00 per sec.)", l.get(6));
        assertEquals("    queries:                             2000   (1000.00 per sec.)", l.get(7));
        assertEquals("    ignored errors:                      6      (3.00 per sec.)", l.get(8));
        assertEquals("    total time:                          2.0000s", l.get(12));
        assertEquals("    total number of events:              100", l.get(13));
        assertEquals("         min:                                    0.10", l.get(16));
        assertEquals("         95th percentile:                        9.50", l.get(19));
        assertEquals("         sum:                                  505.00", l.get(20));
        assertEquals("    events (avg/stddev):           50.0000/1.00", l.get(23));
        assertEquals("         avg:                                    5.05", l.get(17));
        assertEquals("    execution time (avg/stddev):   0.2525/0.01", l.get(24));
    }

    /**
     * --report-checkpoints: a checkpoint's block is the closing block of its period, headed as
     * sysbench heads it, its rates over the period and its total time since the start (sysbench's
     * "[ 4s ] Checkpoint report:" with "total time: 4.0002s" and 135092 events at 67546.87 per sec.).
     */
    @Test
    void aCheckpointIsTheClosingBlockOfItsPeriod() {
        SbCheckpoints c =
                new SbCheckpoints(List.of(2, 4), 2, SysbenchOptions.of(Map.of()), line -> {}, Path.of("unused"));
        Histogram h = new Histogram(3_600_000_000L, 3);
        h.recordValueWithCount(30, 135_092);
        String block =
                c.block(4.0002, 2.0, new long[] {135_092, 0, 0, 0, 0}, h, new long[] {67_312, 67_780}, new double[] {
                    1.9886, 1.9886
                });
        List<String> l = List.of(block.split("\n", -1));
        assertEquals("[ 4s ] Checkpoint report:", l.get(0));
        assertEquals("SQL statistics:", l.get(1));
        assertEquals("    transactions:                        135092 (67546.00 per sec.)", l.get(7));
        assertEquals("    total time:                          4.0002s", l.get(13));
        assertEquals("    events (avg/stddev):           67546.0000/234.00", l.get(24));
        assertEquals("", l.getLast());
    }

    /**
     * histogram=on: sysbench's block before the closing one (1,024 logarithmic buckets from 0.001
     * to 100,000 ms; sb_histogram_print's rows); percentile=0: its "disabled" line.
     */
    @Test
    void theHistogramAndPercentileZeroAreSysbenchs() {
        Histogram h = new Histogram(3_600_000_000L, 3);
        h.recordValueWithCount(10_000, 4); // 10 ms: bucket 512, printed 10.090
        h.recordValueWithCount(20_000, 2); // 20 ms: bucket 550, printed 20.002
        h.recordValue(500); // 0.5 ms: bucket 345, printed 0.499
        List<String> l =
                SbReport.lines(0, 7, 0, 0, 0, 0, 0, 1.0, 1.0, h, new TerminalSpread(7, 7, 7, 0, 0.1, 0), 1, true);
        assertEquals(
                List.of(
                        "Latency histogram (values are in milliseconds)",
                        "       value  ------------- distribution ------------- count",
                        "       0.499 |**********                               1",
                        "      10.090 |**************************************** 4",
                        "      20.002 |********************                     2",
                        " ",
                        "SQL statistics:"),
                l.subList(0, 7));
        assertTrue(l.contains("         percentile stats:               disabled"), l.toString());
        assertEquals(0, SbHistogram.bucket(0.001));
        assertEquals(SbHistogram.SIZE - 1, SbHistogram.bucket(1e5));
        assertEquals(SbHistogram.SIZE - 1, SbHistogram.bucket(1e9));
        assertEquals(0.001, SbHistogram.value(0), 1e-12);
        List<String> problems = new ArrayList<>();
        SysbenchOptions.of(
                new TypedProps(Map.of("histogram", "on", "percentile", "0"), SysbenchOptions.KEYS, problems), problems);
        assertEquals(
                List.of("histogram=on cannot be used with percentile=0 (as sysbench's --histogram with"
                        + " --percentile=0)"),
                problems);
    }

    @Test
    void theIntervalLineIsSysbenchs() {
        SbRun run = new SbRun(Script.OLTP_READ_WRITE, DEFAULTS, 8);
        Histogram h = new Histogram(3_600_000_000L, 3);
        for (int i = 0; i < 20; i++) {
            h.recordValue(2000);
            run.completedInWindow(Script.OLTP_READ_WRITE.kind(), new SbEvent.Counts(14, 4, 2));
        }
        IntervalLine interval = run.intervalLine(
                new Interval(List.of(Script.OLTP_READ_WRITE.kind()), List.of(h), List.of(0L), 2.0, 10.2, 0, 3, 0));
        String line = interval.text();
        assertTrue(
                line.matches("\\[ 10s \\] thds: 8 tps: 10\\.00 qps: 200\\.00 \\(r/w/o: 140\\.00/40\\.00/20\\.00\\)"
                        + " lat \\(ms,95%\\): 2\\.00 err/s: 1\\.50 reconn/s: 0\\.00"),
                line);
        // intervals.jsonl's figures are the printed numbers, each with how drivers' lines merge
        assertEquals(
                Map.of(
                        "threads", 8.0,
                        "tps", 10.0,
                        "qps", 200.0,
                        "readsPerSec", 140.0,
                        "writesPerSec", 40.0,
                        "otherPerSec", 20.0,
                        "latencyMs", 2.0,
                        "errorsPerSec", 1.5,
                        "reconnectsPerSec", 0.0),
                interval.figures());
        assertEquals(
                "p95 " + Script.OLTP_READ_WRITE.kind().name(), interval.merge().get("latencyMs"));
        assertEquals("sum", interval.merge().get("tps"));
        String late = run.intervalLine(new Interval(
                        List.of(Script.OLTP_READ_WRITE.kind()), List.of(h), List.of(2L), 2.0, 12.2, 0, 3, 0))
                .text();
        assertTrue(
                late.endsWith(" reconn/s: 0.00 | late "
                        + Script.OLTP_READ_WRITE.kind().shortName() + " 2"),
                late);
    }

    @Test
    void ignoredErrorsAreRetriedAndOthersAreNot() {
        IntPredicate defaults = new SbRun(Script.OLTP_READ_WRITE, DEFAULTS, 1).alsoRetried();
        assertTrue(defaults.test(1213) && defaults.test(1020) && defaults.test(1205));
        assertTrue(!defaults.test(1062), "a duplicate key is not in sysbench's default list");
        IntPredicate all = new SbRun(
                        Script.OLTP_READ_WRITE, SysbenchOptions.of(Map.of("mysql_ignore_errors", "all")), 1)
                .alsoRetried();
        assertTrue(all.test(1062) && all.test(9007));
        assertTrue(!all.test(0), "a lost connection has no code: it is the engine's to reconnect");
        IntPredicate none = new SbRun(Script.OLTP_READ_WRITE, SysbenchOptions.of(Map.of("mysql_ignore_errors", "")), 1)
                .alsoRetried();
        assertTrue(!none.test(1020));
    }

    @Test
    void theStatementsOfTheRandomScriptsFollowTheirOptions() {
        assertEquals("SELECT id, k, c, pad FROM sbtest1 WHERE k IN (?, ?, ?)", SbStatements.randomPoints(3));
        assertEquals(
                "SELECT count(k) FROM sbtest1 WHERE k BETWEEN ? AND ? OR k BETWEEN ? AND ?",
                SbStatements.randomRanges(2));
    }
}
