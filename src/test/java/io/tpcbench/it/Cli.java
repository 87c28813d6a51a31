package io.tpcbench.it;

import io.tpcbench.cli.Main;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.CompletableFuture;
import java.util.function.Supplier;

/** Runs a tpcbench command in-process, as the scripts do, and keeps its error output. */
final class Cli {
    int exitCode;
    String err;

    static Cli run(String... args) {
        ByteArrayOutputStream buf = new ByteArrayOutputStream();
        Cli cli = new Cli();
        cli.exitCode = Main.run(args, new PrintStream(buf, true, StandardCharsets.UTF_8));
        cli.err = buf.toString(StandardCharsets.UTF_8);
        System.err.print(cli.err);
        return cli;
    }

    /** {@link #run} on a platform thread of its own ({@link #inBackground}). */
    static CompletableFuture<Cli> start(String... args) {
        return inBackground(() -> run(args));
    }

    /**
     * Runs {@code work} (a command, or a wait for one) on a platform thread of its own. Not on the
     * common pool: a 2-core machine's JDK gives that one thread, and a command holding it delays
     * every asynchronous stage of the JVM, a killed process's onExit among them.
     */
    static <T> CompletableFuture<T> inBackground(Supplier<T> work) {
        return CompletableFuture.supplyAsync(
                work, task -> Thread.ofPlatform().name("tpcbench-command").start(task));
    }
}
