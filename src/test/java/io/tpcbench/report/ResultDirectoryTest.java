package io.tpcbench.report;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tpcbench.config.ConfigException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.ZonedDateTime;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Result directories are created fresh or not at all, with a message naming the key. */
class ResultDirectoryTest {
    @Test
    void unwritableResultDirectoryIsAConfigError() {
        // nothing can be created under /proc, not even by root
        ConfigException e = assertThrows(
                ConfigException.class,
                () -> ResultDirectory.create("/proc/tpcbench-results/run1", ZonedDateTime.now()));
        assertTrue(
                e.getMessage().startsWith("resultDirectory /proc/tpcbench-results/run1 cannot be created: "),
                e.getMessage());
    }

    @Test
    void anExistingDirectoryIsNeverReused(@TempDir Path dir) throws Exception {
        Path existing = Files.createDirectories(dir.resolve("r"));
        Files.writeString(existing.resolve("summary.txt"), "earlier run");
        ConfigException e = assertThrows(
                ConfigException.class, () -> ResultDirectory.create(existing.toString(), ZonedDateTime.now()));
        assertTrue(e.getMessage().contains("already exists: results are never overwritten"), e.getMessage());
        assertTrue(Files.readString(existing.resolve("summary.txt")).equals("earlier run"));
    }

    @Test
    void patternMakesOneDirectoryPerRun(@TempDir Path dir) {
        ResultDirectory r = ResultDirectory.create(
                dir + "/my_result_%tY-%tm-%td_%tH%tM%tS", ZonedDateTime.parse("2026-11-22T09:10:11Z"));
        assertTrue(r.path().endsWith("my_result_2026-11-22_091011"), r.path().toString());
        assertTrue(Files.isDirectory(r.data()));
    }
}
