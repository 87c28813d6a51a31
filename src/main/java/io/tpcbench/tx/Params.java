package io.tpcbench.tx;

import java.math.BigDecimal;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.time.LocalDateTime;
import java.util.Arrays;

/** The parameters of a {@link Trip}'s statements, in order, bound once the trip is sent. */
final class Params {
    private static final Object INT = new Object();
    private int size;
    private int[] ints;
    /** {@link #INT} where {@link #ints} holds the value, else the value itself. */
    private Object[] values;

    Params(int capacity) {
        ints = new int[capacity];
        values = new Object[capacity];
    }

    Params ints(int... vs) {
        for (int v : vs) {
            grow();
            ints[size] = v;
            values[size++] = INT;
        }
        return this;
    }

    Params decimal(BigDecimal v) {
        return value(v);
    }

    Params text(String v) {
        return value(v);
    }

    Params time(LocalDateTime v) {
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
}
