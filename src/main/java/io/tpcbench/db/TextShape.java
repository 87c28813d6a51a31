package io.tpcbench.db;

import java.nio.charset.StandardCharsets;

/**
 * The shape of a statement text, fed as it is written: a hash of the text without its
 * digits and without the literals its quotes hold ('...' and "...", a backslash or a doubled quote escaping the
 * quote; a `...` name is kept), so that one transaction's text with other keys and values has one
 * shape; and whether it holds several statements (a ';' outside quotes and names followed by more than
 * blanks).
 */
final class TextShape {
    private long hash;
    private byte quote;
    /** The quote that just closed a literal, unless the next byte doubles it. */
    private byte closed;

    private boolean escaped;
    private boolean semicolon;
    private boolean several;

    void reset() {
        hash = 1;
        quote = 0;
        closed = 0;
        escaped = false;
        semicolon = false;
        several = false;
    }

    TextShape() {
        reset();
    }

    /** The shape of a whole text. */
    static TextShape of(String sql) {
        TextShape s = new TextShape();
        byte[] b = sql.getBytes(StandardCharsets.UTF_8);
        s.add(b, 0, b.length);
        return s;
    }

    /** Feeds {@code len} bytes of {@code b} from {@code off}; the state is kept in locals while they are read. */
    void add(byte[] b, int off, int len) {
        long h = hash;
        byte q = quote;
        byte cl = closed;
        boolean esc = escaped;
        boolean semi = semicolon;
        boolean sev = several;
        for (int i = off, end = off + len; i < end; i++) {
            byte c = b[i];
            if (cl != 0) {
                boolean doubled = c == cl;
                cl = 0;
                if (doubled) {
                    // '' inside '...' (or "" inside "..."): a quote of the literal, which goes on
                    q = c;
                    continue;
                }
            }
            if (q != 0) {
                if (esc) {
                    esc = false;
                } else if (c == '\\' && q != '`') {
                    esc = true;
                } else if (c == q) {
                    q = 0;
                    cl = c;
                } else if (q == '`') {
                    h = 31 * h + c;
                }
                continue;
            }
            if (c == '\'' || c == '"' || c == '`') {
                q = c;
            } else if (c == ';') {
                semi = true;
            } else if (semi && c != ' ' && c != '\n' && c != '\r' && c != '\t') {
                sev = true;
            }
            if (c < '0' || c > '9') {
                h = 31 * h + c;
            }
        }
        hash = h;
        quote = q;
        closed = cl;
        escaped = esc;
        semicolon = semi;
        several = sev;
    }

    long key() {
        return hash;
    }

    boolean severalStatements() {
        return several;
    }
}
