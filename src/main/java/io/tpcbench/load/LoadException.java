package io.tpcbench.load;

/** A load that did not finish; the message says which warehouses are complete and what to do. */
public final class LoadException extends RuntimeException {
    public LoadException(String message, Throwable cause) {
        super(message, cause);
    }
}
