package io.tpcbench.cli;

/** A consistency check found violations (exit code 5). */
final class CheckFailedException extends RuntimeException {
    CheckFailedException(String message) {
        super(message);
    }
}
