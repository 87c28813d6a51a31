package io.tpcbench.config;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicReference;

/**
 * The first output a command's writers (its background threads included) failed to write: it is
 * kept, and the command is asked to stop once, so that a full disk ends the work cleanly instead of
 * killing a writer thread while the work goes on.
 */
public final class OutputFailures {
    private final AtomicReference<OutputException> first = new AtomicReference<>();
    private final Runnable stop;

    /** Failures that run {@code stop} at the first of them. */
    public OutputFailures(Runnable stop) {
        this.stop = stop;
    }

    /** Writing {@code file} failed. */
    public void failed(Path file, IOException e) {
        failed(new OutputException(file, e));
    }

    public void failed(OutputException e) {
        if (first.compareAndSet(null, e)) {
            stop.run();
        }
    }

    public Optional<OutputException> first() {
        return Optional.ofNullable(first.get());
    }

    /** Throws the first failure, if any. */
    public void throwFirst() {
        OutputException e = first.get();
        if (e != null) {
            throw e;
        }
    }
}
