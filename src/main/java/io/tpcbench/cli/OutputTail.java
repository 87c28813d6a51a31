package io.tpcbench.cli;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;

/** The last lines a child process printed, for the message that says why it failed. */
final class OutputTail {
    private static final int LINES = 5;
    private final Deque<String> lines = new ArrayDeque<>();

    void add(String line) {
        lines.addLast(line);
        if (lines.size() > LINES) {
            lines.removeFirst();
        }
    }

    List<String> lines() {
        return List.copyOf(lines);
    }

    boolean isEmpty() {
        return lines.isEmpty();
    }

    /** The lines joined as one message part: {@code a | b | c}. */
    String joined() {
        return String.join(" | ", lines);
    }
}
