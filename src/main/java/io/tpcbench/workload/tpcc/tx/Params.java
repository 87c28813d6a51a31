package io.tpcbench.workload.tpcc.tx;

import io.tpcbench.db.Sending;
import java.math.BigDecimal;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.time.LocalDateTime;
import java.util.Arrays;

/**
 * The parameters of a {@link Trip}'s statements, in order: bound to a prepared statement, or
 * written into the statement's text as the literals Connector/J's client-side prepare would send.
 */
final class Params {
    private static final Object INT = new Object();
    private int size;
    private int[] ints;
    /** {@link #INT} where {@link #ints} holds the value, else the value itself. */
    private Object[] values;

    private boolean literal = true;
    /** At least the characters the values take as literals: what a text holding them is sized for. */
    private int literalChars;

    Params(int capacity) {
        ints = new int[capacity];
        values = new Object[capacity];
    }

    Params ints(int... vs) {
        for (int v : vs) {
            grow();
            ints[size] = v;
            values[size++] = INT;
            literalChars += 11;
        }
        return this;
    }

    Params decimal(BigDecimal v) {
        literalChars += v.precision() + Math.abs(v.scale()) + 2;
        return value(v);
    }

    Params text(String v) {
        literal &= plain(v);
        literalChars += v.length() + 2;
        return value(v);
    }

    Params time(LocalDateTime v) {
        literal &= v.getNano() == 0 && v.getYear() >= 1000 && v.getYear() <= 9999;
        literalChars += 21;
        return value(v);
    }

    private Params value(Object v) {
        grow();
        values[size++] = v;
        return this;
    }

    int size() {
        return size;
    }

    /** The characters the values take as literals, short only of a string's doubled quotes. */
    int literalChars() {
        return literalChars;
    }

    /**
     * Whether every value can be written as a literal that means the same whatever the server's
     * SQL mode and the connection's character set: numbers, whole-second times, and strings of
     * printable ASCII without a backslash (a quote is doubled, which every mode reads as a quote).
     * Values read from a database loaded by another tool may hold anything; those are bound.
     */
    boolean literal() {
        return literal;
    }

    private static boolean plain(String s) {
        for (int i = 0; i < s.length(); i++) {
            char ch = s.charAt(i);
            if (ch < ' ' || ch > '~' || ch == '\\') {
                return false;
            }
        }
        return true;
    }

    private void grow() {
        if (size == values.length) {
            ints = Arrays.copyOf(ints, size * 2 + 8);
            values = Arrays.copyOf(values, size * 2 + 8);
        }
    }

    /** Binds parameters {@code from} (0-based) to {@code to} (exclusive) as 1, 2, ... of {@code ps}. */
    void bind(PreparedStatement ps, int from, int to) throws SQLException {
        for (int i = from; i < to; i++) {
            Object v = values[i];
            if (v == INT) {
                ps.setInt(i - from + 1, ints[i]);
            } else if (v instanceof BigDecimal d) {
                ps.setBigDecimal(i - from + 1, d);
            } else if (v instanceof String s) {
                ps.setString(i - from + 1, s);
            } else {
                ps.setObject(i - from + 1, v);
            }
        }
    }

    /**
     * The kind of each parameter, a letter each ({@code i}nt, {@code d}ecimal, {@code s}tring,
     * {@code t}ime): which procedure parameters a {@link Sending#PROCEDURE} text takes.
     */
    String kinds() {
        char[] k = new char[size];
        for (int i = 0; i < size; i++) {
            Object v = values[i];
            k[i] = v == INT ? 'i' : v instanceof BigDecimal ? 'd' : v instanceof String ? 's' : 't';
        }
        return new String(k);
    }

    /**
     * The SQL type of a procedure parameter of {@code kind} ({@link #kinds}): wide enough for any
     * value of TPC-C's columns, which the statements then store or compare as the columns' own.
     */
    static String sqlType(char kind) {
        return switch (kind) {
            case 'i' -> "INT";
            case 'd' -> "DECIMAL(65, 30)";
            case 's' -> "VARCHAR(4000)";
            case 't' -> "DATETIME(6)";
            default -> throw new IllegalArgumentException("no parameter kind " + kind);
        };
    }

    /** Appends parameter {@code i} as a literal; only when {@link #literal()}. */
    void appendLiteral(StringBuilder sb, int i) {
        Object v = values[i];
        if (v == INT) {
            sb.append(ints[i]);
        } else if (v instanceof BigDecimal d) {
            sb.append(d.toPlainString());
        } else if (v instanceof String s) {
            sb.append('\'');
            for (int k = 0; k < s.length(); k++) {
                char ch = s.charAt(k);
                sb.append(ch);
                if (ch == '\'') {
                    sb.append('\'');
                }
            }
            sb.append('\'');
        } else {
            LocalDateTime t = (LocalDateTime) v;
            sb.append('\'').append(t.getYear()).append('-');
            twoDigits(sb, t.getMonthValue()).append('-');
            twoDigits(sb, t.getDayOfMonth()).append(' ');
            twoDigits(sb, t.getHour()).append(':');
            twoDigits(sb, t.getMinute()).append(':');
            twoDigits(sb, t.getSecond()).append('\'');
        }
    }

    private static StringBuilder twoDigits(StringBuilder sb, int v) {
        return sb.append((char) ('0' + v / 10)).append((char) ('0' + v % 10));
    }
}
