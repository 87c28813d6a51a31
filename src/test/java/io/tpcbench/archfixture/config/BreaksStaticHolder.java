package io.tpcbench.archfixture.config;

import java.util.concurrent.atomic.AtomicLong;

/** Breaks "staticFinalFieldsHoldNoMutableState": a final field that is a counter all the same. */
public final class BreaksStaticHolder {
    public static final AtomicLong RUNS = new AtomicLong();
}
