package io.tpcbench.db;

/**
 * How a transaction's statements travel to the server. The statements are the same either way;
 * only the number of round trips differs, and where the COMMIT goes.
 */
public enum Sending {
    /**
     * The statements of one step, whose inputs are all known before the first runs, go as one
     * multi-statement text (Connector/J's {@code allowMultiQueries}), and the COMMIT ends the last
     * text: one round trip per step. Only for servers that stop a text at its failing statement
     * (one MySQL or MariaDB server), since whatever ran after an abort would be committed with it.
     */
    TOGETHER,
    /**
     * As {@link #TOGETHER}, but the COMMIT travels on its own after the last text, once its results
     * have all come back without an error: a server that aborts a transaction in the middle of a
     * text and runs the rest as a new one (Galera, PXC) can never commit part of a transaction.
     */
    TOGETHER_COMMIT_ALONE,
    /**
     * As {@link #TOGETHER}, but a text that writes goes as one MariaDB compound statement ({@code
     * BEGIN NOT ATOMIC ... END}): only its queries answer, with one result each, and the server
     * flushes a result per answering statement, so the client wakes about half as often per
     * transaction. The rows an update must change are checked inside the statement, which stops
     * with an error where one is off. Only for MariaDB servers where {@link #TOGETHER} applies.
     */
    COMPOUND,
    /**
     * As {@link #COMPOUND}, but a text that writes goes as a CALL of a stored procedure holding the
     * same statements and checks ({@link Procedures}), for MySQL and the other servers without
     * compound statements: the same fewer results, and the server parses the statements once per
     * connection and procedure (again after any procedure is created, which empties the sessions'
     * procedure caches) instead of once per text. Only where {@link #TOGETHER} applies.
     */
    PROCEDURE,
    /** Every statement is its own round trip, for servers or proxies that refuse multi-statements. */
    ONE_BY_ONE,
    /**
     * Every statement is its own round trip as a server-side prepared statement with its values
     * bound ({@code useServerPrepStmts=true} in {@code conn}: the plan caches of TiDB and OceanBase),
     * prepared once per connection and text (Connector/J's statement cache).
     */
    PREPARED;

    /**
     * How a run's statements travel: server-side prepared one by one when {@code conn} asks for
     * server-side prepared statements; else one text per step ({@code multiStatements}) with the
     * COMMIT in it only when {@code oneTripCommit}, as compound statements when {@code compound}
     * too, as stored procedures when {@code procedures}; else one by one.
     */
    public static Sending of(
            boolean multiStatements,
            boolean oneTripCommit,
            boolean serverPrepared,
            boolean compound,
            boolean procedures) {
        if (serverPrepared) {
            return PREPARED;
        }
        if (!multiStatements) {
            return ONE_BY_ONE;
        }
        return !oneTripCommit ? TOGETHER_COMMIT_ALONE : procedures ? PROCEDURE : compound ? COMPOUND : TOGETHER;
    }

    /** Whether the statements of a step go as one text. */
    public boolean together() {
        return this == TOGETHER || this == TOGETHER_COMMIT_ALONE || this == COMPOUND || this == PROCEDURE;
    }

    /** Whether values are always bound, never written into the text. */
    public boolean bound() {
        return this == PREPARED;
    }

    /** How this way sends a transaction's statements, for the summary. */
    public String describe() {
        return switch (this) {
            case TOGETHER, TOGETHER_COMMIT_ALONE ->
                "the statements of each step in one multi-statement text, values"
                        + " written as literals (the text Connector/J's client-side prepare would send)";
            case COMPOUND ->
                "the statements of each step in one text, values written as literals; a text that"
                        + " writes as one MariaDB compound statement (BEGIN NOT ATOMIC ... END), whose queries alone"
                        + " answer and which checks its updates' row counts itself";
            case PROCEDURE ->
                "the statements of each step in one text, values written as literals; a text that"
                        + " writes as a CALL of a stored procedure of the same statements (" + Procedures.PREFIX
                        + "..., created on first use), whose queries alone answer and which checks its updates'"
                        + " row counts itself";
            case ONE_BY_ONE -> "one statement per round trip, values written as literals (multiStatements=false)";
            case PREPARED ->
                "one server-side prepared statement per round trip, values bound"
                        + " (useServerPrepStmts=true in conn)";
        };
    }

    /** Whether the COMMIT ends the transaction's last text rather than travel on its own. */
    public boolean commitInText() {
        return this == TOGETHER || this == COMPOUND || this == PROCEDURE;
    }
}
