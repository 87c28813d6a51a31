package io.tpcbench.config;

import java.util.List;

/** A configuration that cannot be used; carries every problem found, each naming its key. */
public final class ConfigException extends RuntimeException {
    private final List<String> problems;

    public ConfigException(String problem) {
        this(List.of(problem));
    }

    public ConfigException(List<String> problems) {
        super(
                problems.size() == 1
                        ? problems.get(0)
                        : problems.size() + " problems in the configuration:\n  - " + String.join("\n  - ", problems));
        this.problems = List.copyOf(problems);
    }

    public List<String> problems() {
        return problems;
    }
}
