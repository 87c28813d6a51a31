package io.tpcbench.workload.tpch.query;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One of TPC-H's 22 queries (2.4.1 to 2.4.22): its SQL in MySQL-family syntax with the
 * substitution parameters as {@code ${NAME}}, how qgen draws them (2.4.N.3), the validation
 * values (2.4.N.4), and how each answer column is compared with the qualification answer
 * (2.1.3.5). A stream's own objects (Q15's view) carry the stream number, {@code ${STREAM}}.
 */
public abstract class TpchQuery {
    private final int number;
    private final String name;
    private final List<String> statements;
    private final int answerStatement;
    private final List<Column> columns;

    /**
     * Query {@code number} (its clause is 2.4.{@code number}) named as the spec names it;
     * {@code statements} run in order, the answer is the one of {@code answerStatement};
     * {@code columns} say how the answer's columns compare (2.1.3.5).
     */
    protected TpchQuery(int number, String name, List<String> statements, int answerStatement, String columns) {
        this.number = number;
        this.name = name;
        this.statements = List.copyOf(statements);
        this.answerStatement = answerStatement;
        this.columns = Column.parse(columns);
    }

    /** A query of one SELECT. */
    protected TpchQuery(int number, String name, String select, String columns) {
        this(number, name, List.of(select), 0, columns);
    }

    public int number() {
        return number;
    }

    /** The spec's name, e.g. "Pricing Summary Report". */
    public String name() {
        return name;
    }

    /** How the columns of the answer compare with the qualification answer. */
    public List<Column> columns() {
        return columns;
    }

    /** The index in {@link #statements} of the statement whose rows are the answer. */
    public int answerStatement() {
        return answerStatement;
    }

    /** The statements with {@code params} (and {@code STREAM}) substituted. */
    public List<String> statements(Map<String, String> params, int stream) {
        Map<String, String> all = new LinkedHashMap<>(params);
        all.put("STREAM", Integer.toString(stream));
        return statements.stream().map(s -> substitute(s, all)).toList();
    }

    /** The substitution parameters qgen would draw (2.4.N.3) at scale factor {@code sf}. */
    public abstract Map<String, String> draw(QgenRandom random, double sf);

    /** The validation parameters (2.4.N.4), which produce the qualification answers at SF 1. */
    public abstract Map<String, String> validation(double sf);

    private String substitute(String template, Map<String, String> params) {
        String out = template;
        for (Map.Entry<String, String> e : params.entrySet()) {
            out = out.replace("${" + e.getKey() + "}", e.getValue());
        }
        if (out.contains("${")) {
            throw new IllegalStateException(this + " has a parameter without a value: " + out);
        }
        return out;
    }

    /** Parameters in the order given: name, value, name, value, ... */
    protected static Map<String, String> params(String... nameValue) {
        Map<String, String> m = new LinkedHashMap<>();
        for (int i = 0; i < nameValue.length; i += 2) {
            m.put(nameValue[i], nameValue[i + 1]);
        }
        return m;
    }

    @Override
    public String toString() {
        return "Q" + number;
    }
}
