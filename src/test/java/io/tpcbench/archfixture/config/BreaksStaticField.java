package io.tpcbench.archfixture.config;

/** Breaks "staticFieldsAreFinal": a static counter. */
public final class BreaksStaticField {
    public static int runs;
}
