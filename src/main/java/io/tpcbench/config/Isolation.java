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

    /** The level of a JDBC constant, if it is one of the four. */
    public static Optional<Isolation> ofJdbcLevel(int level) {
        for (Isolation i : values()) {
            if (i.jdbcLevel == level && i != SERVER_DEFAULT) {
                return Optional.of(i);
            }
        }
        return Optional.empty();
    }

    /** The JDBC constant of the level ({@code Connection.TRANSACTION_...}); -1 for the server's default. */
    public int jdbcLevel() {
        return jdbcLevel;
    }

    /** HikariCP's name of the level, e.g. {@code TRANSACTION_READ_COMMITTED}. */
    public String hikariName() {
        return "TRANSACTION_" + name();
    }

    /** The server's spelling, e.g. {@code READ-COMMITTED}. */
    public String sqlName() {
        return name().replace('_', '-');
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
