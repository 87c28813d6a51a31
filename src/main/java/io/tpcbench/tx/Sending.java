package io.tpcbench.tx;

/**
 * How a transaction's statements travel to the server. The statements are the same either way;
 * only the number of round trips differs.
 */
public enum Sending {
    /**
     * The statements of one step, whose inputs are all known before the first runs, go as one
     * multi-statement text: one round trip (Connector/J's {@code allowMultiQueries}).
     */
    TOGETHER,
    /** Every statement is its own round trip, for servers or proxies that refuse multi-statements. */
    ONE_BY_ONE
}
