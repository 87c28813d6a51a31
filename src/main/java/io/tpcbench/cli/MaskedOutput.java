package io.tpcbench.cli;

import io.tpcbench.config.SecretMask;
import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/**
 * An output stream that passes text on a line at a time with the command's secrets masked
 * ({@link SecretMask}): a secret cannot be split between two writes and escape. A line is held
 * until it ends (or grows past {@link #MAX_LINE_BYTES}), also across a flush; close passes on
 * the rest.
 */
final class MaskedOutput extends OutputStream {
    static final int MAX_LINE_BYTES = 1 << 16;

    private final PrintStream target;
    private final SecretMask mask;
    private final ByteArrayOutputStream line = new ByteArrayOutputStream();

    private MaskedOutput(PrintStream target, SecretMask mask) {
        this.target = target;
        this.mask = mask;
    }

    /** {@code target} behind a masking stream, flushed at each line's end. */
    static PrintStream wrap(PrintStream target, SecretMask mask) {
        return new PrintStream(new MaskedOutput(target, mask), true, StandardCharsets.UTF_8);
    }

    @Override
    public synchronized void write(int b) {
        line.write(b);
        if (b == '\n' || line.size() >= MAX_LINE_BYTES) {
            passOn();
        }
    }

    @Override
    public synchronized void write(byte[] b, int off, int len) {
        for (int i = off; i < off + len; i++) {
            write(b[i]);
        }
    }

    @Override
    public synchronized void close() {
        passOn();
        target.flush();
    }

    private void passOn() {
        if (line.size() > 0) {
            target.print(mask.mask(line.toString(StandardCharsets.UTF_8)));
            target.flush();
            line.reset();
        }
    }
}
