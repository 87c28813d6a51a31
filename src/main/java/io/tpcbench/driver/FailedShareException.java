package io.tpcbench.driver;

/** A run completed, but more of its units failed than {@code maxFailedPercent} allows; its results are written. */
public final class FailedShareException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public FailedShareException(String message) {
        super(message);
    }
}
