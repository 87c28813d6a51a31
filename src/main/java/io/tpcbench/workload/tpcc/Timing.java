package io.tpcbench.workload.tpcc;

/**
 * Keying and think times of TPC-C 5.2.5, scaled by the multipliers (0 = none, BenchmarkSQL 5
 * behaviour). Keying time is fixed per type; think time is negative-exponential with the type's
 * mean, truncated at 10 times the mean (5.2.5.4).
 */
record Timing(double keyingMultiplier, double thinkMultiplier) {
    private static final long NANOS_PER_SEC = 1_000_000_000L;

    long keyingNanos(TransactionType type) {
        return (long) (type.keyingSecs() * keyingMultiplier * NANOS_PER_SEC);
    }

    /** {@code uniform} is a draw from (0, 1]. */
    long thinkNanos(TransactionType type, double uniform) {
        double mean = type.meanThinkSecs() * thinkMultiplier;
        double secs = Math.min(-Math.log(uniform) * mean, 10 * mean);
        return (long) (secs * NANOS_PER_SEC);
    }
}
