package io.tpcbench.workload.tpcc.tx;

import io.tpcbench.db.InDoubtException;
import io.tpcbench.db.Sending;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Arrays;

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
 * Text#check}) are then checked by the statement itself, which stops with an error where they are
 * off; otherwise by the trip as each update's result comes back. Either way a wrong count is a
 * {@link RowCountException}.
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
        private static final String COMPOUND_START = "BEGIN NOT ATOMIC\n";
        private static final String COMPOUND_END = ";\nEND";
        /** The message of a compound statement's failed row count check, followed by the statement's index. */
        static final String CHECK_FAILED = "tpcbench: wrong row count of statement ";
        private final String[] statements;
        /** Each statement's text split at its parameter markers. */
        private final String[][] parts;
        private final int[] firstParam;
        /** Whether each statement is a query (answers with rows). */
        private final boolean[] query;
        /** The rows each statement must change, or -1. */
        private final int[] expected;
        /** The number of queries among the statements before statement {@code i}, for i up to their count. */
        private final int[] queriesBefore;
        private final int updates;
        private final String together;
        private final String togetherCommitting;
        private final boolean commits;

        private Text(boolean commits, String[] statements, int[] expected) {
            this.statements = statements.clone();
            this.commits = commits;
            this.expected = expected.clone();
            parts = new String[statements.length][];
            firstParam = new int[statements.length + 1];
            query = new boolean[statements.length];
            queriesBefore = new int[statements.length + 1];
            for (int i = 0; i < statements.length; i++) {
                parts[i] = statements[i].split("\\?", -1);
                firstParam[i + 1] = firstParam[i] + parts[i].length - 1;
                String head = statements[i].stripLeading();
                query[i] = head.regionMatches(true, 0, "SELECT", 0, 6) || head.regionMatches(true, 0, "(SELECT", 0, 7);
                queriesBefore[i + 1] = queriesBefore[i] + (query[i] ? 1 : 0);
            }
            updates = statements.length - queriesBefore[statements.length];
            together = String.join(SEPARATOR, statements);
            togetherCommitting = together + (commits ? COMMIT : "");
        }

        private Text(boolean commits, String... statements) {
            this(commits, statements, noChecks(statements.length));
        }

        private static int[] noChecks(int n) {
            int[] none = new int[n];
            Arrays.fill(none, -1);
            return none;
        }

        /**
         * This text with statement {@code i}, an update, required to change exactly {@code rows}
         * rows: any other count ends the trip with a {@link RowCountException}.
         */
        Text check(int i, int rows) {
            if (query[i] || rows < 0) {
                throw new IllegalArgumentException("statement " + i + " cannot be checked for " + rows + " rows");
            }
            int[] e = expected.clone();
            e[i] = rows;
            return new Text(commits, statements, e);
        }

        /**
         * Whether the text, sent {@link Sending#COMPOUND}, goes as a compound statement: when that
         * answers with fewer results, its queries' and its own against one per statement and the
         * COMMIT's, that is when it holds two updates, or an update and the COMMIT.
         */
        boolean compound(boolean commit) {
            return updates + (commit ? 1 : 0) >= 2;
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
            return joined(params, commit, false);
        }

        /** {@link #literal(Params, boolean)} as one compound statement, with its row count checks. */
        String compoundLiteral(Params params, boolean commit) {
            return joined(params, commit, true);
        }

        /** The compound statement with its parameter markers, for values that must be bound. */
        String compoundText(boolean commit) {
            return joined(null, commit, true);
        }

        /** The statements with their parameters as literals, or their markers when {@code params} is null. */
        private String joined(Params params, boolean commit, boolean compound) {
            StringBuilder sb = new StringBuilder(together.length() + (params == null ? 0 : 8 * params.size())
                    + (compound ? 64 : 8));
            if (compound) {
                sb.append(COMPOUND_START);
            }
            for (int i = 0; i < statements.length; i++) {
                if (i > 0) {
                    sb.append(SEPARATOR);
                }
                if (params == null) {
                    sb.append(statements[i]);
                } else {
                    appendLiteral(sb, i, params);
                }
                if (compound && expected[i] >= 0) {
                    // ROW_COUNT(): the rows the statement before changed (found, as Connector/J asks)
                    sb.append(SEPARATOR).append("IF ROW_COUNT() <> ").append(expected[i])
                            .append(" THEN SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = '").append(CHECK_FAILED)
                            .append(i).append("'; END IF");
                }
            }
            if (commit) {
                sb.append(COMMIT);
            }
            if (compound) {
                sb.append(COMPOUND_END);
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
    /** Whether the text goes as one compound statement, whose queries alone answer. */
    private final boolean compound;
    private Statement current;
    /** The statement the trip is at. */
    private int at = -1;
    /** The result of the text {@link #current} is at, when the text went at once. */
    private int result;

    private Trip(Connection c, Sending sending, Text text, Params params) {
        if (params.size() != text.params()) {
            throw new IllegalArgumentException(params.size() + " parameters for " + text.params() + " markers");
        }
        this.c = c;
        this.sending = sending;
        this.text = text;
        this.params = params;
        this.compound = sending == Sending.COMPOUND && text.compound(text.commits);
    }

    /** Sends {@code text}: all of it now when TOGETHER, else each statement when its result is asked for. */
    static Trip send(Connection c, Sending sending, Text text, Params params) throws SQLException {
        Trip trip = new Trip(c, sending, text, params);
        if (sending.together()) {
            trip.execute(ALL);
            trip.arrive(0);
        }
        return trip;
    }

    /**
     * A statement changed other than the rows its text requires ({@link Text#check}): {@code
     * actual} is -1 where the compound statement checked it and stopped.
     */
    static final class RowCountException extends SQLException {
        private final int statement;

        RowCountException(int statement, int expected, int actual) {
            super("statement " + statement + " of the trip changed " + (actual < 0 ? "other than " + expected + " rows"
                    : actual + " rows, not " + expected));
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

    /** Runs what is left of the trip, and commits when its text does (for read-only transactions). */
    void finish() throws SQLException {
        moveTo(text.statements.length - 1);
        if (text.commits) {
            if (sending.commitInText()) {
                // the COMMIT's own result, or the compound statement's; an error of it would have
                // been raised by execute()
                advanceTo(compound ? text.queriesBefore[text.statements.length] : text.statements.length);
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
            advanceTo(compound ? text.queriesBefore[i] : i);
        }
        if (!compound && text.expected[i] >= 0 && current.getUpdateCount() != text.expected[i]) {
            throw new RowCountException(i, text.expected[i], current.getUpdateCount());
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
        if (!compound || message == null || !message.startsWith(Text.CHECK_FAILED)) {
            return e;
        }
        int statement = Integer.parseInt(message.substring(Text.CHECK_FAILED.length()).trim());
        RowCountException wrong = new RowCountException(statement, text.expected[statement], -1);
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
            if (params.literal() && !sending.bound()) {
                current = c.createStatement();
                current.execute(!all ? text.literal(i, params) : compound ? text.compoundLiteral(params, commitInText())
                        : text.literal(params, commitInText()));
            } else {
                PreparedStatement ps = c.prepareStatement(!all ? text.statements[i] : compound
                        ? text.compoundText(commitInText()) : commitInText() ? text.togetherCommitting : text.together);
                current = ps;
                params.bind(ps, all ? 0 : text.firstParam[i], all ? params.size() : text.firstParam[i + 1]);
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
        return text.commits && sending.commitInText();
    }

    @Override
    public void close() throws SQLException {
        if (current != null) {
            current.close();
        }
    }
}
