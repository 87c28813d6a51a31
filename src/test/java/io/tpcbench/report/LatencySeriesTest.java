package io.tpcbench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramLogWriter;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Latency logs read back as the report draws them: intervals clipped to the window, the total exact. */
class LatencySeriesTest {
    private static final long SESSION = 1_700_000_000_000L;

    @TempDir
    Path dir;

    private static Histogram interval(long startMillis, long endMillis, long... micros) {
        Histogram h = new Histogram(3_600_000_000L, 3);
        for (long m : micros) {
            h.recordValue(m);
        }
        h.setStartTimeStamp(startMillis);
        h.setEndTimeStamp(endMillis);
        return h;
    }

    @Test
    void intervalsAreClippedToTheWindowAndSliversLeftOutOfTheSeriesOnly() throws Exception {
        Path log = dir.resolve("latency_NEW_ORDER.hlog");
        try (PrintStream ps = new PrintStream(log.toFile())) {
            HistogramLogWriter w = new HistogramLogWriter(ps);
            w.outputStartTime(SESSION);
            w.setBaseTime(SESSION);
            w.outputLogFormatVersion();
            w.outputLegend();
            w.outputIntervalHistogram(interval(SESSION, SESSION + 10_000)); // warm-up: empty
            w.outputIntervalHistogram(
                    interval(SESSION + 10_000, SESSION + 20_000, 1000, 2000, 3000)); // window from 15 s
            w.outputIntervalHistogram(interval(SESSION + 20_000, SESSION + 30_000)); // a stall: empty
            w.outputIntervalHistogram(
                    interval(SESSION + 30_000, SESSION + 40_000, 5000, 5000)); // window ends at 30.5 s
        }
        RunSummary.Window window = new RunSummary.Window(SESSION, SESSION + 15_000, SESSION + 30_500);
        LatencySeries s = LatencySeries.read(log, window);

        assertEquals(2, s.points().size(), "the warm-up interval and the 0.5 s sliver at the end are not plotted");
        LatencySeries.Point first = s.points().get(0);
        assertEquals(15.0, first.startSecs(), 1e-9);
        assertEquals(20.0, first.endSecs(), 1e-9);
        assertEquals(
                3 * 60 / 5.0, first.perMinute(), 1e-9, "3 transactions in the 5 s the interval overlaps the window");
        assertEquals(2.0, first.p50Ms(), 0.01);
        assertEquals(3.0, first.p99Ms(), 0.01);
        LatencySeries.Point stall = s.points().get(1);
        assertEquals(0, stall.count(), "an empty interval is a zero, not a gap in time");
        assertEquals(List.of(5L, 3L), List.of(s.total().getTotalCount(), (long) first.count()));
    }

    @Test
    void aMissingLogIsAnEmptySeries() {
        LatencySeries s =
                LatencySeries.read(dir.resolve("latency_DELIVERY_BG.hlog"), new RunSummary.Window(0, 0, 1000));
        assertEquals(0, s.total().getTotalCount());
        assertEquals(List.of(), s.points());
    }
}
