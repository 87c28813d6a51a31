package io.tpcbench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** docs/reliability.md stays true: rows numbered 1..N, N as stated, and every test it names exists. */
class ReliabilityDocTest {
    private static final Path HOME = Path.of(System.getProperty("tpcbench.home", "."));
    private static final Pattern ROW = Pattern.compile("^\\| ([0-9]+) \\|.*$", Pattern.MULTILINE);
    private static final Pattern TEST = Pattern.compile("`([a-z][a-z.]*)\\.([A-Z][A-Za-z]+)#([a-zA-Z0-9]+)`");

    @Test
    void everyRowNamesTestsThatExistAndTheCountIsTrue() throws Exception {
        String doc = Files.readString(HOME.resolve("docs/reliability.md"));
        Matcher row = ROW.matcher(doc);
        List<String> problems = new ArrayList<>();
        int rows = 0;
        while (row.find()) {
            rows++;
            assertEquals(rows, Integer.parseInt(row.group(1)), "rows are numbered 1, 2, 3, ...");
            Matcher test = TEST.matcher(row.group());
            boolean any = false;
            while (test.find()) {
                any = true;
                Path source = HOME.resolve(
                        "src/test/java/io/tpcbench/" + test.group(1).replace('.', '/') + "/" + test.group(2) + ".java");
                if (!declares(source, test.group(3))) {
                    problems.add("row " + rows + ": no test " + test.group());
                }
            }
            if (!any) {
                problems.add("row " + rows + " names no test");
            }
        }
        assertTrue(rows > 0);
        assertTrue(
                doc.contains("**" + rows + " rows, every one with at least one test.**"),
                "the stated count must be " + rows);
        assertFalse(!problems.isEmpty(), String.join("\n", problems));
    }

    /**
     * Whether the test class in {@code source}, or a class it extends in the same package (a
     * workload's IT fills in the lifecycle template's tests), declares the test {@code method}.
     */
    private static boolean declares(Path source, String method) throws java.io.IOException {
        if (!Files.exists(source)) {
            return false;
        }
        String text = Files.readString(source);
        if (text.contains(" void " + method + "(")) {
            return true;
        }
        Matcher parent = Pattern.compile("class \\w+ extends (\\w+)").matcher(text);
        return parent.find() && declares(source.resolveSibling(parent.group(1) + ".java"), method);
    }
}
