package io.tpcbench.workload;

import java.sql.Connection;
import java.sql.SQLException;

/**
 * One transaction or query with its generated input, as a terminal hands it to the engine. The
 * engine waits out its keying time, paces it, runs it on a connection of the lane its
 * {@link #affinity()} chooses (retrying what the engine classifies as retryable), records it if it
 * lies in the measurement window, and waits out its think time.
 */
public interface Work {
    Kind kind();

    /** Time spent keying before the work is due (TPC-C 5.2.5.2); 0 for none. */
    default long keyingNanos() {
        return 0;
    }

    /**
     * When the work arrived ({@link System#nanoTime()}), for a source whose work arrives by its own
     * clock (an open system: sysbench's {@code rate} queue): it is due at once, unpaced, and its
     * response time runs from its arrival, the time it waited for a terminal included. 0, the
     * default: it is due when keyed and paced.
     */
    default long arrivalNanos() {
        return 0;
    }

    /** Time spent thinking after it completed (TPC-C 5.2.5.4), from a uniform draw in (0, 1]. */
    default long thinkNanos(double uniform) {
        return 0;
    }

    /**
     * The partition of the data the work writes, from 1 (TPC-C's warehouse): under
     * {@code endpointAffinity=warehouse} work of one partition goes to one endpoint, so writers of
     * a multi-writer cluster do not conflict across nodes. 0 when any endpoint will do.
     */
    int affinity();

    /**
     * False for work that only hands a request to the background workers ({@link Deferrer}) and
     * runs no statement itself: it then runs with a null connection.
     */
    default boolean needsConnection() {
        return true;
    }

    /**
     * Runs on {@code c}, a pooled connection in a fresh transaction, and ends the transaction
     * (commit, or rollback where the work means to). On an exception the engine rolls back.
     */
    Result execute(Connection c) throws SQLException;
}
