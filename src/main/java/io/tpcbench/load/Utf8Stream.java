package io.tpcbench.load;

import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetEncoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/**
 * A text's UTF-8 bytes as a stream, encoded a slice at a time into buffers this stream keeps: the
 * LOAD DATA stream reads a 4 MB chunk with no copy of it made as a {@code String} and a
 * {@code byte[]} (8 MB of garbage per statement, in arrays too large for the collector's young
 * regions; docs/performance.md). Characters that UTF-8 cannot carry (a lone surrogate) become
 * {@code ?}, as in {@link String#getBytes}. Not thread-safe; {@link #of} starts it on a text.
 */
final class Utf8Stream extends InputStream {
    private static final int SLICE_CHARS = 32 << 10;

    private final CharsetEncoder encoder = StandardCharsets.UTF_8.newEncoder()
            .onMalformedInput(CodingErrorAction.REPLACE)
            .onUnmappableCharacter(CodingErrorAction.REPLACE);
    private final char[] chars = new char[SLICE_CHARS];
    private final CharBuffer in = CharBuffer.wrap(chars);
    private final ByteBuffer out = ByteBuffer.allocate(SLICE_CHARS * 3);
    private StringBuilder text = new StringBuilder();
    private int next;
    private boolean flushed;

    /** Starts over on {@code text}, which must not change until the stream is read. */
    Utf8Stream of(StringBuilder text) {
        this.text = text;
        next = 0;
        flushed = false;
        encoder.reset();
        in.clear().flip();
        out.clear().flip();
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
        while (!out.hasRemaining()) {
            if (!encodeSlice()) {
                return -1;
            }
        }
        int n = Math.min(len, out.remaining());
        out.get(b, off, n);
        return n;
    }

    /** Encodes the next slice of the text into {@code out}; false once everything has been read. */
    private boolean encodeSlice() {
        if (flushed) {
            return false;
        }
        in.compact();   // keeps a high surrogate whose low half is in the next slice
        int k = Math.min(in.remaining(), text.length() - next);
        text.getChars(next, next + k, chars, in.position());
        in.position(in.position() + k);
        next += k;
        in.flip();
        boolean last = next == text.length();
        out.clear();
        CoderResult r = encoder.encode(in, out, last);
        if (last && r.isUnderflow()) {
            encoder.flush(out);
            flushed = true;
        }
        out.flip();
        return true;
    }
}
