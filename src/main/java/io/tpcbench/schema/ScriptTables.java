package io.tpcbench.schema;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The tables a DDL script creates and drops, read from its {@code CREATE TABLE} and {@code DROP
 * TABLE} statements, so that {@code runSQL.sh} records what it creates and drops only what a build
 * recorded. Names are lower-cased and unquoted; a schema-qualified name keeps its qualifier.
 */
public final class ScriptTables {
    private static final String NAME = "`?([\\w$]+)`?(?:\\s*\\.\\s*`?([\\w$]+)`?)?";
    private static final Pattern CREATE = Pattern.compile(
            "(?is)^\\s*CREATE\\s+(?:OR\\s+REPLACE\\s+)?(?:TEMPORARY\\s+)?TABLE\\s+(?:IF\\s+NOT\\s+EXISTS\\s+)?" + NAME);
    private static final Pattern DROP = Pattern.compile(
            "(?is)^\\s*DROP\\s+(?:TEMPORARY\\s+)?TABLES?\\s+(?:IF\\s+EXISTS\\s+)?(.*?)\\s*(?:RESTRICT|CASCADE)?\\s*$");
    /** TRUNCATE empties a table as surely as DROP removes it. */
    private static final Pattern TRUNCATE = Pattern.compile("(?is)^\\s*TRUNCATE\\s+(?:TABLE\\s+)?(.*?)\\s*$");

    private static final Pattern ONE = Pattern.compile("(?s)^\\s*" + NAME + "\\s*$");

    private ScriptTables() {}

    /** The tables the script's statements create, in their order. */
    public static List<String> created(SqlScript script) {
        List<String> out = new ArrayList<>();
        for (String sql : script.statements()) {
            Matcher m = CREATE.matcher(sql);
            if (m.find()) {
                out.add(name(m.group(1), m.group(2)));
            }
        }
        return out;
    }

    /** The tables the script's statements drop or empty (TRUNCATE), in their order. */
    public static List<String> dropped(SqlScript script) {
        List<String> out = new ArrayList<>();
        for (String sql : script.statements()) {
            Matcher m = DROP.matcher(sql);
            boolean found = m.find();
            if (!found) {
                m = TRUNCATE.matcher(sql);
                found = m.find();
            }
            if (found) {
                for (String part : m.group(1).split(",")) {
                    Matcher one = ONE.matcher(part);
                    out.add(
                            one.matches()
                                    ? name(one.group(1), one.group(2))
                                    : part.strip().toLowerCase(Locale.ROOT));
                }
            }
        }
        return out;
    }

    private static String name(String first, String second) {
        return (second == null ? first : first + "." + second).toLowerCase(Locale.ROOT);
    }
}
