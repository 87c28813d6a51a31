package io.tpcbench.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * A parsed command line: {@code VERB PROPS [key=value ...] [ARG ...]}. Words with {@code =} are
 * overrides; others are the verb's own arguments (a step name or file for {@code sql}, a
 * directory for {@code loadcsv}).
 */
record Invocation(String verb, Path props, List<String> overrides, List<String> arguments) {

    static Invocation parse(List<String> words) {
        if (words.size() < 2) {
            throw new UsageException("usage: tpcbench VERB PROPS [key=value ...]  (verbs: " + Verbs.names() + ")");
        }
        List<String> overrides = new ArrayList<>();
        List<String> arguments = new ArrayList<>();
        for (String w : words.subList(2, words.size())) {
            (w.contains("=") ? overrides : arguments).add(w);
        }
        return new Invocation(words.get(0), resolveProps(words.get(1)), overrides, arguments);
    }

    /** A bare name is looked up in the current directory first, then in {@code props/} of the home. */
    static Path resolveProps(String name) {
        Path given = Path.of(name);
        if (Files.exists(given) || given.getNameCount() > 1) {
            return given;
        }
        Path home = Path.of(System.getProperty("tpcbench.home", "."));
        Path inProps = home.resolve("props").resolve(name);
        return Files.exists(inProps) ? inProps : given;
    }
}
