package io.tpcbench.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tpcbench.cli.Main;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.time.Duration;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A sweep killed with SIGKILL leaves its SET GLOBAL values on the server and its restore file
 * beside the sweep directories: the next sweep of that server refuses to start, naming the file,
 * what it restores and the two ways out, instead of taking the killed sweep's values for the
 * originals; once the file is applied with runSQL, the next sweep starts and restores the true
 * originals.
 */
class SweepKilledIT {
    private static final String VAR = "innodb_flush_log_at_trx_commit";
    private static final Pattern NAMED = Pattern.compile("Sweep restore file: (\\S+\\.sql) ");

    @TempDir
    Path dir;

    private static String global() throws Exception {
        try (Connection c = TestDatabase.get().connect("it_sweep_kill")) {
            return TestDatabase.string(c, "SELECT @@GLOBAL." + VAR);
        }
    }

    @Test
    void aKilledSweepsRestoreFileStopsTheNextSweepUntilItIsApplied() throws Exception {
        Path props = TestDatabase.get().built(dir, "it_sweep_kill", 1);
        String before = global();
        String other = before.equals("2") ? "0" : "2";
        Subprocess killed = Subprocess.start(
                dir,
                "sweep",
                props.toString(),
                "server." + VAR + "=" + other + ",1",
                "runMins=2",
                "reportIntervalSecs=1",
                "sweepDirectory=" + dir.resolve("killed"));
        killed.awaitOutput("tpmTOTAL", Duration.ofMinutes(1));
        Matcher named = NAMED.matcher(killed.output());
        assertTrue(named.find(), "the console names the restore file at the start: " + killed.output());
        Path file = Path.of(named.group(1));
        assertEquals(dir.toRealPath(), file.getParent().toRealPath(), "beside the sweep directories");
        killed.signal("KILL");
        killed.exitCode(Duration.ofMinutes(1));
        assertEquals(other, global(), "SIGKILL leaves the sweep's value");
        assertTrue(Files.readString(file).contains("SET GLOBAL " + VAR + " = " + before + ";"), Files.readString(file));

        Subprocess refused = Subprocess.start(
                dir,
                "sweep",
                props.toString(),
                "server." + VAR + "=1",
                "runMins=0.05",
                "sweepDirectory=" + dir.resolve("refused"));
        assertEquals(Main.CONFIG, refused.exitCode(Duration.ofMinutes(1)), refused.output());
        String out = refused.output();
        assertTrue(out.contains("an earlier sweep did not restore the server variables of "), out);
        assertTrue(
                out.contains(file + " would restore: SET GLOBAL " + VAR + " = " + before + "; and the server has " + VAR
                        + " = " + other + " (" + before + " wanted)"),
                out);
        assertTrue(out.contains("Apply the file: run/runSQL.sh " + props + " " + file), out);
        assertTrue(out.contains("set it aside: mv " + file + " " + file + ".set-aside"), out);
        assertFalse(Files.exists(dir.resolve("refused")), "no run");
        assertEquals(other, global(), "nothing touched");

        assertEquals(Main.OK, Cli.run("sql", props.toString(), file.toString()).exitCode);
        assertEquals(before, global(), "runSQL applied the file");

        Subprocess next = Subprocess.start(
                dir,
                "sweep",
                props.toString(),
                "server." + VAR + "=" + other,
                "runMins=0.05",
                "reportIntervalSecs=1",
                "sweepDirectory=" + dir.resolve("next"));
        assertEquals(Main.OK, next.exitCode(Duration.ofMinutes(3)), next.output());
        String done = next.output();
        assertTrue(done.contains("Sweep restore file " + file + " of an earlier sweep: "), done);
        assertTrue(done.contains("has its values again (applied); removed"), done);
        assertTrue(done.contains("Sweep restore file: " + file + " "), done);
        assertTrue(done.contains(VAR + " restored to " + before), "the true original: " + done);
        assertEquals(before, global());
        assertEquals(
                List.of(),
                Files.list(dir)
                        .filter(f -> f.getFileName().toString().startsWith("sweep_restore_"))
                        .toList(),
                "a sweep that restored removes its file");
    }
}
