package io.tpcbench.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tpcbench.cli.Main;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Ctrl-C during a sweep: the current run's results and the curve so far are written, no further run starts. */
class SweepInterruptIT {
    @TempDir
    Path dir;

    @Test
    void ctrlCKeepsTheRunInProgressAndTheCurve() throws Exception {
        Path props = TestDatabase.get().built(dir, "it_sweep_int", 1);
        Path sweepDir = dir.resolve("sweep");
        Subprocess p = Subprocess.start(
                dir,
                "sweep",
                props.toString(),
                "terminals=2,4,6",
                "runMins=2",
                "reportIntervalSecs=1",
                "sweepDirectory=" + sweepDir);
        p.awaitOutput("Sweep run 1 of 3: terminals=2", Duration.ofMinutes(1));
        p.awaitOutput("tpmTOTAL", Duration.ofMinutes(1));
        p.signal("INT");
        assertEquals(Main.INTERRUPTED, p.exitCode(Duration.ofMinutes(2)), p.output());
        String out = p.output();
        assertTrue(out.contains("Sweep interrupted after 1 of 3 runs"), out);
        assertFalse(out.contains("Sweep run 2 of 3"), out);
        List<String> csv = Files.readAllLines(sweepDir.resolve("sweep.csv"));
        assertEquals(2, csv.size(), csv.toString());
        assertTrue(
                csv.get(1).startsWith("2,") && csv.get(1).contains(",true,"), "the run is marked interrupted: " + csv);
        assertTrue(Files.exists(sweepDir.resolve("sweep.html")));
        assertTrue(Files.exists(sweepDir.resolve("01_terminals-2/report.html")));
        assertTrue(Files.readString(sweepDir.resolve("01_terminals-2/summary.json"))
                .contains("\"interrupted\": true"));
        assertEquals(Main.OK, Cli.run("check", props.toString()).exitCode);
    }
}
