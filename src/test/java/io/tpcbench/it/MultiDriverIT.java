package io.tpcbench.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tpcbench.cli.Main;
import io.tpcbench.cli.WorkloadParts;
import io.tpcbench.report.RunResult;
import io.tpcbench.report.RunSummary;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.parallel.ResourceLock;

/**
 * A driver's agreed start time (startAt) refused once passed, and a driver started inside its
 * warm-up. Two drivers of one measurement merged: {@link TpccIT}'s merge step.
 */
// not beside the servers' lane (it.Lanes): its drivers' windows start within 250 ms of one another
@ResourceLock(Lanes.OWN_SERVERS)
class MultiDriverIT {
    @TempDir
    Path dir;

    @Test
    void aStartTimeAlreadyPassedIsRefusedBeforeAnythingIsWritten() throws Exception {
        TestDatabase db = TestDatabase.get();
        Path props = db.built(dir, "it_multi_late", 1);
        Cli run = Cli.run(
                "run",
                props.toString(),
                "runMins=0.1",
                "startAt=2020-01-01T00:00:00Z",
                "resultDirectory=" + dir.resolve("late"));
        assertEquals(Main.CONFIG, run.exitCode, run.err);
        assertTrue(run.err.contains("startAt=2020-01-01T00:00:00Z was "), run.err);
        assertFalse(Files.exists(dir.resolve("late")), "no result directory");
    }

    @Test
    void aDriverStartedInsideItsWarmUpWarmsUpLessAndStillMeasuresFromStartAt() throws Exception {
        TestDatabase db = TestDatabase.get();
        Path props = db.built(dir, "it_multi_short", 1);
        Instant startAt = Instant.now().plusSeconds(12).truncatedTo(ChronoUnit.SECONDS);
        Subprocess late = Subprocess.start(
                dir,
                "run",
                props.toString(),
                "terminals=2",
                "runMins=0.05",
                "rampupMins=1",
                "startAt=" + startAt,
                "resultDirectory=" + dir.resolve("late"));
        assertEquals(Main.OK, late.exitCode(Duration.ofMinutes(1)), late.output());
        assertTrue(
                late.output().contains("startAt=" + startAt + ": this driver started late, its warm-up is "),
                late.output());
        RunSummary s = RunResult.read(new WorkloadParts(), dir.resolve("late")).summary();
        assertTrue(
                Math.abs(s.window().startEpochMillis() - startAt.toEpochMilli()) < 250,
                "the window starts at startAt: "
                        + Instant.ofEpochMilli(s.window().startEpochMillis()));
        assertTrue(
                s.window().startSecs() > 1,
                "some warm-up remained: " + s.window().startSecs());
    }
}
