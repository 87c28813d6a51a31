package io.tpcbench.workload.sysbench;

import java.util.Collections;
import java.util.Locale;

/**
 * The texts of sysbench's statements (oltp_common.lua, select_random_points.lua,
 * select_random_ranges.lua), built once per run for every table: the same String each time, so
 * that the driver's statement cache finds it by a hash already computed and nothing is built per
 * statement.
 */
final class SbStatements {
    /** oltp_common.lua's prepared statements, by group. */
    enum Text {
        POINT_SELECT("SELECT c FROM sbtest%d WHERE id=?"),
        SIMPLE_RANGE("SELECT c FROM sbtest%d WHERE id BETWEEN ? AND ?"),
        SUM_RANGE("SELECT SUM(k) FROM sbtest%d WHERE id BETWEEN ? AND ?"),
        ORDER_RANGE("SELECT c FROM sbtest%d WHERE id BETWEEN ? AND ? ORDER BY c"),
        DISTINCT_RANGE("SELECT DISTINCT c FROM sbtest%d WHERE id BETWEEN ? AND ? ORDER BY c"),
        INDEX_UPDATE("UPDATE sbtest%d SET k=k+1 WHERE id=?"),
        NON_INDEX_UPDATE("UPDATE sbtest%d SET c=? WHERE id=?"),
        DELETE("DELETE FROM sbtest%d WHERE id=?"),
        INSERT("INSERT INTO sbtest%d (id, k, c, pad) VALUES (?, ?, ?, ?)");

        private final String pattern;

        Text(String pattern) {
            this.pattern = pattern;
        }
    }

    private final String[][] texts;
    private final String randomPoints;
    private final String randomRanges;

    SbStatements(SysbenchOptions o) {
        texts = new String[Text.values().length][o.tables() + 1];
        for (Text t : Text.values()) {
            for (int table = 1; table <= o.tables(); table++) {
                texts[t.ordinal()][table] = String.format(Locale.ROOT, t.pattern, table);
            }
        }
        randomPoints = randomPoints(o.randomPoints());
        randomRanges = randomRanges(o.numberOfRanges());
    }

    String get(Text text, int table) {
        return texts[text.ordinal()][table];
    }

    String randomPoints() {
        return randomPoints;
    }

    String randomRanges() {
        return randomRanges;
    }

    /** select_random_points.lua: {@code n} values of k in one IN list, on sbtest1. */
    static String randomPoints(int n) {
        return "SELECT id, k, c, pad FROM sbtest1 WHERE k IN (" + String.join(", ", Collections.nCopies(n, "?")) + ")";
    }

    /** select_random_ranges.lua: {@code n} BETWEEN ranges on k ORed together, counted on sbtest1. */
    static String randomRanges(int n) {
        return "SELECT count(k) FROM sbtest1 WHERE " + String.join(" OR ", Collections.nCopies(n, "k BETWEEN ? AND ?"));
    }
}
