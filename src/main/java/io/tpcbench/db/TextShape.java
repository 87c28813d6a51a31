package io.tpcbench.db;

import java.nio.charset.StandardCharsets;

/**
 * The shape of a statement text, fed byte by byte as it is written: a hash of the text without its
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
        for (byte c : sql.getBytes(StandardCharsets.UTF_8)) {
            s.add(c);
        }
        return s;
    }

    void add(byte c) {
        if (closed != 0) {
            boolean doubled = c == closed;
            closed = 0;
            if (doubled) {
                // '' inside '...' (or "" inside "..."): a quote of the literal, which goes on
                quote = c;
                return;
            }
        }
        if (quote != 0) {
            if (escaped) {
                escaped = false;
            } else if (c == '\\' && quote != '`') {
                escaped = true;
            } else if (c == quote) {
                quote = 0;
                closed = c;
            } else if (quote == '`') {
                hash = 31 * hash + c;
            }
            return;
        }
        if (c == '\'' || c == '"' || c == '`') {
            quote = c;
        } else if (c == ';') {
            semicolon = true;
        } else if (semicolon && c != ' ' && c != '\n' && c != '\r' && c != '\t') {
            several = true;
        }
        if (c < '0' || c > '9') {
            hash = 31 * hash + c;
        }
    }

    long key() {
        return hash;
    }

    boolean severalStatements() {
        return several;
    }
}
