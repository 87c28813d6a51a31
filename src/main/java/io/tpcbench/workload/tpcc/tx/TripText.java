package io.tpcbench.workload.tpcc.tx;

import io.tpcbench.db.Procedures;
import io.tpcbench.db.Sending;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/**
 * The statements of a {@link Trip}: each text with the index of its first parameter, and all of them as
 * one text, with and without the COMMIT when the trip ends the transaction. Texts hold no
 * {@code ?} other than parameter markers.
 */
final class TripText {
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
    /** The row count check that follows statement {@code i} in a compound statement, or null. */
    private final String[] checkText;
    /** The characters of all row count checks. */
    private final int checkChars;

    private final int updates;
    private final String together;
    private final String togetherCommitting;
    private final boolean commits;

    private TripText(boolean commits, String[] statements, int[] expected) {
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
        checkText = new String[statements.length];
        int chars = 0;
        for (int i = 0; i < statements.length; i++) {
            if (expected[i] >= 0) {
                // ROW_COUNT(): the rows the statement before changed (found, as Connector/J asks)
                checkText[i] = SEPARATOR + "IF ROW_COUNT() <> " + expected[i]
                        + " THEN SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = '" + CHECK_FAILED + i + "'; END IF";
                chars += checkText[i].length();
            }
        }
        checkChars = chars;
        together = String.join(SEPARATOR, statements);
        togetherCommitting = together + (commits ? COMMIT : "");
    }

    private TripText(boolean commits, String... statements) {
        this(commits, statements, noChecks(statements.length));
    }

    private static int[] noChecks(int n) {
        int[] none = new int[n];
        Arrays.fill(none, -1);
        return none;
    }

    /**
     * This text with statement {@code i}, an update, required to change exactly {@code rows}
     * rows: any other count ends the trip with a {@link Trip.RowCountException}.
     */
    TripText check(int i, int rows) {
        if (query[i] || rows < 0) {
            throw new IllegalArgumentException("statement " + i + " cannot be checked for " + rows + " rows");
        }
        int[] e = expected.clone();
        e[i] = rows;
        return new TripText(commits, statements, e);
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
        return joined(params, false, commit, false, false);
    }

    /** {@link #literal(Params, boolean)} as one compound statement, with its row count checks. */
    String compoundLiteral(Params params, boolean commit) {
        return joined(params, false, commit, true, true);
    }

    /** The compound statement with its parameter markers, for values that must be bound. */
    String compoundText(boolean commit) {
        return joined(null, false, commit, true, true);
    }

    /**
     * The statements, the COMMIT if {@code commit}, and the row count checks as the body of a
     * stored procedure whose parameters {@code p1}, {@code p2}, ... take the markers' places, of
     * the types of {@code kinds} ({@link Params#kinds}).
     */
    Procedures.Definition procedure(boolean commit, String kinds) {
        if (kinds.length() != params()) {
            throw new IllegalArgumentException(kinds.length() + " parameters for " + params() + " markers");
        }
        List<String> parameters = new ArrayList<>(kinds.length());
        for (int k = 0; k < kinds.length(); k++) {
            parameters.add("p" + (k + 1) + " " + Params.sqlType(kinds.charAt(k)));
        }
        return new Procedures.Definition(parameters, joined(null, true, commit, true, false));
    }

    /** The CALL of procedure {@code name} ({@link #procedure}) with the parameters as literals. */
    String call(String name, Params params) {
        StringBuilder sb = new StringBuilder(name.length() + 8 + 2 * params.size() + params.literalChars());
        sb.append("CALL ").append(name).append('(');
        for (int k = 0; k < params.size(); k++) {
            if (k > 0) {
                sb.append(", ");
            }
            params.appendLiteral(sb, k);
        }
        return sb.append(')').toString();
    }

    /** The CALL of procedure {@code name} with parameter markers, for values that must be bound. */
    String callMarkers(String name) {
        return "CALL " + name + "(" + String.join(", ", Collections.nCopies(params(), "?")) + ")";
    }

    /**
     * The statements with their parameters as literals, or their markers when {@code params} is
     * null (or the procedure's parameter names when {@code named}), with the row count checks
     * when {@code checks}, as one compound statement when {@code compound}.
     */
    private String joined(Params params, boolean named, boolean commit, boolean checks, boolean compound) {
        StringBuilder sb = new StringBuilder(together.length()
                + (params == null ? 0 : params.literalChars())
                + (checks ? checkChars : 0)
                + COMPOUND_START.length()
                + COMMIT.length()
                + COMPOUND_END.length());
        if (compound) {
            sb.append(COMPOUND_START);
        }
        for (int i = 0; i < statements.length; i++) {
            if (i > 0) {
                sb.append(SEPARATOR);
            }
            if (params != null) {
                appendLiteral(sb, i, params);
            } else if (named) {
                appendNamed(sb, i);
            } else {
                sb.append(statements[i]);
            }
            if (checks && checkText[i] != null) {
                sb.append(checkText[i]);
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

    /** Statement {@code i} with the procedure's parameter names in place of its markers. */
    private void appendNamed(StringBuilder sb, int i) {
        String[] p = parts[i];
        sb.append(p[0]);
        for (int k = 1; k < p.length; k++) {
            sb.append('p').append(firstParam[i] + k).append(p[k]);
        }
    }

    private void appendLiteral(StringBuilder sb, int i, Params params) {
        String[] p = parts[i];
        sb.append(p[0]);
        for (int k = 1; k < p.length; k++) {
            params.appendLiteral(sb, firstParam[i] + k - 1);
            sb.append(p[k]);
        }
    }

    /** {@code n} copies of {@code one} (at least one), comma-separated: a statement's list of markers or rows. */
    static String marks(int n, String one) {
        return String.join(", ", Collections.nCopies(Math.max(n, 1), one));
    }

    /**
     * The condition that a row's key, {@code columns}, is one of {@code n} keys bound in order: a
     * row constructor IN list, and for one key (or none: a text never sent) the columns' equalities,
     * with the same markers. MariaDB 10.11 plans a single-table UPDATE or DELETE whose IN list has
     * one row as a range over the key's first column only, locking every row it reads there (a
     * Delivery of one order locked its warehouse's every ORDER, ORDER-LINE and CUSTOMER row; a
     * Spider head pushes such a list down as it is).
     */
    static String keysIn(int n, String... columns) {
        if (n <= 1) {
            return String.join(
                    " AND ", Arrays.stream(columns).map(col -> col + " = ?").toList());
        }
        String one = "(" + String.join(", ", Collections.nCopies(columns.length, "?")) + ")";
        return "(" + String.join(", ", columns) + ") IN (" + marks(n, one) + ")";
    }

    /** Statements that leave the transaction open. */
    static TripText of(String... statements) {
        return new TripText(false, statements);
    }

    /** Statements the transaction ends with: a COMMIT follows them. */
    static TripText ending(String... statements) {
        return new TripText(true, statements);
    }

    int size() {
        return statements.length;
    }

    /** Whether a COMMIT follows the statements. */
    boolean commits() {
        return commits;
    }

    /** Statement {@code i} with its parameter markers. */
    String statement(int i) {
        return statements[i];
    }

    /** The index of statement {@code i}'s first parameter; {@code size()} gives their count. */
    int firstParam(int i) {
        return firstParam[i];
    }

    /** The rows statement {@code i} must change, or -1. */
    int expected(int i) {
        return expected[i];
    }

    /** The number of queries among the statements before statement {@code i}, for i up to {@link #size}. */
    int queriesBefore(int i) {
        return queriesBefore[i];
    }

    /** All statements with their parameter markers, and the COMMIT if {@code commit}. */
    String markers(boolean commit) {
        return commit ? togetherCommitting : together;
    }
}
