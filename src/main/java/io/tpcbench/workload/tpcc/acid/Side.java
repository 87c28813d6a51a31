package io.tpcbench.workload.tpcc.acid;

import io.tpcbench.db.SqlErrors;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * One transaction of a test running on its own thread and connection, so that the test can see
 * whether it waits: it finished, failed (the database rolled it back, or something broke), or is
 * still running after a bound.
 */
final class Side<T> {
    /** A transaction to run on a connection. */
    interface Work<T> {
        T run(Connection c) throws SQLException;
    }

    private final String name;
    private final Connection connection;
    private final CompletableFuture<T> result = new CompletableFuture<>();
    private final long startedNanos = System.nanoTime();
    private volatile long endedNanos;

    private Side(String name, Connection connection) {
        this.name = name;
        this.connection = connection;
    }

    /** Starts {@code work} as transaction {@code name} on {@code c}. */
    static <T> Side<T> start(String name, Connection c, Work<T> work) {
        return start(name, c, c, work);
    }

    /**
     * Starts {@code work} as transaction {@code name} on {@code used}, a view of connection {@code
     * c}; a transaction that fails is rolled back on {@code c}, as a terminal would (a lock wait
     * timeout ends only the statement: the transaction would keep its locks).
     */
    static <T> Side<T> start(String name, Connection c, Connection used, Work<T> work) {
        Side<T> side = new Side<>(name, c);
        Thread.ofPlatform().daemon().name("acid-" + name).start(() -> {
            try {
                side.result.complete(work.run(used));
            } catch (SQLException | RuntimeException e) {
                try {
                    c.rollback();
                } catch (SQLException rollback) {
                    e.addSuppressed(rollback);
                }
                side.result.completeExceptionally(e);
            } finally {
                side.endedNanos = System.nanoTime();
            }
        });
        return side;
    }

    String name() {
        return name;
    }

    /** Its connection: the test's own reads inside the transaction while it is held. */
    Connection connection() {
        return connection;
    }

    /** Whether it ended (committed, rolled back or failed) within {@code millis}. */
    boolean endsWithin(long millis) throws InterruptedException {
        try {
            result.get(millis, TimeUnit.MILLISECONDS);
            return true;
        } catch (ExecutionException e) {
            return true;
        } catch (TimeoutException e) {
            return false;
        }
    }

    boolean ended() {
        return result.isDone();
    }

    /** Its result; the error it ended with is thrown (an {@link SQLException} as it came). */
    T value() throws SQLException {
        try {
            return result.getNow(null);
        } catch (CompletionException e) {
            if (e.getCause() instanceof SQLException s) {
                throw s;
            }
            throw e;
        }
    }

    /** The error it ended with, if any. */
    SQLException error() {
        if (!result.isCompletedExceptionally()) {
            return null;
        }
        try {
            value();
            return null;
        } catch (SQLException e) {
            return e;
        } catch (RuntimeException e) {
            return new SQLException(e.toString(), e);
        }
    }

    /** Whether {@code e} (null: no error) says the database rolled the transaction back as a conflict. */
    static boolean retryable(SQLException e) {
        return e != null && SqlErrors.isRetryable(e);
    }

    /**
     * Whether the database rolled it back as a conflict (deadlock, lock wait timeout, certification
     * failure): a terminal would run it again.
     */
    boolean rolledBackByDatabase() {
        return retryable(error());
    }

    /** How long it ran, in seconds, until now or its end. */
    double secs() {
        long end = endedNanos == 0 ? System.nanoTime() : endedNanos;
        return (end - startedNanos) / 1e9;
    }

    /** Ends a transaction still running after its test (a hang): its connection is aborted. */
    void abandon() {
        if (!result.isDone()) {
            try {
                connection.abort(Runnable::run);
            } catch (SQLException e) {
                // the connection is gone either way
            }
        }
    }

    /** What it ended with, for a test's line: "committed", or the error's code and message. */
    String describeEnd() {
        SQLException e = error();
        return e == null ? "ended" : "failed with " + e.getErrorCode() + " (" + e.getMessage() + ")";
    }
}
