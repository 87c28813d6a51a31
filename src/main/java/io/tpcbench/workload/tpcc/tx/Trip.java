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
 * <p>The parameters are written into the text as literals ({@link Params#literal()}), which is
 * what Connector/J's client-side prepare sends too (the server sees the same text), without a
 * {@code ClientPreparedStatement} per execution and its per-value encoding. Values that cannot be
 * written so are bound to a prepared statement instead.
 */
final class Trip implements AutoCloseable {
    /**
     * A trip's statements: each text with the index of its first parameter, and all of them as
     * one text, with and without the COMMIT when the trip ends the transaction. Texts hold no
     * {@code ?} other than parameter markers.
     */
    static final class Text {
        private static final String SEPARATOR = ";\n";
        private static final String COMMIT = SEPARATOR + "COMMIT";
        private final String[] statements;
        /** Each statement's text split at its parameter markers. */
        private final String[][] parts;
        private final int[] firstParam;
        private final String together;
        private final String togetherCommitting;
        private final boolean commits;

        private Text(boolean commits, String... statements) {
            this.statements = statements.clone();
            this.commits = commits;
            parts = new String[statements.length][];
            firstParam = new int[statements.length + 1];
            for (int i = 0; i < statements.length; i++) {
                parts[i] = statements[i].split("\\?", -1);
                firstParam[i + 1] = firstParam[i] + parts[i].length - 1;
            }
            together = String.join(SEPARATOR, statements);
            togetherCommitting = together + (commits ? COMMIT : "");
        }

        int params() {
            return firstParam[statements.length];
        }

        /** Statement {@code i} with its parameters as literals. */
        String literal(int i, Params params) {
            StringBuilder sb = new StringBuilder(statements[i].length() + 8 * (firstParam[i + 1] - firstParam[i]));
            appendLiteral(sb, i, params);
            return sb.toString();
        }

        /** All statements, and the COMMIT if {@code commit}, with their parameters as literals. */
        String literal(Params params, boolean commit) {
            StringBuilder sb = new StringBuilder(together.length() + 8 * params.size());
            for (int i = 0; i < statements.length; i++) {
                if (i > 0) {
                    sb.append(SEPARATOR);
                }
                appendLiteral(sb, i, params);
            }
            if (commit) {
                sb.append(COMMIT);
            }
            return sb.toString();
        }

        private void appendLiteral(StringBuilder sb, int i, Params params) {
            String[] p = parts[i];
            sb.append(p[0]);
            for (int k = 1; k < p.length; k++) {
                params.appendLiteral(sb, firstParam[i] + k - 1);
                sb.append(p[k]);
            }
        }
    }

    /** Statements that leave the transaction open. */
    static Text of(String... statements) {
        return new Text(false, statements);
    }

    /** Statements the transaction ends with: a COMMIT follows them. */
    static Text ending(String... statements) {
        return new Text(true, statements);
    }

    private final Connection c;
    private final Sending sending;
    private final Text text;
    private final Params params;
    /** {@link #execute}'s statement index for the whole text. */
    private static final int ALL = -1;
    private Statement current;
    private int at = -1;

    private Trip(Connection c, Sending sending, Text text, Params params) {
        if (params.size() != text.params()) {
            throw new IllegalArgumentException(params.size() + " parameters for " + text.params() + " markers");
        }
        this.c = c;
        this.sending = sending;
        this.text = text;
        this.params = params;
    }

    /** Sends {@code text}: all of it now when TOGETHER, else each statement when its result is asked for. */
    static Trip send(Connection c, Sending sending, Text text, Params params) throws SQLException {
        Trip trip = new Trip(c, sending, text, params);
        if (sending.together()) {
            trip.execute(ALL);
            trip.at = 0;
        }
        return trip;
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
    static <R> R commit(Connection c, Sending sending, Text text, Params params, R result,
            InDoubtException.Evidence evidence) throws SQLException {
        return commit(c, sending, text, params, result, evidence, trip -> { });
    }

    /**
     * {@link #commit(Connection, Sending, Text, Params, Object, InDoubtException.Evidence)}, with
     * the statements' results read by {@code reading} before the trip finishes. TOGETHER, the
     * server has committed by then: an error {@code reading} raises does not undo the trip.
     */
    static <R> R commit(Connection c, Sending sending, Text text, Params params, R result,
            InDoubtException.Evidence evidence, Reading reading) throws SQLException {
        if (!sending.commitInText()) {
            try (Trip trip = send(c, sending, text, params)) {
                reading.read(trip);
                trip.moveTo(text.statements.length - 1);
            }
            return Sql.commit(c, result, evidence);
        }
        try (Trip trip = send(c, sending, text, params)) {
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

    /** The rows statement {@code i}, an update, changed. */
    int count(int i) throws SQLException {
        moveTo(i);
        return current.getUpdateCount();
    }

    /** Runs what is left of the trip, and commits when its text does (for read-only transactions). */
    void finish() throws SQLException {
        moveTo(text.statements.length - 1);
        if (text.commits) {
            if (sending.commitInText()) {
                // the COMMIT's own result; an error of it would have been raised by execute()
                current.getMoreResults();
            }
            // TOGETHER: tells the pool the transaction ended (else HikariCP rolls back on return, a
            // round trip); Connector/J with useLocalTransactionState sends nothing, as the server
            // reported the transaction closed. Else this is the COMMIT's own trip.
            c.commit();
        }
    }

    /** Moves on to statement {@code i}, running the ones up to it when ONE_BY_ONE. */
    private void moveTo(int i) throws SQLException {
        if (i < at || i >= text.statements.length) {
            throw new IllegalStateException("statement " + i + " read out of order (at " + at + ")");
        }
        while (at < i) {
            at++;
            if (sending.together()) {
                current.getMoreResults();
            } else {
                if (current != null) {
                    current.close();
                }
                execute(at);
            }
        }
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
            if (params.literal() && !sending.bound()) {
                current = c.createStatement();
                current.execute(all ? text.literal(params, commitInText()) : text.literal(i, params));
            } else {
                PreparedStatement ps = c.prepareStatement(all ? (commitInText() ? text.togetherCommitting
                        : text.together) : text.statements[i]);
                current = ps;
                params.bind(ps, all ? 0 : text.firstParam[i], all ? params.size() : text.firstParam[i + 1]);
                ps.execute();
            }
        } catch (SQLException | RuntimeException e) {
            if (current != null) {
                try {
                    current.close();
                } catch (SQLException closing) {
                    e.addSuppressed(closing);
                }
                current = null;
            }
            throw e;
        }
    }

    private boolean commitInText() {
        return text.commits && sending.commitInText();
    }

    @Override
    public void close() throws SQLException {
        if (current != null) {
            current.close();
        }
    }
}
