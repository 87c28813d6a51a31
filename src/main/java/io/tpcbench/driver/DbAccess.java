package io.tpcbench.driver;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.function.BooleanSupplier;
import javax.sql.DataSource;

/**
 * How a terminal's transaction reaches a connection. With a connection per terminal it simply
 * borrows one on its own (platform) thread; with fewer connections than terminals it goes through
 * {@link FairPool}, which serves the terminals in arrival order.
 */
interface DbAccess extends AutoCloseable {
    /** Work done on a borrowed connection. */
    interface Work<T> {
        T run(Connection c) throws SQLException, InterruptedException;
    }

    <T> T run(Work<T> work) throws SQLException, InterruptedException;

    /**
     * Runs {@code work} at {@code startNanos} at the earliest; {@link NotStartedException} if the
     * run stops before then, {@link LaneDownException} if {@code laneUp} says no at that time
     * (the endpoint went down while the work waited), before a connection is borrowed. Here the
     * caller sleeps until then and borrows as {@link #run} does.
     */
    default <T> T runAt(long startNanos, RunControl control, BooleanSupplier laneUp, Work<T> work)
            throws SQLException, InterruptedException {
        if (!control.sleepUntil(startNanos)) {
            throw new NotStartedException();
        }
        if (!laneUp.getAsBoolean()) {
            throw new LaneDownException();
        }
        return run(work);
    }

    @Override
    void close();

    /** Each terminal borrows on its own thread: no queue, no hand-off (every terminal has a connection). */
    static DbAccess direct(DataSource dataSource) {
        return new DbAccess() {
            @Override
            public <T> T run(Work<T> work) throws SQLException, InterruptedException {
                try (Connection c = dataSource.getConnection()) {
                    return work.run(c);
                }
            }

            @Override
            public void close() {
                // the data source belongs to the caller
            }
        };
    }
}
