package io.tpcbench.cli;

import io.tpcbench.config.UsageException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** The result directories a result verb was given, each checked to be one (a usage error otherwise). */
final class ResultDirs {
    private ResultDirs() {}

    static List<Path> of(List<String> words) {
        return words.stream().map(ResultDirs::one).toList();
    }

    private static Path one(String word) {
        Path dir = Path.of(word);
        if (!Files.isDirectory(dir)) {
            throw new UsageException(word + " is not a directory (a run's resultDirectory is expected)");
        }
        if (!Files.isRegularFile(dir.resolve("summary.json"))) {
            throw new UsageException(word + " is not a result directory: it has no summary.json");
        }
        return dir;
    }
}
