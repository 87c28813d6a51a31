package io.tpcbench.load;

import java.io.InputStream;
import java.nio.charset.StandardCharsets;

/**
 * A text's UTF-8 bytes as a stream, encoded a slice of 64 K characters at a time: the LOAD DATA
 * stream reads a 4 MB chunk with no copy of all of it made as a {@code String} and a
 * {@code byte[]} (8 MB of garbage per statement, in arrays too large for the collector's young
 * regions; docs/performance.md). A slice never ends between the two halves of a surrogate pair;
 * characters UTF-8 cannot carry (a lone surrogate) become {@code ?}, as in {@link String#getBytes}.
 * Not thread-safe; {@link #of} starts it on a text.
 */
final class Utf8Stream extends InputStream {
    private static final int SLICE_CHARS = 64 << 10;
    private static final byte[] NONE = {};

    private StringBuilder text = new StringBuilder();
    private int next;
    private byte[] slice = NONE;
    private int read;

    /** Starts over on {@code text}, which must not change until the stream is read. */
    Utf8Stream of(StringBuilder text) {
        this.text = text;
        next = 0;
        slice = NONE;
        read = 0;
        return this;
    }

    @Override
    public int read() {
        byte[] one = new byte[1];
        return read(one, 0, 1) < 0 ? -1 : one[0] & 0xff;
    }

    @Override
    public int read(byte[] b, int off, int len) {
        if (len == 0) {
            return 0;
        }
        while (read == slice.length) {
            if (next == text.length()) {
                return -1;
            }
            encodeSlice();
        }
        int n = Math.min(len, slice.length - read);
        System.arraycopy(slice, read, b, off, n);
        read += n;
        return n;
    }

    /*
     * substring and getBytes of an all-ASCII Latin-1 text are two array copies, both vectorized:
     * cheaper than a CharsetEncoder, which widens every character to a char first.
     */
    private void encodeSlice() {
        int end = Math.min(text.length(), next + SLICE_CHARS);
        if (end < text.length() && Character.isHighSurrogate(text.charAt(end - 1))) {
            end--; // the pair goes whole into the next slice
        }
        slice = text.substring(next, end).getBytes(StandardCharsets.UTF_8);
        read = 0;
        next = end;
    }
}
