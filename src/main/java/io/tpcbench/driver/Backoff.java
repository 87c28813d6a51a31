package io.tpcbench.driver;

/**
 * The wait before trying a lost database again: 0.1 s, doubling up to 5 s, back to the start
 * after a success. Keeps a restarting server from being hammered by every terminal at once.
 */
final class Backoff {
    static final long FIRST_NANOS = 100_000_000L;
    static final long MAX_NANOS = 5_000_000_000L;

    private long lastNanos;

    /** The next wait. */
    long nextNanos() {
        lastNanos = lastNanos == 0 ? FIRST_NANOS : Math.min(2 * lastNanos, MAX_NANOS);
        return lastNanos;
    }

    void reset() {
        lastNanos = 0;
    }
}
