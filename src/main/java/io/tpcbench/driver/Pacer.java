package io.tpcbench.driver;

/**
 * A terminal's share of {@code limitTxnsPerMin}: transactions are due one interval apart
 * (terminals x 60 s / limit), never earlier than the terminal is ready. Without a limit a
 * transaction is due as soon as it is keyed.
 */
final class Pacer {
    private final long intervalNanos;
    private boolean started;
    private long nextNanos;

    Pacer(long intervalNanos) {
        this.intervalNanos = intervalNanos;
    }

    static Pacer forLimit(long limitTxnsPerMin, int terminals) {
        return new Pacer(limitTxnsPerMin > 0 ? 60_000_000_000L * terminals / limitTxnsPerMin : 0);
    }

    /** When the next transaction is due, for a terminal ready at {@code readyNanos}. */
    long due(long readyNanos) {
        if (intervalNanos == 0) {
            return readyNanos;
        }
        long due = started ? Math.max(readyNanos, nextNanos) : readyNanos;
        started = true;
        nextNanos = due + intervalNanos;
        return due;
    }
}
