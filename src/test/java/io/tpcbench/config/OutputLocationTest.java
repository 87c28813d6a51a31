package io.tpcbench.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Output locations are checked before the work: never an existing one, never one that cannot be written. */
class OutputLocationTest {
    @TempDir
    Path dir;

    @Test
    void aNewLocationInAWritableDirectoryIsTakenAndNothingIsLeftBehind() throws Exception {
        Path out = dir.resolve("a/b/build_1");
        assertEquals(out, OutputLocation.fresh("buildDirectory", out));
        assertFalse(Files.exists(dir.resolve("a")), "the check creates nothing");
        try (var files = Files.list(dir)) {
            assertEquals(0, files.count(), "the probe file is removed");
        }
    }

    @Test
    void anExistingLocationIsNeverOverwritten() throws Exception {
        Path existing = Files.createDirectory(dir.resolve("build"));
        ConfigException e = assertThrows(ConfigException.class, () -> OutputLocation.fresh("buildDirectory", existing));
        assertEquals(
                "buildDirectory=" + existing + " already exists: nothing is overwritten; name another or remove"
                        + " it",
                e.getMessage());
        Path link = Files.createSymbolicLink(dir.resolve("dangling"), dir.resolve("nowhere"));
        assertThrows(ConfigException.class, () -> OutputLocation.fresh("output", link), "a link is not replaced");
    }

    @Test
    void aLocationUnderAFileOrOnAFileSystemThatTakesNoFileIsRefused() throws Exception {
        Path file = Files.writeString(dir.resolve("file"), "x");
        ConfigException under = assertThrows(
                ConfigException.class, () -> OutputLocation.fresh("buildDirectory", file.resolve("build")));
        assertTrue(
                under.getMessage().contains("cannot be created: " + file + " is not a directory"), under.getMessage());
        ConfigException notDir =
                assertThrows(ConfigException.class, () -> OutputLocation.usableDirectory("fileLocation", file));
        assertEquals("fileLocation=" + file + " is not a directory", notDir.getMessage());
        // /proc takes no file, even from root
        ConfigException proc = assertThrows(
                ConfigException.class, () -> OutputLocation.fresh("output", Path.of("/proc/tpcbench-out.html")));
        assertTrue(
                proc.getMessage()
                        .startsWith("output=/proc/tpcbench-out.html cannot be written: /proc takes no" + " file"),
                proc.getMessage());
        OutputLocation.usableDirectory("fileLocation", dir.resolve("csv"));
    }
}
