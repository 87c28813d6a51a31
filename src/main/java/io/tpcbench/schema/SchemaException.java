package io.tpcbench.schema;

/** A schema step that cannot run or failed; the message names the step and statement. */
public final class SchemaException extends RuntimeException {
    public SchemaException(String message) {
        super(message);
    }

    public SchemaException(String message, Throwable cause) {
        super(message, cause);
    }
}
