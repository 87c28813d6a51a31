package io.tpcbench.driver;

import io.tpcbench.db.SqlErrors;
import io.tpcbench.metrics.EndpointStats;
import io.tpcbench.metrics.Faults;
import io.tpcbench.tx.InDoubtException;
import io.tpcbench.tx.Transactions;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.Optional;

/**
 * Runs one transaction body on a pooled connection: rolls back on any error, retries deadlocks
 * and lock-wait timeouts up to {@code retries} times (each retry reported), and gives up with the
 * last error otherwise. A commit lost with its connection is resolved by asking the database once
 * it answers again, so a committed transaction is counted and a lost one is not. A failure is
 * never counted as throughput.
 */
final class TxRunner {
    /** How long an in-doubt commit may still be resolved after the run was asked to stop. */
    private static final long RESOLVE_AFTER_STOP_NANOS = 10_000_000_000L;

    private final DbAccess pool;
    private final Transactions transactions;
    private final int retries;
    private final RunControl control;
    private final Faults faults;
    private final EndpointStats endpoint;

    /**
     * One caller's (a terminal's or a delivery worker's) view of the database link: whether its
     * last transaction lost the connection, so that the next success counts as a reconnect.
     */
    static final class Link {
        private boolean lost;
    }

    /** The body, given a connection in a fresh transaction. */
    interface Body<T> {
        T run(Connection c) throws SQLException;
    }

    TxRunner(DbAccess pool, Transactions transactions, int retries, RunControl control, Faults faults,
            EndpointStats endpoint) {
        this.pool = pool;
        this.transactions = transactions;
        this.retries = retries;
        this.control = control;
        this.faults = faults;
        this.endpoint = endpoint;
    }

    /** The endpoint whose connections this runner uses. */
    EndpointStats endpoint() {
        return endpoint;
    }

    /** The transactions this runner's callers run. */
    Transactions transactions() {
        return transactions;
    }

    <T> T run(Body<T> body, Runnable onRetry, Link link) throws SQLException, InterruptedException {
        for (int attempt = 0; ; attempt++) {
            try {
                T result = once(body);
                back(link);
                return result;
            } catch (InDoubtException e) {
                lost(link);
                return resolved(e, link);
            } catch (SQLException e) {
                if (SqlErrors.classify(e) == SqlErrors.Kind.CONNECTION_LOST) {
                    lost(link);
                }
                if (!SqlErrors.isRetryable(e) || attempt >= retries) {
                    throw e;
                }
                onRetry.run();
            }
        }
    }

    private void lost(Link link) {
        faults.connectionLost();
        endpoint.connectionLost();
        link.lost = true;
    }

    private void back(Link link) {
        if (link.lost) {
            faults.reconnected();
            link.lost = false;
        }
    }

    private <T> T once(Body<T> body) throws SQLException, InterruptedException {
        return pool.run(c -> {
            try {
                return body.run(c);
            } catch (SQLException | RuntimeException e) {
                rollback(c, e);
                throw e;
            }
        });
    }

    /** The in-doubt transaction's result if its writes are in the database; else the original error. */
    @SuppressWarnings("unchecked")
    private <T> T resolved(InDoubtException e, Link link) throws SQLException, InterruptedException {
        Optional<Boolean> committed = ask(e.evidence());
        if (committed.isEmpty()) {
            faults.inDoubtGaveUp();
            throw e;
        }
        back(link);
        faults.inDoubtResolved(committed.get());
        if (!committed.get()) {
            throw e;
        }
        return (T) e.result();
    }

    /**
     * Asks on a new connection, backing off while the database does not answer; empty if it still
     * does not answer some time after the run was asked to stop.
     */
    private Optional<Boolean> ask(InDoubtException.Evidence evidence) throws InterruptedException {
        Backoff backoff = new Backoff();
        long giveUpAt = Long.MAX_VALUE;
        while (true) {
            try {
                return Optional.of(pool.run(c -> {
                    boolean committed = evidence.committed(c);
                    c.commit();
                    return committed;
                }));
            } catch (SQLException notYet) {
                if (control.stopped() && giveUpAt == Long.MAX_VALUE) {
                    giveUpAt = System.nanoTime() + RESOLVE_AFTER_STOP_NANOS;
                }
                if (System.nanoTime() > giveUpAt) {
                    return Optional.empty();
                }
                Thread.sleep(java.time.Duration.ofNanos(backoff.nextNanos()));
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
