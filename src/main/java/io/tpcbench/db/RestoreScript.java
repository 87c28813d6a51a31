package io.tpcbench.db;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The SQL that puts server variables back ({@code SET GLOBAL NAME = VALUE;}, one a line), as a
 * sweep writes it and reads it back: {@code run/runSQL.sh} applies it, and the next sweep compares
 * its values with the server's.
 */
public final class RestoreScript {
    static final Pattern NUMBER = Pattern.compile("-?\\d+(\\.\\d+)?");
    private static final Pattern SET = Pattern.compile(
            "SET GLOBAL ([A-Za-z_][A-Za-z0-9_]*) = (NULL|DEFAULT|" + NUMBER.pattern() + "|'(?:[^'\\\\]|''|\\\\.)*');");

    private RestoreScript() {}

    /** The statements setting {@code values} (null: SQL NULL), one a line. */
    public static String statements(Map<String, String> values) {
        StringBuilder sb = new StringBuilder();
        values.forEach((name, value) -> sb.append("SET GLOBAL ")
                .append(name)
                .append(" = ")
                .append(literal(value))
                .append(";\n"));
        return sb.toString();
    }

    /** The values the statements of {@code text} set, in their order; other lines (comments) are skipped. */
    public static Map<String, String> values(List<String> lines) {
        Map<String, String> values = new LinkedHashMap<>();
        for (String line : lines) {
            Matcher m = SET.matcher(line.strip());
            if (m.matches()) {
                values.put(m.group(1), value(m.group(2)));
            }
        }
        return values;
    }

    /** A value as SQL: numbers and DEFAULT as they are, NULL for none, anything else quoted. */
    static String literal(String value) {
        if (value == null) {
            return "NULL";
        }
        if (value.equalsIgnoreCase("DEFAULT")) {
            return "DEFAULT";
        }
        if (NUMBER.matcher(value).matches()) {
            return value;
        }
        return "'" + value.replace("\\", "\\\\").replace("'", "''") + "'";
    }

    /** The value a literal of {@link #literal} stands for. */
    private static String value(String literal) {
        if (literal.equals("NULL")) {
            return null;
        }
        if (!literal.startsWith("'")) {
            return literal;
        }
        StringBuilder sb = new StringBuilder();
        String inner = literal.substring(1, literal.length() - 1);
        for (int i = 0; i < inner.length(); i++) {
            char c = inner.charAt(i);
            sb.append(c);
            if (c == '\\' || c == '\'') {
                i++;
            }
        }
        return sb.toString();
    }
}
