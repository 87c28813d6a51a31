package io.tpcbench.cli;

import io.tpcbench.config.UsageException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * A parsed command line: {@code VERB PROPS [key=value ...] [ARG ...]}. Words with {@code =} are
 * overrides; the others are positional: the props file first, then the verb's own arguments (a
 * step name or file for {@code sql}, a directory for {@code loadcsv}). The result verbs take
 * directories instead of a props file ({@code report DIR}, {@code compare DIR...}).
 */
record Invocation(String verb, List<String> positional, List<String> overrides) {

    Invocation {
        positional = List.copyOf(positional);
        overrides = List.copyOf(overrides);
    }

    static Invocation parse(List<String> words) {
        if (words.size() < 2) {
            throw new UsageException("usage: tpcbench VERB PROPS [key=value ...]  (verbs: " + Verbs.names() + ")");
        }
        List<String> overrides = new ArrayList<>();
        List<String> positional = new ArrayList<>();
        for (String w : words.subList(1, words.size())) {
            (w.contains("=") && !positional.isEmpty() ? overrides : positional).add(w);
        }
        return new Invocation(words.get(0), positional, overrides);
    }

    /** The props file: a bare name is looked up in the current directory, then in {@code props/}. */
    Path props() {
        return resolveProps(positional.get(0));
    }

    /** The verb's own arguments after the props file. */
    List<String> arguments() {
        return positional.subList(1, positional.size());
    }

    /** The same command with other overrides (a sweep's run of one value). */
    Invocation withOverrides(List<String> more) {
        List<String> all = new ArrayList<>(overrides);
        all.addAll(more);
        return new Invocation(verb, positional, all);
    }

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
