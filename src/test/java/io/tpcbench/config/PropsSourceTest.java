package io.tpcbench.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PropsSourceTest {

    @Test
    void benchmarkSql5CommentStylesAreComments() {
        PropsSource p = PropsSource.parse(
                "t",
                List.of("// a comment", "# another", "! third", "", "db=mysql", "  conn = jdbc:mysql://h/db  "),
                List.of());
        assertEquals("mysql", p.values().get("db"));
        assertEquals("jdbc:mysql://h/db", p.values().get("conn"));
        assertEquals(2, p.values().size());
        assertTrue(p.problems().isEmpty());
    }

    @Test
    void keySpaceValueIsAccepted() {
        PropsSource p = PropsSource.parse("t", List.of("warehouses 10"), List.of());
        assertEquals("10", p.values().get("warehouses"));
    }

    @Test
    void overridesReplaceFileValues() {
        PropsSource p = PropsSource.parse("t", List.of("warehouses=10"), List.of("warehouses=2", "runMins=1"));
        assertEquals("2", p.values().get("warehouses"));
        assertEquals("1", p.values().get("runMins"));
    }

    @Test
    void keySetTwiceInFileIsAProblem() {
        PropsSource p = PropsSource.parse("f", List.of("warehouses=1", "warehouses=2"), List.of());
        assertEquals(List.of("f line 2: key 'warehouses' is set twice"), p.problems());
    }

    @Test
    void lineWithoutKeyValueIsAProblem() {
        PropsSource p = PropsSource.parse("f", List.of("=oops"), List.of());
        assertEquals(List.of("f line 1: '=oops' is not key=value"), p.problems());
    }

    @Test
    void malformedOverrideIsAProblem() {
        PropsSource p = PropsSource.parse("f", List.of("a=b"), List.of("=x"));
        assertEquals(List.of("command-line override '=x' is not key=value"), p.problems());
    }

    @Test
    void emptyFileIsAConfigError() {
        ConfigException e = assertThrows(
                ConfigException.class, () -> PropsSource.parse("p.props", List.of("// only comments"), List.of()));
        assertTrue(e.getMessage().contains("p.props is empty"), e.getMessage());
    }

    @Test
    void missingFileIsAConfigError(@TempDir Path dir) {
        ConfigException e =
                assertThrows(ConfigException.class, () -> PropsSource.read(dir.resolve("nope.props"), List.of()));
        assertTrue(e.getMessage().contains("nope.props does not exist"), e.getMessage());
    }

    @Test
    void directoryIsNotAPropsFile(@TempDir Path dir) {
        ConfigException e = assertThrows(ConfigException.class, () -> PropsSource.read(dir, List.of()));
        assertTrue(e.getMessage().endsWith(" is not a file: name the props file itself"), e.getMessage());
    }

    @Test
    void binaryFileIsUnreadable(@TempDir Path dir) throws Exception {
        Path f = Files.write(dir.resolve("p.props"), new byte[] {'w', '=', (byte) 0xC3, (byte) 0x28});
        ConfigException e = assertThrows(ConfigException.class, () -> PropsSource.read(f, List.of()));
        assertTrue(
                e.getMessage().endsWith("cannot be read: it is not UTF-8 text (is it the right file?)"),
                e.getMessage());
    }

    @Test
    void readsAFile(@TempDir Path dir) throws Exception {
        Path f = dir.resolve("x.props");
        Files.writeString(f, "// c\nwarehouses=3\n");
        assertEquals("3", PropsSource.read(f, List.of()).values().get("warehouses"));
    }
}
