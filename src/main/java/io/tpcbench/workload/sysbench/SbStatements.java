package io.tpcbench.workload.sysbench;

import java.util.Collections;

/** The texts of select_random_points and select_random_ranges, whose length follows their options. */
final class SbStatements {
    private SbStatements() {}

    /** select_random_points.lua: {@code n} values of k in one IN list, on sbtest1. */
    static String randomPoints(int n) {
        return "SELECT id, k, c, pad FROM sbtest1 WHERE k IN (" + String.join(", ", Collections.nCopies(n, "?"))
                + ")";
    }

    /** select_random_ranges.lua: {@code n} BETWEEN ranges on k ORed together, counted on sbtest1. */
    static String randomRanges(int n) {
        return "SELECT count(k) FROM sbtest1 WHERE " + String.join(" OR ", Collections.nCopies(n, "k BETWEEN ? AND ?"));
    }
}
