package io.tpcbench.driver;

/** A run stopped early because every unit it tried failed ({@link FailureWatch}); its results so far are written. */
public final class NothingWorksException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public NothingWorksException(String message) {
        super(message);
    }
}
