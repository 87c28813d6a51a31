package io.tpcbench.cli;

import io.tpcbench.config.ConfigException;
import io.tpcbench.config.PropsSource;
import io.tpcbench.config.SecretMask;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;

/**
 * The secrets of a command line, known before the command runs, so that everything it prints,
 * its errors included, is masked ({@link MaskedOutput}): those of its props file (when it names
 * one that can be read) and of its {@code key=value} words.
 */
final class CommandSecrets {
    private CommandSecrets() {}

    static SecretMask of(List<String> args, UnaryOperator<String> env) {
        List<String> words = args.stream().filter(w -> !w.startsWith("-")).toList();
        Map<String, String> values = new LinkedHashMap<>();
        if (words.size() >= 2 && !words.get(1).contains("=")) {
            values.putAll(props(Invocation.resolveProps(words.get(1))));
        }
        for (String w : words.subList(Math.min(1, words.size()), words.size())) {
            int eq = w.indexOf('=');
            if (eq > 0) {
                values.put(w.substring(0, eq).strip(), w.substring(eq + 1).strip());
            }
        }
        return SecretMask.of(values, env);
    }

    /** The file's values; none when it cannot be read (the command says why). */
    private static Map<String, String> props(Path file) {
        if (!Files.isRegularFile(file)) {
            return Map.of();
        }
        try {
            return PropsSource.read(file, List.of()).values();
        } catch (ConfigException e) {
            return Map.of();
        }
    }
}
