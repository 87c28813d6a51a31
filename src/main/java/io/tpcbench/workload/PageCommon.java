package io.tpcbench.workload;

/**
 * The engine's own sections of a report page that a workload may leave out where they mean
 * nothing for it ({@link SummaryText#pageCommon}): the kinds' table, the throughput per minute,
 * the mean response time by kind, the response time over time and its distribution. The server,
 * OS metrics, settings and faults are on every page.
 */
public enum PageCommon {
    /** The kinds in the measurement window, a row each. */
    KINDS_TABLE,
    /** Units per minute per kind, interval by interval (TPC-C's tpmC and tpmTOTAL). */
    THROUGHPUT,
    /** A bar per kind of its mean response time (drawn only for two kinds or more). */
    MEAN_BY_KIND,
    /** Each kind's response time percentiles, interval by interval. */
    LATENCY_OVER_TIME,
    /** Each kind's response time histogram. */
    LATENCY_DISTRIBUTION
}
