package io.tpcbench.tx;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;

/**
 * The statements a transaction sends at one step of its profile, whose parameters are all known
 * before the first of them runs (what a statement reads feeds the next trip, never its own).
 * Sent {@link Sending#TOGETHER} they are one multi-statement text and one round trip; sent
 * {@link Sending#ONE_BY_ONE} each is its own round trip. Either way the results are read in
 * statement order, and the first error ends the trip (the server runs nothing after it).
 */
final class Trip implements AutoCloseable {
    /**
     * A trip's statements: each text with the index of its first parameter, and all of them as
     * one text, followed by COMMIT when the trip ends the transaction. Texts hold no {@code ?}
     * other than parameter markers.
     */
    static final class Text {
        private final String[] statements;
        private final int[] firstParam;
        private final String together;
        private final boolean commits;

        private Text(boolean commits, String... statements) {
            this.statements = statements.clone();
            this.commits = commits;
            firstParam = new int[statements.length + 1];
            for (int i = 0; i < statements.length; i++) {
                firstParam[i + 1] = firstParam[i] + (int) statements[i].chars().filter(ch -> ch == '?').count();
            }
            together = String.join(";\n", statements) + (commits ? ";\nCOMMIT" : "");
        }

        int params() {
            return firstParam[statements.length];
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
    private PreparedStatement current;
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
        if (sending == Sending.TOGETHER) {
            trip.current = c.prepareStatement(text.together);
            try {
                params.bind(trip.current, 0, params.size());
                trip.current.execute();
            } catch (SQLException | RuntimeException e) {
                try {
                    trip.current.close();
                } catch (SQLException closing) {
                    e.addSuppressed(closing);
                }
                throw e;
            }
            trip.at = 0;
        }
        return trip;
    }

    /**
     * Sends a trip that ends the transaction and commits it. If the connection is lost while the
     * commit may have happened (TOGETHER: anywhere in the trip; ONE_BY_ONE: during the COMMIT),
     * the outcome is in doubt: an {@link InDoubtException} carries {@code result} and the evidence.
     */
    static <R> R commit(Connection c, Sending sending, Text text, Params params, R result,
            InDoubtException.Evidence evidence) throws SQLException {
        if (sending == Sending.ONE_BY_ONE) {
            try (Trip trip = send(c, sending, text, params)) {
                trip.moveTo(text.statements.length - 1);
            }
            return Sql.commit(c, result, evidence);
        }
        try (Trip trip = send(c, sending, text, params)) {
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
            if (sending == Sending.TOGETHER) {
                // the COMMIT's own result; an error of it would have been raised by execute()
                current.getMoreResults();
            }
            // TOGETHER: tells the pool the transaction ended (else HikariCP rolls back on return, a
            // round trip); Connector/J with useLocalTransactionState sends nothing, as the server
            // reported the transaction closed
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
            if (sending == Sending.TOGETHER) {
                current.getMoreResults();
            } else {
                if (current != null) {
                    current.close();
                }
                current = c.prepareStatement(text.statements[at]);
                params.bind(current, text.firstParam[at], text.firstParam[at + 1]);
                current.execute();
            }
        }
    }

    @Override
    public void close() throws SQLException {
        if (current != null) {
            current.close();
        }
    }
}
