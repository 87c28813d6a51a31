package io.tpcbench.config;

import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The raw key/value pairs of a props file plus command-line overrides, before any typing.
 *
 * <p>Reads BenchmarkSQL 5 files unchanged: {@code #}, {@code !} and {@code //} comment lines,
 * {@code key=value} or {@code key value}. A key given twice in the file is a problem (the
 * second would silently win); an override replaces the file's value on purpose.
 */
public final class PropsSource {
    private final String origin;
    private final Map<String, String> values;
    private final List<String> problems;

    private PropsSource(String origin, Map<String, String> values, List<String> problems) {
        this.origin = origin;
        this.values = Collections.unmodifiableMap(values);
        this.problems = List.copyOf(problems);
    }

    /** Reads a props file; a missing, unreadable or empty file is a {@link ConfigException}. */
    public static PropsSource read(Path file, List<String> overrides) {
        if (!Files.exists(file)) {
            throw new ConfigException("props file " + file + " does not exist (a bare name is looked up in"
                    + " the current directory, then in props/)");
        }
        if (!Files.isRegularFile(file)) {
            throw new ConfigException("props file " + file + " is not a file: name the props file itself");
        }
        List<String> lines;
        try {
            lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        } catch (CharacterCodingException e) {
            throw new ConfigException(
                    "props file " + file + " cannot be read: it is not UTF-8 text (is it the" + " right file?)");
        } catch (IOException e) {
            throw new ConfigException(
                    "props file " + file + " cannot be read (" + e.getClass().getSimpleName()
                            + (e.getMessage() == null ? "" : ": " + e.getMessage()) + "): check its permissions");
        }
        return parse(file.toString(), lines, overrides);
    }

    /** Parses props text; visible for tests and for props that do not come from a file. */
    public static PropsSource parse(String origin, List<String> lines, List<String> overrides) {
        Map<String, String> values = new LinkedHashMap<>();
        List<String> problems = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i).strip();
            if (line.isEmpty() || line.startsWith("#") || line.startsWith("!") || line.startsWith("//")) {
                continue;
            }
            String[] kv = split(line);
            if (kv == null) {
                problems.add(origin + " line " + (i + 1) + ": '" + line + "' is not key=value");
            } else if (values.putIfAbsent(kv[0], kv[1]) != null) {
                problems.add(origin + " line " + (i + 1) + ": key '" + kv[0] + "' is set twice");
            }
        }
        if (values.isEmpty() && problems.isEmpty()) {
            throw new ConfigException("props file " + origin
                    + " is empty: it needs at least conn (and the workload's scale, such as TPC-C's warehouses)");
        }
        for (String override : overrides) {
            String[] kv = override.contains("=") ? split(override.strip()) : null;
            if (kv == null) {
                problems.add("command-line override '" + override + "' is not key=value");
            } else {
                values.put(kv[0], kv[1]);
            }
        }
        return new PropsSource(origin, values, problems);
    }

    private static String[] split(String line) {
        int eq = line.indexOf('=');
        int sep = eq >= 0 ? eq : indexOfWhitespace(line);
        if (sep <= 0) {
            return null;
        }
        return new String[] {
            line.substring(0, sep).strip(), line.substring(sep + 1).strip()
        };
    }

    private static int indexOfWhitespace(String line) {
        for (int i = 0; i < line.length(); i++) {
            if (Character.isWhitespace(line.charAt(i))) {
                return i;
            }
        }
        return -1;
    }

    public String origin() {
        return origin;
    }

    public Map<String, String> values() {
        return values;
    }

    /** Syntax problems found while reading (reported together with the semantic ones). */
    public List<String> problems() {
        return problems;
    }
}
