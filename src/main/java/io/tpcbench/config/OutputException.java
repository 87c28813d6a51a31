package io.tpcbench.config;

import java.io.IOException;
import java.nio.file.Path;

/**
 * An output could not be written while the work ran (disk full, quota, a vanished directory): the
 * command stops, keeps what it wrote, and exits 8 with this one message.
 */
public final class OutputException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public OutputException(Path file, IOException cause) {
        super("cannot write " + file + ": " + reason(cause), cause);
    }

    /** An output failure reported by another process (a driver machine's tpcbench), in {@code message}. */
    public OutputException(String message) {
        super(message);
    }

    /** The same failure, its message followed by {@code note}. */
    public OutputException withNote(String note) {
        return new OutputException(getMessage() + note, getCause());
    }

    private OutputException(String message, Throwable cause) {
        super(message, cause);
    }

    private static String reason(IOException e) {
        return e.getMessage() == null
                        || e.getMessage().isBlank()
                        || e.getMessage().equals(e.getClass().getName())
                ? e.getClass().getSimpleName()
                : e.getMessage();
    }
}
