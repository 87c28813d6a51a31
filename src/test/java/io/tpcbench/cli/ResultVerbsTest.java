package io.tpcbench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** report, compare and sweep given bad arguments: one clear message and the usage or config exit code. */
class ResultVerbsTest {
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(String... args) {
        return Main.run(args, new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    private String err() {
        return err.toString(StandardCharsets.UTF_8);
    }

    @Test
    void reportOfADirectoryWithoutSummaryIsUsage(@TempDir Path dir) {
        assertEquals(Main.USAGE, run("report", dir.toString()));
        assertTrue(err().contains(dir + " is not a result directory: it has no summary.json"), err());
        assertFalse(err().contains("\tat "), err());
    }

    @Test
    void reportOfNothingThereIsUsage() {
        assertEquals(Main.USAGE, run("report", "/no/such/result"));
        assertTrue(err().contains("/no/such/result is not a directory"), err());
    }

    @Test
    void compareNeedsTwoDirectories(@TempDir Path dir) {
        assertEquals(Main.USAGE, run("compare", dir.toString()));
        assertTrue(err().contains("at least two result directories"), err());
    }

    @Test
    void compareTakesOnlyOutput(@TempDir Path dir) {
        assertEquals(Main.USAGE, run("compare", dir.toString(), dir.toString(), "ouput=x.html"));
        assertTrue(err().contains("'ouput=x.html' is not output=FILE.html"), err());
    }

    @Test
    void mergeNeedsTwoDriversAndTakesOnlyOutput(@TempDir Path dir) {
        assertEquals(Main.USAGE, run("merge", dir.toString()));
        assertTrue(err().contains("the result directories of at least two drivers"), err());
        assertEquals(Main.USAGE, run("merge", dir.toString(), dir.toString(), "out=x"));
        assertTrue(err().contains("'out=x' is not output=DIR"), err());
    }

    @Test
    void mergeOfResultsWithoutTheDriversShareIsUsage(@TempDir Path dir) throws Exception {
        Path old = Files.createDirectories(dir.resolve("old"));
        Files.writeString(old.resolve("summary.json"), """
                {"window": {"sessionStartEpochMillis": 0, "startEpochMillis": 0, "endEpochMillis": 1},
                 "types": [], "verdicts": []}
                """);
        assertEquals(Main.USAGE, run("merge", old.toString(), old.toString(), "output=" + dir.resolve("m")));
        assertTrue(err().contains("was written by a tpcbench that cannot merge"), err());
        assertFalse(Files.exists(dir.resolve("m")));
    }

    @Test
    void sweepOfTheResultDirectoryIsUsage(@TempDir Path dir) throws Exception {
        Path p = Files.writeString(dir.resolve("p"), "warehouses=1\nconn=jdbc:mysql://127.0.0.1:1/x\nrunMins=1\n");
        assertEquals(Main.USAGE, run("sweep", p.toString(), "resultDirectory=a,b"));
        assertTrue(err().contains("resultDirectory cannot be swept"), err());
    }

    @Test
    void everySweptValueIsValidatedBeforeAnyRun(@TempDir Path dir) throws Exception {
        Path p = Files.writeString(dir.resolve("p"), "warehouses=2\nconn=jdbc:mysql://127.0.0.1:1/x\nrunMins=1\n");
        assertEquals(Main.CONFIG, run("sweep", p.toString(), "terminals=8,30,x", "sweepDirectory=" + dir.resolve("s")));
        assertTrue(err().contains("with terminals=30: terminals=30 is more than 10 per warehouse"), err());
        assertTrue(err().contains("with terminals=x:"), err());
        assertFalse(Files.exists(dir.resolve("s")), "nothing is created before every value is valid");
    }

    @Test
    void overridesFollowThePropsFile() {
        Invocation inv = Invocation.parse(List.of("compare", "a", "b", "output=c.html"));
        assertEquals(List.of("a", "b"), inv.positional());
        assertEquals(List.of("output=c.html"), inv.overrides());
        assertEquals(List.of("b"), inv.arguments());
    }
}
