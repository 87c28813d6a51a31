package io.tpcbench.config;

import java.sql.Connection;
import java.util.Locale;
import java.util.Optional;

/** The {@code isolationLevel} key: a JDBC level, or the server's default. */
public enum Isolation {
    SERVER_DEFAULT(-1),
    READ_UNCOMMITTED(Connection.TRANSACTION_READ_UNCOMMITTED),
    READ_COMMITTED(Connection.TRANSACTION_READ_COMMITTED),
    REPEATABLE_READ(Connection.TRANSACTION_REPEATABLE_READ),
    SERIALIZABLE(Connection.TRANSACTION_SERIALIZABLE);

    private final int jdbcLevel;

    Isolation(int jdbcLevel) {
        this.jdbcLevel = jdbcLevel;
    }

    /** The JDBC constant, empty for the server's default. */
    public Optional<Integer> jdbcLevel() {
        return jdbcLevel < 0 ? Optional.empty() : Optional.of(jdbcLevel);
    }

    static Optional<Isolation> parse(String text) {
        String t = text.strip().toUpperCase(Locale.ROOT).replace(' ', '_').replace('-', '_');
        if (t.isEmpty()) {
            return Optional.of(SERVER_DEFAULT);
        }
        t = t.startsWith("TRANSACTION_") ? t.substring("TRANSACTION_".length()) : t;
        for (Isolation i : values()) {
            if (i != SERVER_DEFAULT && i.name().equals(t)) {
                return Optional.of(i);
            }
        }
        return Optional.empty();
    }
}
