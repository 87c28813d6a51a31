package io.tpcbench.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tpcbench.cli.Main;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Sweeps over server variables on a real server: each run gets its setting, the old value comes
 * back afterwards (also after Ctrl-C and after a failed betweenRuns), a variable that cannot be
 * swept stops the sweep before any run, and betweenRuns runs before each run.
 */
class SweepServerIT {
    private static final String VAR = "innodb_flush_log_at_trx_commit";

    @TempDir
    static Path dir;

    private static Path props;

    @BeforeAll
    static void build() throws Exception {
        props = TestDatabase.get().built(dir, "it_sweep_srv", 1);
    }

    private static String global(String name) throws Exception {
        try (Connection c = TestDatabase.get().connect("it_sweep_srv")) {
            return TestDatabase.string(c, "SELECT @@GLOBAL." + name);
        }
    }

    private static Subprocess sweep(String... args) throws Exception {
        List<String> all = new ArrayList<>(List.of("sweep", props.toString()));
        all.addAll(List.of(args));
        return Subprocess.start(dir, all.toArray(String[]::new));
    }

    @Test
    void aGridOverAServerVariableSetsEachAndRestoresIt() throws Exception {
        String before = global(VAR);
        Path sweepDir = dir.resolve("grid");
        Subprocess p = sweep(
                "server." + VAR + "=2,0",
                "terminals=1,2",
                "runMins=0.05",
                "reportIntervalSecs=1",
                "sweepDirectory=" + sweepDir);
        assertEquals(Main.OK, p.exitCode(Duration.ofMinutes(3)), p.output());
        String out = p.output();
        assertTrue(out.contains("Sweep run 4 of 4: server." + VAR + "=0 terminals=2"), out);
        assertTrue(out.contains("server: SET GLOBAL " + VAR + " = 2 on "), out);
        assertTrue(out.contains("server: SET GLOBAL " + VAR + " = 0 on "), out);
        assertTrue(out.contains(VAR + " restored to " + before), out);
        assertEquals(before, global(VAR), "the variable is back");
        List<String> csv = Files.readAllLines(sweepDir.resolve("sweep.csv"));
        assertEquals(5, csv.size(), csv.toString());
        assertTrue(csv.get(0).startsWith("server." + VAR + ",terminals,tpmC,"), csv.get(0));
        assertTrue(csv.get(3).startsWith("0,1,"), csv.toString());
        assertTrue(
                out.contains("Sweep restore file: "
                        + dir.toAbsolutePath().normalize().resolve("sweep_restore_")),
                out);
        assertEquals(
                List.of(),
                Files.list(dir)
                        .filter(f -> f.getFileName().toString().startsWith("sweep_restore_"))
                        .toList(),
                "the variables restored, the restore file is removed");
        assertTrue(Files.exists(sweepDir.resolve("04_server." + VAR + "-0_terminals-2/report.html")));
        String page = Files.readString(sweepDir.resolve("sweep.html"));
        assertTrue(page.contains("2 curve(s) of server." + VAR + " (2, 0)"), page);
        assertTrue(Files.exists(sweepDir.resolve("sweep_p90.svg")));
    }

    @Test
    void ctrlCRestoresTheVariable() throws Exception {
        String before = global(VAR);
        Path sweepDir = dir.resolve("interrupted");
        Subprocess p =
                sweep("server." + VAR + "=2,0", "runMins=2", "reportIntervalSecs=1", "sweepDirectory=" + sweepDir);
        p.awaitOutput("tpmTOTAL", Duration.ofMinutes(1));
        assertEquals("2", global(VAR), "set while the run runs");
        p.signal("INT");
        assertEquals(Main.INTERRUPTED, p.exitCode(Duration.ofMinutes(2)), p.output());
        assertTrue(p.output().contains(VAR + " restored to " + before), p.output());
        assertEquals(before, global(VAR));
    }

    @Test
    void aVariableThatCannotBeSweptStopsTheSweepBeforeAnyRun() throws Exception {
        String before = global(VAR);
        Path sweepDir = dir.resolve("refused");
        Subprocess p = sweep(
                "server.version=1,2",
                "server.no_such_variable_x=1",
                "server." + VAR + "=1,7",
                "runMins=0.05",
                "sweepDirectory=" + sweepDir);
        assertEquals(Main.CONFIG, p.exitCode(Duration.ofMinutes(1)), p.output());
        String out = p.output();
        assertTrue(out.contains("server.version is not dynamic"), out);
        assertTrue(out.contains("has no system variable no_such_variable_x"), out);
        assertTrue(out.contains("server." + VAR + "=7 is"), out);
        assertFalse(out.contains("Sweep run 1"), out);
        assertFalse(Files.exists(sweepDir), "nothing is created");
        assertEquals(before, global(VAR), "the values tried are undone");
    }

    @Test
    void betweenRunsRunsBeforeEachRunAndItsFailureStopsTheSweep() throws Exception {
        String before = global(VAR);
        Path marks = dir.resolve("marks.txt");
        Path sweepDir = dir.resolve("between");
        Subprocess p = sweep(
                "server." + VAR + "=2,0,1",
                "runMins=0.05",
                "reportIntervalSecs=1",
                "sweepDirectory=" + sweepDir,
                "betweenRuns=echo \"run $TPCBENCH_SWEEP_RUN: $TPCBENCH_SWEEP_POINT\" >> " + marks
                        + "; echo restarting; test $TPCBENCH_SWEEP_RUN -lt 3");
        assertEquals(Main.CONFIG, p.exitCode(Duration.ofMinutes(3)), p.output());
        String out = p.output();
        assertEquals(
                List.of("run 1: server." + VAR + "=2", "run 2: server." + VAR + "=0", "run 3: server." + VAR + "=1"),
                Files.readAllLines(marks));
        assertTrue(out.contains("betweenRuns: restarting"), out);
        assertTrue(out.contains("failed with exit code 1 before run 3 of 3; the sweep stops"), out);
        assertTrue(out.contains("Its last output: restarting"), out);
        assertEquals(3, Files.readAllLines(sweepDir.resolve("sweep.csv")).size(), "two runs done");
        assertTrue(Files.readString(sweepDir.resolve("between_runs.log")).contains("== exit 1"));
        assertEquals(before, global(VAR));
    }
}
