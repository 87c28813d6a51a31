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
     * Work an access's own thread runs at its start time ({@link #schedule}), which may then
     * schedule what follows it: {@link #dropped} instead if the run stops (or the access closes)
     * before it is due.
     */
    interface Step {
        /** Runs on one of the access's threads; it borrows its connection with {@link #runHere}. */
        void run();

        /** Called instead of {@link #run} when the step is not started. */
        void dropped();
    }

    /**
     * Runs {@code work} on a connection borrowed on the calling thread, without a queue (what
     * {@link #run} does where there is none).
     */
    default <T> T runHere(Work<T> work) throws SQLException, InterruptedException {
        return run(work);
    }

    /** Whether {@link #schedule} is there: the access has threads of its own ({@link FairPool}). */
    default boolean schedules() {
        return false;
    }

    /**
     * Runs {@code step} on one of the access's own threads at {@code startNanos} at the earliest,
     * in due order with the rest of its work; the step is dropped if {@code control} stops before
     * then. Only where {@link #schedules()}.
     */
    default void schedule(long startNanos, RunControl control, Step step) {
        throw new UnsupportedOperationException("no threads of its own");
    }

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
