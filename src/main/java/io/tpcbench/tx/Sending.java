package io.tpcbench.tx;

/**
 * How a transaction's statements travel to the server. The statements are the same either way;
 * only the number of round trips differs, and where the COMMIT goes.
 */
public enum Sending {
    /**
     * The statements of one step, whose inputs are all known before the first runs, go as one
     * multi-statement text (Connector/J's {@code allowMultiQueries}), and the COMMIT ends the last
     * text: one round trip per step. Only for servers that stop a text at its failing statement
     * (one MySQL or MariaDB server), since whatever ran after an abort would be committed with it.
     */
    TOGETHER,
    /**
     * As {@link #TOGETHER}, but the COMMIT travels on its own after the last text, once its results
     * have all come back without an error: a server that aborts a transaction in the middle of a
     * text and runs the rest as a new one (Galera, PXC) can never commit part of a transaction.
     */
    TOGETHER_COMMIT_ALONE,
    /** Every statement is its own round trip, for servers or proxies that refuse multi-statements. */
    ONE_BY_ONE;

    /** Whether the statements of a step go as one text. */
    boolean together() {
        return this != ONE_BY_ONE;
    }

    /** Whether the COMMIT ends the transaction's last text rather than travel on its own. */
    boolean commitInText() {
        return this == TOGETHER;
    }
}
