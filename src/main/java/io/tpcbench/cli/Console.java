package io.tpcbench.cli;

import java.util.function.Consumer;
import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.Logger;

/** User-facing output lines, through Log4j2 so they can also be routed to files. */
final class Console {
    private static final Logger OUT = LogManager.getLogger("io.tpcbench.console");

    private Console() {}

    static Consumer<String> out() {
        return OUT::info;
    }

    static void warn(String message) {
        OUT.warn("WARNING: " + message);
    }
}
