package io.tpcbench.schema;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * A DDL file split into statements: {@code --} comment lines are dropped and a statement ends at
 * a {@code ;} that closes a line.
 */
public record SqlScript(Path file, List<String> statements) {

    public SqlScript {
        statements = List.copyOf(statements);
    }

    public static SqlScript read(Path file) {
        try {
            return new SqlScript(file, split(Files.readAllLines(file, StandardCharsets.UTF_8)));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file, e);
        }
    }

    static List<String> split(List<String> lines) {
        List<String> out = new ArrayList<>();
        StringBuilder current = new StringBuilder();
        for (String line : lines) {
            String trimmed = line.strip();
            if (trimmed.isEmpty() || trimmed.startsWith("--")) {
                continue;
            }
            current.append(current.isEmpty() ? "" : "\n").append(line.stripTrailing());
            if (trimmed.endsWith(";")) {
                current.setLength(current.length() - 1);
                out.add(current.toString().strip());
                current.setLength(0);
            }
        }
        if (!current.toString().isBlank()) {
            out.add(current.toString().strip());
        }
        return out;
    }
}
