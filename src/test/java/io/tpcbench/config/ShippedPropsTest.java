package io.tpcbench.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tpcbench.cli.Workloads;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** The props files we ship load without a problem or warning, and their commented examples name real keys. */
class ShippedPropsTest {
    private static final Pattern COMMENTED_KEY = Pattern.compile("^// ([A-Za-z][A-Za-z.]*)=(.*)$");

    /** A shipped file as a run reads it, with every workload's keys known. */
    private static TpcConfig load(Path file, List<String> overrides) {
        return ConfigLoader.load(
                PropsSource.read(file, overrides), ConfigLoader.Purpose.RUN, System::getenv, Workloads.keys());
    }

    static Stream<Path> shipped() throws Exception {
        return Files.list(Path.of("props")).sorted();
    }

    @ParameterizedTest
    @MethodSource("shipped")
    void loadsForARunWithoutAProblemOrWarning(Path file) {
        TpcConfig c = load(file, List.of());
        assertEquals(List.of(), c.warnings(), file.toString());
    }

    @ParameterizedTest
    @MethodSource("shipped")
    void everyCommentedExampleIsAKeyAndItsValueLoads(Path file) throws Exception {
        for (String line : Files.readAllLines(file)) {
            Matcher m = COMMENTED_KEY.matcher(line);
            if (!m.matches()) {
                continue;
            }
            String key = m.group(1);
            assertTrue(
                    key.startsWith(Keys.DATA_SOURCE_PREFIX)
                            || Keys.find(key).isPresent()
                            || Workloads.keys().stream()
                                    .anyMatch(w -> w.keys().stream()
                                            .anyMatch(k -> k.name().equals(key))),
                    file + ": the example '" + line + "' names no key");
            if (!key.startsWith(Keys.DATA_SOURCE_PREFIX)
                    && !key.equals("fileLocation")
                    && !key.equals("textCorpus")
                    && !key.equals("osCollectorSSHAddr")) {
                // the example value as an override of the file itself is valid (paths and hosts need not exist)
                load(file, List.of(key + "=" + m.group(2)));
            }
        }
        assertFalse(Files.readString(file).isEmpty());
    }
}
