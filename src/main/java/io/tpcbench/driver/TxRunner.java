package io.tpcbench.driver;

import io.tpcbench.db.SqlErrors;
import java.sql.Connection;
import java.sql.SQLException;

/**
 * Runs one transaction body on a pooled connection: rolls back on any error, retries deadlocks
 * and lock-wait timeouts up to {@code retries} times (each retry reported), and gives up with the
 * last error otherwise. A failure is never counted as throughput.
 */
final class TxRunner {
    private final FairPool pool;
    private final int retries;

    /** The body, given a connection in a fresh transaction. */
    interface Body<T> {
        T run(Connection c) throws SQLException;
    }

    TxRunner(FairPool pool, int retries) {
        this.pool = pool;
        this.retries = retries;
    }

    <T> T run(Body<T> body, Runnable onRetry) throws SQLException, InterruptedException {
        for (int attempt = 0; ; attempt++) {
            try {
                return once(body);
            } catch (SQLException e) {
                if (!SqlErrors.isRetryable(e) || attempt >= retries) {
                    throw e;
                }
                onRetry.run();
            }
        }
    }

    private <T> T once(Body<T> body) throws SQLException, InterruptedException {
        try (FairPool.Lease lease = pool.borrow()) {
            Connection c = lease.connection();
            try {
                return body.run(c);
            } catch (SQLException | RuntimeException e) {
                rollback(c, e);
                throw e;
            }
        }
    }

    private static void rollback(Connection c, Exception cause) {
        try {
            c.rollback();
        } catch (SQLException rollbackFailure) {
            // the connection is broken; HikariCP evicts it. The original error is what counts.
            cause.addSuppressed(rollbackFailure);
        }
    }
}
