package io.tpcbench.metrics;

/**
 * Hears every completed unit's latency as the engine counts it (the live metrics' histogram): called
 * on the terminals' hot path, so it must be cheap and thread-safe.
 */
@FunctionalInterface
public interface LatencySink {
    /** Hears nothing: no live metrics. */
    LatencySink NONE = (kind, micros) -> {};

    /** A unit of the kind numbered {@code kindOrdinal} completed in {@code micros}. */
    void completed(int kindOrdinal, long micros);
}
