package io.tpcbench.driver;

/**
 * The measurement window on the {@link System#nanoTime} clock: a transaction counts only if it
 * was due at or after the start (warm-up excluded) and completed by the end. The end is fixed for
 * {@code runMins}; for {@code runTxnsPerTerminal}, or when the run is interrupted, it is set when
 * the run stops.
 */
final class RunWindow {
    private final long startNanos;
    private volatile long endNanos;

    RunWindow(long startNanos, long endNanos) {
        this.startNanos = startNanos;
        this.endNanos = endNanos;
    }

    boolean counts(long dueNanos, long doneNanos) {
        return dueNanos >= startNanos && doneNanos <= endNanos;
    }

    boolean started(long nowNanos) {
        return nowNanos >= startNanos;
    }

    boolean over(long nowNanos) {
        return nowNanos >= endNanos;
    }

    long startNanos() {
        return startNanos;
    }

    long endNanos() {
        return endNanos;
    }

    /** Ends the window now (or keeps an earlier end). */
    synchronized void endAt(long nowNanos) {
        if (nowNanos < endNanos) {
            endNanos = nowNanos;
        }
    }
}
