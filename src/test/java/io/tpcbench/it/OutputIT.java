package io.tpcbench.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tpcbench.cli.Main;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Outputs: a location that cannot be used is found before the long work, nothing existing is
 * overwritten, and a disk that fills during the work (a small tmpfs of the test's own, mounted as
 * root and unmounted after) stops the work with one message and exit 8, keeping what was written.
 */
class OutputIT {
    private static final Duration TIMEOUT = Duration.ofMinutes(3);

    @TempDir
    Path dir;

    @Test
    void aDiskThatFillsDuringARunStopsItCleanlyWithExit8() throws Exception {
        Path props = TestDatabase.get().built(dir, "it_full_disk", 1);
        try (SmallDisk disk = SmallDisk.mount(dir.resolve("small"), "96k")) {
            Path results = disk.path().resolve("run");
            long t0 = System.nanoTime();
            Subprocess run = Subprocess.start(
                    dir,
                    "run",
                    props.toString(),
                    "terminals=2",
                    "runMins=5",
                    "reportIntervalSecs=1",
                    "resultDirectory=" + results);
            assertEquals(Main.OUTPUT_FAILED, run.exitCode(TIMEOUT), run.output());
            assertTrue((System.nanoTime() - t0) / 1e9 < 120, "stopped at the full disk, not after runMins=5");
            String out = run.output();
            List<String> lines = out.strip().lines().toList();
            String last = lines.get(lines.size() - 1);
            assertTrue(last.startsWith("ERROR: cannot write " + results.resolve("data")), last);
            assertTrue(
                    last.contains(": No space left on device; the run stopped, the files written so far are kept in "
                            + results),
                    last);
            assertEquals(1, out.lines().filter(l -> l.startsWith("ERROR")).count(), "one message: " + out);
            assertFalse(out.contains("Exception in thread"), "no writer thread dies with a stack trace: " + out);
            assertFalse(out.contains("\tat "), out);
            assertTrue(Files.readString(results.resolve("run.properties")).contains("terminals=2"));
            assertTrue(Files.size(results.resolve("data/result.csv")) > 1000, "the rows written are kept");
        }
    }

    @Test
    void csvFilesThatFillTheDiskStopTheBuildWithExit8() throws Exception {
        TestDatabase db = TestDatabase.get();
        db.freshDatabase("it_full_csv");
        try (SmallDisk disk = SmallDisk.mount(dir.resolve("small"), "256k")) {
            Path csv = disk.path().resolve("csv");
            Path props = db.props(dir, "it_full_csv", "warehouses=1", "loadWorkers=2", "fileLocation=" + csv);
            Cli build = Cli.run("build", props.toString());
            assertEquals(Main.OUTPUT_FAILED, build.exitCode, build.err);
            assertTrue(build.err.startsWith("ERROR: cannot write " + csv), build.err);
            assertTrue(build.err.contains("No space left on device"), build.err);
        }
    }

    @Test
    void anUnusableOrExistingBuildDirectoryIsFoundBeforeTheLoad() throws Exception {
        TestDatabase db = TestDatabase.get();
        db.freshDatabase("it_build_dir");
        Path file = Files.writeString(dir.resolve("a-file"), "x");
        Path props = db.props(dir, "it_build_dir", "warehouses=1", "loadWorkers=1");
        Cli underFile = Cli.run("build", props.toString(), "buildDirectory=" + file.resolve("build"));
        assertEquals(Main.CONFIG, underFile.exitCode, underFile.err);
        assertTrue(
                underFile.err.contains("buildDirectory=" + file.resolve("build") + " cannot be created: " + file
                        + " is not a directory"),
                underFile.err);
        Path existing = Files.createDirectory(dir.resolve("earlier-build"));
        Cli exists = Cli.run("build", props.toString(), "buildDirectory=" + existing);
        assertEquals(Main.CONFIG, exists.exitCode, exists.err);
        assertTrue(
                exists.err.contains("buildDirectory=" + existing + " already exists: nothing is overwritten"),
                exists.err);
        assertEquals(
                0,
                db.count(
                        "it_build_dir",
                        "SELECT COUNT(*) FROM information_schema.tables WHERE table_schema" + " = 'it_build_dir'"),
                "nothing was created or loaded");
    }

    /** A tmpfs of {@code size} at {@code path}, unmounted on close. */
    private record SmallDisk(Path path) implements AutoCloseable {
        static SmallDisk mount(Path path, String size) throws Exception {
            Files.createDirectories(path);
            run("mount", "-t", "tmpfs", "-o", "size=" + size, "tmpfs", path.toString());
            return new SmallDisk(path);
        }

        @Override
        public void close() throws Exception {
            run("umount", path.toString());
        }

        private static void run(String... command) throws Exception {
            Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
            String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            if (p.waitFor() != 0) {
                throw new AssertionError(String.join(" ", command) + " failed (the ITs run as root): " + out);
            }
        }
    }
}
