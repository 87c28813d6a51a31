package io.tpcbench.config;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * How a workload reads its typed options: from the props while the config is checked (problems
 * added), and from a validated configuration's effective values, where a problem is a bug.
 */
public final class Options {
    private Options() {}

    /** Reads a workload's options from typed props, adding what is wrong to {@code problems}. */
    public interface Reader<T> {
        T read(TypedProps values, List<String> problems);
    }

    /** The options {@code reader} reads from {@code effective} (a validated config's) under {@code keys}. */
    public static <T> T of(Map<String, String> effective, List<KeyDef> keys, Reader<T> reader) {
        List<String> problems = new ArrayList<>();
        T options = reader.read(new TypedProps(effective, keys, problems), problems);
        if (!problems.isEmpty()) {
            throw new IllegalStateException("validated options failed: " + problems);
        }
        return options;
    }
}
