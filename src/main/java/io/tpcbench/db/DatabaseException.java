package io.tpcbench.db;

/** The database cannot be reached or refused what we asked; the message names cause and fix. */
public final class DatabaseException extends RuntimeException {
    public DatabaseException(String message, Throwable cause) {
        super(message, cause);
    }

    public DatabaseException(String message) {
        super(message);
    }
}
