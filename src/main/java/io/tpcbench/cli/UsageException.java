package io.tpcbench.cli;

/** The command line itself is wrong (exit code 2). */
final class UsageException extends RuntimeException {
    UsageException(String message) {
        super(message);
    }
}
