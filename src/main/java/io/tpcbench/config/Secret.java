package io.tpcbench.config;

/** A password: its {@code toString} never shows the value, so it cannot leak through logging. */
public record Secret(String value) {
    public static final String MASK = "********";

    public boolean isEmpty() {
        return value.isEmpty();
    }

    @Override
    public String toString() {
        return MASK;
    }
}
