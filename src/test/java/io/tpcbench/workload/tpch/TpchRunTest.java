package io.tpcbench.workload.tpch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tpcbench.metrics.LatencyTotals;
import io.tpcbench.metrics.RunStats;
import io.tpcbench.metrics.StatsTally;
import io.tpcbench.workload.Interval;
import io.tpcbench.workload.SummaryPart;
import io.tpcbench.workload.Work;
import io.tpcbench.workload.WorkSource;
import java.sql.SQLTimeoutException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** A query's seconds are the time the engine hands over when it ends: one clock for its line, its table and its histogram. */
class TpchRunTest {
    private final List<String> lines = new ArrayList<>();
    private final TpchRun run = new TpchRun(
            new TpchOptions(1, TpchOptions.Test.POWER, 1, OptionalLong.of(7), false, 10, 0, false, false, 100, "", 0),
            1,
            7,
            1,
            lines::add,
            Optional.empty());

    private static Interval at(double elapsedSecs) {
        return new Interval(List.of(), List.of(), List.of(), 1, elapsedSecs, 0, 0, 0);
    }

    @Test
    void theEnginesTimeIsTheQuerysSecondsAndARunningQueryIsShown() {
        WorkSource stream = run.terminal(0, new SplittableRandom(1), w -> {});
        QueryWork first = (QueryWork) stream.next();
        assertTrue(
                run.intervalLine(at(1))
                        .text()
                        .contains("| running: terminal 1 "
                                + TpchKind.of(first.query().number()) + " for "),
                run.intervalLine(at(1)).text());
        run.committed(first, new QueryWork.Outcome(first.query(), 0, 0, 3, List.of()), 2_500_000_000L);
        assertEquals(
                "[    1s] 1 of 22 queries done, 0 failed",
                run.intervalLine(at(1)).text());
        assertEquals(
                String.format(
                        "%s  stream 0 (1/22)       2.50 s  3 row(s)",
                        TpchKind.of(first.query().number())),
                lines.get(0));
        Work second = stream.next();
        run.failed(second, new SQLTimeoutException("cancelled"), 10_000_000_000L);
        assertTrue(lines.get(1).endsWith("10.00 s  TIMED OUT (queryTimeoutSecs=10)"), lines.get(1));
        RunStats stats = new RunStats(List.of(TpchKind.values()));
        SummaryPart part = run.summaryPart(null, new StatsTally(stats, new LatencyTotals(stats), 12.5, 1, null));
        List<String> block = part.text().block();
        assertTrue(
                block.stream().anyMatch(l -> l.endsWith("2.50   (1 of 22 queries completed, 1 timed out)")),
                block.toString());
        assertEquals(2.5, part.figures().get(TpchKind.of(first.query().number()).name()), 1e-9);
        assertEquals(1.0, part.figures().get("queriesTimedOut"));
    }
}
