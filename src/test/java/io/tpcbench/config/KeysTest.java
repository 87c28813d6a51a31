package io.tpcbench.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tpcbench.cli.Workloads;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class KeysTest {
    @Test
    void suggestsCaseInsensitively() {
        assertEquals(Optional.of("loadWorkers"), Keys.suggest("loadworkers"));
        assertEquals(Optional.of("terminals"), Keys.suggest("Terminal"));
    }

    @Test
    void levenshtein() {
        assertEquals(3, Keys.distance("kitten", "sitting"));
        assertEquals(0, Keys.distance("", ""));
    }

    @Test
    void everyKeyIsDocumented() throws Exception {
        String doc = Files.readString(Path.of(System.getProperty("tpcbench.home", "."), "docs/properties.md"));
        for (KeyDef k : Keys.all()) {
            assertTrue(doc.contains("`" + k.name() + "`"), "docs/properties.md lacks " + k.name());
        }
        for (WorkloadKeys w : Workloads.keys()) {
            for (KeyDef k : w.keys()) {
                assertTrue(
                        doc.contains("| `" + k.name() + "` |"),
                        "docs/properties.md lacks " + w.name() + "'s " + k.name());
            }
        }
    }

    @Test
    void directoryPatternFormatsEveryConversionWithTheSameTime() {
        ZonedDateTime t = ZonedDateTime.of(2026, 1, 2, 3, 4, 5, 0, ZoneOffset.UTC);
        assertEquals(
                Path.of("my_result_2026-01-02_030405"), DirectoryPattern.format("my_result_%tY-%tm-%td_%tH%tM%tS", t));
        assertEquals(Path.of("fixed"), DirectoryPattern.format("fixed", t));
    }
}
