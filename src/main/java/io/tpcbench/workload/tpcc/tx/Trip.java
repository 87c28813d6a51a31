package io.tpcbench.workload.tpcc.tx;

import io.tpcbench.db.InDoubtException;
import io.tpcbench.db.Sending;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * The statements a transaction sends at one step of its profile, whose parameters are all known
 * before the first of them runs (what a statement reads feeds the next trip, never its own).
 * Sent together ({@link Sending#TOGETHER}, {@link Sending#TOGETHER_COMMIT_ALONE}) they are one
 * multi-statement text and one round trip; sent {@link Sending#ONE_BY_ONE} each is its own round
 * trip. Either way the results are read in statement order, and the first error ends the trip. A
 * single server runs nothing after a failing statement; Galera may run the rest of the text as a
 * new transaction, which is why the COMMIT travels alone there and the caller's rollback after an
 * error is always sent.
 *
 * <p>{@link Sending#COMPOUND} sends a text that writes as one MariaDB compound statement
 * ({@code BEGIN NOT ATOMIC ... END}): its updates answer nothing, so the trip's results are its
 * queries' and the statement's own, and the server, which flushes a result per answering
 * statement, wakes the client about half as often. The rows an update must change ({@link
 * TripText#check}) are then checked by the statement itself, which stops with an error where they are
 * off; otherwise by the trip as each update's result comes back. Either way a wrong count is a
 * {@link RowCountException}.
 *
 * <p>The parameters are written into the text as literals ({@link Params#literal()}), which is
 * what Connector/J's client-side prepare sends too (the server sees the same text), without a
 * {@code ClientPreparedStatement} per execution and its per-value encoding. Values that cannot be
 * written so are bound to a prepared statement instead.
 */
final class Trip implements AutoCloseable {
    private final Connection c;
    private final Sending sending;
    private final Route route;
    private final TripText text;
    private final Params params;
    /** {@link #execute}'s statement index for the whole text. */
    private static final int ALL = -1;
    /** Whether the text goes as one compound statement or procedure, whose queries alone answer. */
    private final boolean compound;

    private Statement current;
    /** The statement the trip is at. */
    private int at = -1;
    /** The result of the text {@link #current} is at, when the text went at once. */
    private int result;

    private Trip(Connection c, Route route, TripText text, Params params) {
        if (params.size() != text.params()) {
            throw new IllegalArgumentException(params.size() + " parameters for " + text.params() + " markers");
        }
        this.c = c;
        this.route = route;
        this.sending = route.sending();
        this.text = text;
        this.params = params;
        this.compound = (sending == Sending.COMPOUND || sending == Sending.PROCEDURE) && text.compound(text.commits());
    }

    /** Sends {@code text}: all of it now when TOGETHER, else each statement when its result is asked for. */
    static Trip send(Connection c, Route route, TripText text, Params params) throws SQLException {
        Trip trip = new Trip(c, route, text, params);
        if (route.sending().together()) {
            trip.execute(ALL);
            trip.arrive(0);
        }
        return trip;
    }

    /**
     * A statement changed other than the rows its text requires ({@link TripText#check}): {@code
     * actual} is -1 where the compound statement checked it and stopped.
     */
    static final class RowCountException extends SQLException {
        private final int statement;

        RowCountException(int statement, int expected, int actual) {
            super("statement " + statement + " of the trip changed "
                    + (actual < 0 ? "other than " + expected + " rows" : actual + " rows, not " + expected));
            this.statement = statement;
        }

        int statement() {
            return statement;
        }
    }

    /** What a transaction reads from the results of its committing trip, in statement order. */
    interface Reading {
        void read(Trip trip) throws SQLException;
    }

    /**
     * Sends a trip that ends the transaction and commits it. If the connection is lost while the
     * commit may have happened (TOGETHER: anywhere in the trip; else during the COMMIT), the
     * outcome is in doubt: an {@link InDoubtException} carries {@code result} and the evidence.
     */
    static <R> R commit(
            Connection c, Route route, TripText text, Params params, R result, InDoubtException.Evidence evidence)
            throws SQLException {
        return commit(c, route, text, params, result, evidence, trip -> {});
    }

    /**
     * {@link #commit(Connection, Route, TripText, Params, Object, InDoubtException.Evidence)}, with
     * the statements' results read by {@code reading} before the trip finishes. TOGETHER, the
     * server has committed by then: an error {@code reading} raises does not undo the trip.
     */
    static <R> R commit(
            Connection c,
            Route route,
            TripText text,
            Params params,
            R result,
            InDoubtException.Evidence evidence,
            Reading reading)
            throws SQLException {
        if (!route.sending().commitInText()) {
            try (Trip trip = send(c, route, text, params)) {
                reading.read(trip);
                trip.moveTo(text.size() - 1);
            }
            return Sql.commit(c, result, evidence);
        }
        try (Trip trip = send(c, route, text, params)) {
            reading.read(trip);
            trip.finish();
            return result;
        } catch (SQLException e) {
            throw Sql.inDoubtIfLost(e, result, evidence);
        }
    }

    /** The rows of statement {@code i}, a query. */
    ResultSet rows(int i) throws SQLException {
        moveTo(i);
        ResultSet rs = current.getResultSet();
        if (rs == null) {
            throw new IllegalStateException("statement " + i + " of the trip is not a query");
        }
        return rs;
    }

    /** The first row of statement {@code i}; a missing row means the population is incomplete. */
    ResultSet single(int i, String what) throws SQLException {
        ResultSet rs = rows(i);
        if (!rs.next()) {
            throw Sql.missing(what);
        }
        return rs;
    }

    /** Runs what is left of the trip, and commits when its text does (for read-only transactions). */
    void finish() throws SQLException {
        moveTo(text.size() - 1);
        if (text.commits()) {
            if (sending.commitInText()) {
                // the COMMIT's own result, or the compound statement's; an error of it would have
                // been raised by execute()
                advanceTo(compound ? text.queriesBefore(text.size()) : text.size());
            }
            // TOGETHER: tells the pool the transaction ended (else HikariCP rolls back on return, a
            // round trip); Connector/J with useLocalTransactionState sends nothing, as the server
            // reported the transaction closed. Else this is the COMMIT's own trip.
            c.commit();
        }
    }

    /** Moves on to statement {@code i}, running the ones up to it when ONE_BY_ONE. */
    private void moveTo(int i) throws SQLException {
        if (i < at || i >= text.size()) {
            throw new IllegalStateException("statement " + i + " read out of order (at " + at + ")");
        }
        while (at < i) {
            if (!sending.together()) {
                if (current != null) {
                    current.close();
                }
                execute(at + 1);
            }
            arrive(at + 1);
        }
    }

    /**
     * The trip is at statement {@code i}: when the text went at once, the results move on to its
     * own (a compound statement's updates have none: to the next query's); its row count is
     * checked where the text requires one and no compound statement checked it.
     */
    private void arrive(int i) throws SQLException {
        at = i;
        if (sending.together()) {
            advanceTo(compound ? text.queriesBefore(i) : i);
        }
        if (!compound && text.expected(i) >= 0 && current.getUpdateCount() != text.expected(i)) {
            throw new RowCountException(i, text.expected(i), current.getUpdateCount());
        }
    }

    /** Moves the text's results on to result {@code r}. */
    private void advanceTo(int r) throws SQLException {
        while (result < r) {
            try {
                current.getMoreResults();
            } catch (SQLException e) {
                throw checked(e);
            }
            result++;
        }
    }

    /** {@code e}, or the {@link RowCountException} it reports when a compound statement's check raised it. */
    private SQLException checked(SQLException e) {
        String message = e.getMessage();
        if (!compound || message == null || !message.startsWith(TripText.CHECK_FAILED)) {
            return e;
        }
        int statement = Integer.parseInt(
                message.substring(TripText.CHECK_FAILED.length()).trim());
        RowCountException wrong = new RowCountException(statement, text.expected(statement), -1);
        wrong.initCause(e);
        return wrong;
    }

    /**
     * Runs statement {@code i} of the text, or all of it when {@link #ALL}: the literal text
     * through a plain statement when the values allow it, else bound to a prepared statement. A
     * statement whose execution fails is closed.
     */
    private void execute(int i) throws SQLException {
        boolean all = i == ALL;
        current = null;
        try {
            if (all && compound && sending == Sending.PROCEDURE) {
                call();
            } else if (params.literal() && !sending.bound()) {
                current = c.createStatement();
                current.execute(
                        !all
                                ? text.literal(i, params)
                                : compound
                                        ? text.compoundLiteral(params, commitInText())
                                        : text.literal(params, commitInText()));
            } else {
                PreparedStatement ps = c.prepareStatement(
                        !all
                                ? text.statement(i)
                                : compound ? text.compoundText(commitInText()) : text.markers(commitInText()));
                current = ps;
                params.bind(ps, all ? 0 : text.firstParam(i), all ? params.size() : text.firstParam(i + 1));
                ps.execute();
            }
        } catch (SQLException | RuntimeException e) {
            closeFailed(e);
            if (e instanceof SQLException sql) {
                throw checked(sql);
            }
            throw e;
        }
    }

    /** Runs the whole text as the CALL of its procedure, created first if this run has not yet. */
    private void call() throws SQLException {
        boolean commit = commitInText();
        String kinds = params.kinds();
        String name =
                route.procedures().name(new ProcedureKey(text, commit, kinds), () -> text.procedure(commit, kinds));
        if (params.literal()) {
            current = c.createStatement();
            current.execute(text.call(name, params));
        } else {
            PreparedStatement ps = c.prepareStatement(text.callMarkers(name));
            current = ps;
            params.bind(ps, 0, params.size());
            ps.execute();
        }
    }

    /** A text's procedure: per text, whether it commits, and its parameters' kinds. */
    private record ProcedureKey(TripText text, boolean commit, String kinds) {}

    /** Closes the statement whose execution failed with {@code e}. */
    private void closeFailed(Exception e) {
        if (current != null) {
            try {
                current.close();
            } catch (SQLException closing) {
                e.addSuppressed(closing);
            }
            current = null;
        }
    }

    private boolean commitInText() {
        return text.commits() && sending.commitInText();
    }

    @Override
    public void close() throws SQLException {
        if (current != null) {
            current.close();
        }
    }
}
