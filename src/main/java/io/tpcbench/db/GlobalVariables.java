package io.tpcbench.db;

import java.math.BigDecimal;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;

/** A server's global variables: read ({@code @@GLOBAL}), set ({@code SET GLOBAL}) and their values compared. */
final class GlobalVariables {
    private static final Pattern NUMBER = RestoreScript.NUMBER;
    private static final Set<String> TRUE = Set.of("1", "ON", "TRUE", "YES");
    private static final Set<String> FALSE = Set.of("0", "OFF", "FALSE", "NO");

    private GlobalVariables() {}

    /** The variable's value (null: SQL NULL). */
    static String read(Statement st, String name) throws SQLException {
        try (ResultSet rs = st.executeQuery("SELECT @@GLOBAL." + name)) {
            rs.next();
            return rs.getString(1);
        }
    }

    static void set(Statement st, String name, String value) throws SQLException {
        st.execute("SET GLOBAL " + name + " = " + RestoreScript.literal(value));
    }

    /**
     * Whether the server kept {@code asked} ({@code 10} and {@code 10.000000}, {@code on} and
     * {@code 1} are the same).
     */
    static boolean same(String asked, String taken) {
        if (asked.equalsIgnoreCase("DEFAULT")) {
            return true;
        }
        if (taken == null) {
            return false;
        }
        if (asked.equalsIgnoreCase(taken)) {
            return true;
        }
        String a = asked.toUpperCase(Locale.ROOT);
        String t = taken.toUpperCase(Locale.ROOT);
        if (TRUE.contains(a) && TRUE.contains(t) || FALSE.contains(a) && FALSE.contains(t)) {
            return true;
        }
        return NUMBER.matcher(asked).matches()
                && NUMBER.matcher(taken).matches()
                && new BigDecimal(asked).compareTo(new BigDecimal(taken)) == 0;
    }
}
