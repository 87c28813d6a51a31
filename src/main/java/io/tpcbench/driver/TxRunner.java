package io.tpcbench.driver;

import io.tpcbench.db.ConnectionFactory;
import io.tpcbench.db.InDoubtException;
import io.tpcbench.db.LostSession;
import io.tpcbench.db.Rollback;
import io.tpcbench.db.ServerSessions;
import io.tpcbench.db.SqlErrors;
import io.tpcbench.metrics.EndpointStats;
import io.tpcbench.metrics.Faults;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.IntConsumer;
import java.util.function.IntPredicate;

/**
 * Runs one transaction body on a pooled connection: rolls back on any error, retries deadlocks,
 * lock-wait timeouts and the engines' conflicts (each retry reported with its error code) after
 * a jittered backoff, up to {@code retries} times and {@code txnRetrySecs}, and gives up with
 * the last error otherwise. A commit lost with its connection is resolved by asking the database
 * once it answers again and the session that sent it has ended ({@link LostSession}), so a
 * committed transaction is counted, a lost one is not, and one found in part is a consistency
 * fault. A failure is never counted as throughput.
 */
final class TxRunner {
    /** How long an in-doubt commit may still be resolved after the run was asked to stop. */
    private static final long RESOLVE_AFTER_STOP_NANOS = 10_000_000_000L;
    /** The first retry waits up to this long, each next one up to twice as long as the one before. */
    private static final long FIRST_RETRY_PAUSE_NANOS = 2_000_000L;

    private static final long MAX_RETRY_PAUSE_NANOS = 200_000_000L;

    private final DbAccess pool;
    private final Retries retries;
    private final RunControl control;
    private final Faults faults;
    private final EndpointStats endpoint;
    private final Benchmark.Endpoint way;
    /** False from a lost connection until a probe finds the endpoint answering again. */
    private volatile boolean up = true;
    /** The session behind each of the endpoint's connections, for a commit that goes in doubt. */
    private final ServerSessions sessions = new ServerSessions();

    /** How often and for how long a conflicting transaction is tried again, and on which codes beyond the known. */
    record Retries(int times, long forNanos, IntPredicate alsoRetried) {}

    /** A transaction running now: its connection, and the runner (endpoint) it runs on. */
    record InFlight(Connection connection, TxRunner runner) {}

    /**
     * One caller's (a terminal's or a delivery worker's) view of the database link: whether its
     * last transaction lost the connection, so that the next success counts as a reconnect, and
     * the connection its transaction is running on, so that a run that must end can cancel it.
     */
    static final class Link {
        private boolean lost;
        private volatile InFlight inFlight;
        /** The session of the last commit in doubt, if the driver could tell its id. */
        private volatile Optional<LostSession> lostSession = Optional.empty();

        /** The transaction running now, if any. */
        Optional<InFlight> inFlight() {
            return Optional.ofNullable(inFlight);
        }
    }

    /** The body, given a connection in a fresh transaction. */
    interface Body<T> {
        T run(Connection c) throws SQLException;
    }

    TxRunner(
            DbAccess pool,
            Retries retries,
            RunControl control,
            Faults faults,
            EndpointStats endpoint,
            Benchmark.Endpoint way) {
        this.way = way;
        this.pool = pool;
        this.retries = retries;
        this.control = control;
        this.faults = faults;
        this.endpoint = endpoint;
    }

    /** The endpoint whose connections this runner uses. */
    EndpointStats endpoint() {
        return endpoint;
    }

    /** Opens side connections to this runner's endpoint (probes, KILL QUERY). */
    ConnectionFactory server() {
        return way.server();
    }

    /** Whether the endpoint is taken to answer (it has not lost a connection since it last did). */
    boolean up() {
        return up;
    }

    void markUp() {
        up = true;
    }

    /** Runs {@code body}, retrying it as the class says; {@code onRetry} hears each retry's error code. */
    <T> T run(Body<T> body, IntConsumer onRetry, Link link) throws SQLException, InterruptedException {
        return run(body, onRetry, link, false, 0);
    }

    /**
     * As {@link #run(Body, IntConsumer, Link)}, its first attempt at {@code startNanos} at the
     * earliest ({@link DbAccess#runAt}); {@link NotStartedException} if the run stops before then,
     * {@link LaneDownException} if this endpoint lost a connection meanwhile.
     */
    <T> T runAt(long startNanos, Body<T> body, IntConsumer onRetry, Link link)
            throws SQLException, InterruptedException {
        return run(body, onRetry, link, true, startNanos);
    }

    /**
     * Whether a step of {@link #schedule} may run a terminal's work at its start time on one of
     * the endpoint's own threads (its connections' queue, {@link FairPool}).
     */
    boolean schedules() {
        return pool.schedules();
    }

    /** Runs {@code step} at {@code startNanos} on one of the endpoint's own threads ({@link DbAccess#schedule}). */
    void schedule(long startNanos, DbAccess.Step step) {
        pool.schedule(startNanos, control, step);
    }

    /**
     * The first attempt of {@code body} on the calling thread, a step's at its start time; {@link
     * LaneDownException} if this endpoint lost a connection meanwhile. What it throws otherwise goes
     * to {@link #after}, which tries again as {@link #runAt} would have.
     */
    <T> T firstHere(Body<T> body, Link link) throws SQLException, InterruptedException {
        if (!up) {
            throw new LaneDownException();
        }
        T result = pool.runHere(attempt(body, link));
        back(link);
        return result;
    }

    /**
     * What {@link #runAt} would have done after its first attempt, due at {@code startNanos}, failed
     * with {@code first} ({@link #firstHere}): the in-doubt commit resolved, the conflict retried,
     * anything else thrown as it came.
     */
    <T> T after(Exception first, long startNanos, Body<T> body, IntConsumer onRetry, Link link)
            throws SQLException, InterruptedException {
        switch (first) {
            case SQLException s -> {
                return run(body, onRetry, link, true, startNanos, s);
            }
            case InterruptedException i -> throw i;
            case RuntimeException r -> throw r;
            default -> throw new IllegalStateException(first);
        }
    }

    private <T> T run(Body<T> body, IntConsumer onRetry, Link link, boolean scheduled, long startNanos)
            throws SQLException, InterruptedException {
        return run(body, onRetry, link, scheduled, startNanos, null);
    }

    /** The attempts, the first of them already made if it failed with {@code first}. */
    private <T> T run(
            Body<T> body, IntConsumer onRetry, Link link, boolean scheduled, long startNanos, SQLException first)
            throws SQLException, InterruptedException {
        // a first attempt already made began at its start time
        long from =
                first != null ? startNanos : scheduled ? Math.max(startNanos, System.nanoTime()) : System.nanoTime();
        long giveUpAt = from + retries.forNanos();
        for (int attempt = 0; ; attempt++) {
            try {
                if (attempt == 0 && first != null) {
                    throw first;
                }
                T result = once(body, link, scheduled && attempt == 0, startNanos);
                back(link);
                return result;
            } catch (InDoubtException e) {
                lost(link);
                return resolved(e, link);
            } catch (SQLException e) {
                if (SqlErrors.classify(e) == SqlErrors.Kind.CONNECTION_LOST) {
                    lost(link);
                }
                if (!SqlErrors.isRetryable(e, retries.alsoRetried())
                        || attempt >= retries.times()
                        || System.nanoTime() >= giveUpAt
                        || control.stopped()) {
                    throw e;
                }
                onRetry.accept(SqlErrors.code(e));
                pause(attempt);
            }
        }
    }

    /**
     * Waits a random time below a bound that doubles with every attempt (full jitter): writers
     * that conflicted on a multi-writer cluster do not meet again at once.
     */
    private void pause(int attempt) throws InterruptedException {
        long bound = Math.min(MAX_RETRY_PAUSE_NANOS, FIRST_RETRY_PAUSE_NANOS << Math.min(attempt, 20));
        control.sleepUntil(System.nanoTime() + ThreadLocalRandom.current().nextLong(bound));
    }

    private void lost(Link link) {
        up = false;
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

    private <T> T once(Body<T> body, Link link, boolean scheduled, long startNanos)
            throws SQLException, InterruptedException {
        DbAccess.Work<T> work = attempt(body, link);
        return scheduled ? pool.runAt(startNanos, control, () -> up, work) : pool.run(work);
    }

    /** One attempt of {@code body} on the connection it is given: rolled back on any error. */
    private <T> DbAccess.Work<T> attempt(Body<T> body, Link link) {
        return c -> {
            link.inFlight = new InFlight(c, this);
            Optional<ServerSessions.Session> session = Optional.empty();
            try {
                // before anything is sent: a pool closes its handle to a connection it finds broken
                session = sessions.of(c);
                return body.run(c);
            } catch (NotStartedException e) {
                // nothing was sent: there is nothing to roll back
                throw e;
            } catch (InDoubtException e) {
                link.lostSession = session.map(LostSession::new);
                rollback(c, e);
                throw e;
            } catch (SQLException | RuntimeException e) {
                rollback(c, e);
                throw e;
            } finally {
                link.inFlight = null;
            }
        };
    }

    /**
     * The in-doubt transaction's result if all its writes are in the database; else the original
     * error, or a partial-commit error (a consistency fault) when only some of them are.
     */
    @SuppressWarnings("unchecked")
    private <T> T resolved(InDoubtException e, Link link) throws SQLException, InterruptedException {
        Optional<InDoubtException.Found> found = ask(e.evidence(), link.lostSession);
        if (found.isEmpty()) {
            faults.inDoubtGaveUp();
            throw e;
        }
        back(link);
        switch (found.get()) {
            case ALL -> faults.inDoubtResolved(true);
            case NONE -> {
                faults.inDoubtResolved(false);
                throw e;
            }
            case PARTIAL -> {
                faults.partialCommit();
                throw new SQLException(
                        "partial commit: after the connection was lost, some of the transaction's"
                                + " writes are in the database without the others (a consistency fault)",
                        e);
            }
        }
        return (T) e.result();
    }

    /**
     * Asks on a new connection, backing off while the database does not answer or the session
     * that sent the commit has not ended (its commit may still happen); empty if that is still so
     * some time after the run was asked to stop.
     */
    private Optional<InDoubtException.Found> ask(InDoubtException.Evidence evidence, Optional<LostSession> session)
            throws InterruptedException {
        Backoff backoff = new Backoff();
        long giveUpAt = Long.MAX_VALUE;
        while (true) {
            try {
                return Optional.of(pool.run(c -> {
                    if (session.isPresent() && !session.get().ended(c)) {
                        throw new SQLException("the session of the commit in doubt (server connection "
                                + session.get().id() + ") has not ended yet");
                    }
                    if (!c.getAutoCommit()) {
                        // the evidence in a snapshot taken after the session ended
                        c.commit();
                    }
                    InDoubtException.Found found = evidence.find(c);
                    if (!c.getAutoCommit()) {
                        c.commit();
                    }
                    return found;
                }));
            } catch (SQLException notYet) {
                if (control.stopped() && giveUpAt == Long.MAX_VALUE) {
                    giveUpAt = System.nanoTime() + RESOLVE_AFTER_STOP_NANOS;
                }
                if (System.nanoTime() > giveUpAt) {
                    return Optional.empty();
                }
                Thread.sleep(Duration.ofNanos(backoff.nextNanos()));
            }
        }
    }

    /**
     * Ends the failed transaction on the server, whatever the driver believes its state is
     * ({@link Rollback#send}). A connection that cannot be rolled back is closed, so the pool never
     * hands it out again.
     */
    static void rollback(Connection c, Exception cause) {
        try {
            Rollback.send(c);
            return;
        } catch (SQLException e) {
            cause.addSuppressed(e);
        }
        try {
            // the pool finds the connection closed and evicts it
            c.unwrap(Connection.class).close();
        } catch (SQLException closing) {
            cause.addSuppressed(closing);
        }
    }
}
