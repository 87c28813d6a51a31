package io.tpcbench.db;

import java.sql.Connection;
import java.sql.SQLException;

/**
 * The connection was lost while committing, so the driver does not know whether the transaction
 * committed. It carries the result the transaction would report and the evidence to look for once
 * the database answers again, so that a committed transaction is never lost from the counts.
 */
public final class InDoubtException extends SQLException {
    private static final long serialVersionUID = 1L;

    /** What the evidence finds of the transaction's writes. */
    public enum Found {
        /** All of them: the transaction committed. */
        ALL,
        /** None of them: it did not. */
        NONE,
        /** Some without the others: a partial commit, a consistency fault of the database. */
        PARTIAL
    }

    /**
     * How to tell, on a new connection, whether the transaction's writes are in the database: all
     * of them, none, or some without the others, read in one statement (one snapshot).
     */
    @FunctionalInterface
    public interface Evidence {
        Found find(Connection c) throws SQLException;
    }

    private final transient Object result;
    private final transient Evidence evidence;

    public InDoubtException(Object result, Evidence evidence, SQLException cause) {
        super(
                "connection lost while committing; outcome in doubt: " + cause.getMessage(),
                cause.getSQLState(),
                cause.getErrorCode(),
                cause);
        this.result = result;
        this.evidence = evidence;
    }

    /** What the transaction reports if it turns out to have committed. */
    public Object result() {
        return result;
    }

    public Evidence evidence() {
        return evidence;
    }
}
