package io.tpcbench.it;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * Watches every process's command line (as {@code ps} shows them, from /proc) while a test runs,
 * and keeps those holding a given text, except the processes the test started with it itself: by
 * process id, and by the very command line it gave them, which /proc also shows under a new id for
 * the instant a child of theirs is between its fork (vfork, posix_spawn: the parent's memory) and
 * its exec.
 */
final class CommandLines implements AutoCloseable {
    private final String text;
    private final Set<Long> exempt;
    private final Set<String> exemptLines;
    private final Set<String> seen = ConcurrentHashMap.newKeySet();
    private final Thread watcher;
    private volatile boolean stop;

    private CommandLines(String text, Set<Long> exempt, Set<String> exemptLines) {
        this.text = text;
        this.exempt = Set.copyOf(exempt);
        this.exemptLines = Set.copyOf(exemptLines);
        this.watcher = Thread.ofPlatform().daemon().name("command-lines").start(this::watch);
    }

    /** Starts watching for {@code text}, ignoring the processes the test started itself. */
    static CommandLines holding(String text, Subprocess... exempt) {
        return new CommandLines(
                text,
                Arrays.stream(exempt).map(Subprocess::pid).collect(Collectors.toSet()),
                Arrays.stream(exempt).map(Subprocess::commandLine).collect(Collectors.toSet()));
    }

    private void watch() {
        while (!stop) {
            try (Stream<Path> procs = Files.list(Path.of("/proc"))) {
                procs.filter(p -> p.getFileName().toString().matches("[0-9]+")).forEach(this::look);
                Thread.sleep(20);
            } catch (IOException e) {
                seen.add("/proc cannot be listed: " + e);
                return;
            } catch (InterruptedException e) {
                return;
            }
        }
    }

    private void look(Path proc) {
        long pid = Long.parseLong(proc.getFileName().toString());
        if (exempt.contains(pid)) {
            return;
        }
        try {
            String line =
                    new String(Files.readAllBytes(proc.resolve("cmdline")), StandardCharsets.UTF_8).replace('\0', ' ');
            if (line.contains(text) && !exemptLines.contains(line.strip())) {
                seen.add(pid + ": " + line);
            }
        } catch (IOException e) {
            // the process ended between the listing and the read: it showed nothing more
            return;
        }
    }

    /** The command lines seen holding the text. */
    List<String> seen() {
        return List.copyOf(seen);
    }

    @Override
    public void close() throws InterruptedException {
        stop = true;
        watcher.join();
    }
}
