package io.tpcbench.db;

import java.util.HashMap;
import java.util.Map;

/**
 * When to read a multi-statement text's answer: the server sends and flushes each statement's
 * result as soon as the statement ends, so a thread that reads as soon as it has written is woken
 * once per result, and each wake-up, not the bytes, is what a result costs the driver
 * (docs/performance.md, Coalesced reads). Waiting a part of the time the same text's answer
 * usually takes before the first read lets several results arrive first and be read in one go.
 *
 * <p>Fed the bytes a connection writes, as MySQL protocol packets: a request is what is written
 * between two answers; one that is a COM_QUERY text of at least two statements whose answers came
 * in several pieces gets a wait, the median of its shape's past answers times {@link #FRACTION}, at
 * most {@link #MAX_WAIT_NANOS}: where the results come together at the end (a compound statement's
 * query and its OK) the wait would only add a wake-up of its own. A
 * shape is the text without its numbers and its quoted strings, so a transaction's text with other
 * keys and values is the same shape; the median is tracked in steps of {@link #STEP} of itself, so
 * a lock wait of seconds moves it by a twentieth. A shape's first {@link #COUNT_EVERY} answers
 * (and one in so many after them, to count their pieces), a single statement and every other
 * command are read at once. Not thread-safe: one connection's, used by
 * the thread that holds the connection.
 */
final class AnswerTiming {
    /** The share of the median answer waited for: later, an answer that comes sooner waits. */
    static final double FRACTION = 0.6;
    /** How far one answer moves its shape's median, as a share of the median. */
    static final double STEP = 0.05;
    /** The longest wait, whatever the shape's answers took. */
    static final long MAX_WAIT_NANOS = 20_000_000L;
    /** The shapes a connection keeps at most; a text of another shape is then read at once. */
    static final int MAX_SHAPES = 1024;
    /** The pieces a shape's answers must come in, read at once, for a wait to save wake-ups. */
    static final double MIN_PIECES = 1.5;
    /** The first answers of a shape, and one in so many after them, are read at once. */
    static final int COUNT_EVERY = 16;
    /** The weight of one answer's pieces in its shape's running count. */
    private static final double PIECES_WEIGHT = 0.2;

    private static final int HEADER = 4;
    private static final byte COM_QUERY = 0x03;

    private final Map<Long, Shape> shapes = new HashMap<>();
    private final TextShape text = new TextShape();
    /** Bytes of the current request seen so far; -1 between an answer and the next request. */
    private long at = -1;

    private boolean query;
    private long sentNanos;
    private long lastReadNanos;
    /** The current request's shape, once its first read asked for the wait; null when not tracked. */
    private Shape shape;

    private boolean asked;
    /** Whether the current answer is read at once to count its pieces. */
    private boolean counting;

    private int pieces;

    /** What a shape's answers took: the median time, and the pieces they came in when read at once. */
    private static final class Shape {
        double medianNanos;
        double pieces;
        long answers;
    }

    /** {@code len} bytes of {@code b} from {@code off} written at {@code now}. */
    void written(byte[] b, int off, int len, long now) {
        if (at < 0) {
            answered();
            at = 0;
            query = false;
            text.reset();
            sentNanos = now;
            shape = null;
            asked = false;
        }
        int end = off + len;
        int i = off;
        for (; i < end && at <= HEADER; i++, at++) {
            if (at == HEADER) {
                query = b[i] == COM_QUERY;
            }
        }
        if (query) {
            text.add(b, i, end - i);
        }
        // another command's bytes (a LOAD DATA file's, say): nothing to read in them
        at += end - i;
    }

    /**
     * How long to wait before the first read of the answer to what was written, at most once per
     * request: 0 unless it is a text of several statements whose shape's answers, read at once,
     * came in {@link #MIN_PIECES} pieces or more (the wait's own wake-up must be paid for); one
     * answer in {@link #COUNT_EVERY} of a shape is read at once to count them again.
     */
    long waitNanos() {
        if (at < 0 || asked) {
            return 0;
        }
        asked = true;
        if (!query || !text.severalStatements()) {
            return 0;
        }
        shape = shapes.get(text.key());
        if (shape == null && shapes.size() < MAX_SHAPES) {
            shape = new Shape();
            shapes.put(text.key(), shape);
        }
        if (shape == null) {
            return 0;
        }
        shape.answers++;
        counting = shape.answers <= COUNT_EVERY || shape.answers % COUNT_EVERY == 0;
        pieces = 0;
        if (counting || shape.pieces < MIN_PIECES) {
            return 0;
        }
        return Math.min(MAX_WAIT_NANOS, (long) (shape.medianNanos * FRACTION));
    }

    /** Bytes of the answer read at {@code now}: the request's answer so far ends there. */
    void read(long now) {
        at = -1;
        lastReadNanos = now;
        pieces++;
    }

    /** The last answer's time, from its request's first byte to its last read, and its pieces, into its shape's. */
    private void answered() {
        if (shape == null || lastReadNanos <= sentNanos) {
            return;
        }
        double span = lastReadNanos - sentNanos;
        if (shape.medianNanos == 0) {
            shape.medianNanos = span;
        } else if (span > shape.medianNanos) {
            shape.medianNanos *= 1 + STEP;
        } else if (span < shape.medianNanos) {
            shape.medianNanos *= 1 - STEP;
        }
        if (counting) {
            shape.pieces = shape.pieces == 0 ? pieces : shape.pieces * (1 - PIECES_WEIGHT) + pieces * PIECES_WEIGHT;
        }
    }

    /** The median answer time of {@code sql}'s shape so far, 0 if not tracked (tests). */
    double medianNanos(String sql) {
        Shape m = shapes.get(TextShape.of(sql).key());
        return m == null ? 0 : m.medianNanos;
    }
}
