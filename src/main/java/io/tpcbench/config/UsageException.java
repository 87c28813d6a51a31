package io.tpcbench.config;

/** The command line itself is wrong (exit code 2). */
public final class UsageException extends RuntimeException {
    public UsageException(String message) {
        super(message);
    }
}
