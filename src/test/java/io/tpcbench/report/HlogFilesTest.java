package io.tpcbench.report;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tpcbench.config.OutputException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A latency log that cannot be written says so with the file and the cause, not a PrintStream's silent flag. */
class HlogFilesTest {
    @TempDir
    Path dir;

    @Test
    void aFullDiskIsAnOutputFailureNamingTheFile() throws Exception {
        Path file = Files.createSymbolicLink(dir.resolve("latency_NEW_ORDER.hlog"), Path.of("/dev/full"));
        try (HlogFiles.Log log = HlogFiles.create(file, 0)) {
            Histogram h = new Histogram(3);
            h.recordValue(1000);
            OutputException e = assertThrows(OutputException.class, () -> log.append(h));
            assertTrue(e.getMessage().equals("cannot write " + file + ": No space left on device"), e.getMessage());
        }
    }
}
