package io.tpcbench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** compare's output is checked before any result is read: never an existing file, never one that cannot be written. */
class OutputChecksTest {
    @TempDir
    Path dir;

    private static String[] run(int expected, String... args) {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = Main.run(args, new PrintStream(err, true, StandardCharsets.UTF_8));
        String text = err.toString(StandardCharsets.UTF_8);
        assertEquals(expected, code, text);
        return new String[] {text};
    }

    @Test
    void compareNeverOverwritesAnExistingPage() throws Exception {
        Path page = Files.writeString(dir.resolve("compare.html"), "an earlier comparison");
        String err = run(Main.CONFIG, "compare", "a", "b", "output=" + page)[0];
        assertTrue(err.contains("output=" + page + " already exists: nothing is overwritten"), err);
        assertEquals("an earlier comparison", Files.readString(page));
    }

    @Test
    void compareToADirectoryThatCannotHoldThePageStopsBeforeReadingTheRuns() throws Exception {
        Path file = Files.writeString(dir.resolve("file"), "x");
        String err = run(Main.CONFIG, "compare", "no-such-a", "no-such-b", "output=" + file.resolve("c.html"))[0];
        assertTrue(err.contains("cannot be created: " + file + " is not a directory"), err);
    }
}
