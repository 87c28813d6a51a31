package io.tpcbench.workload.tpch.query;

import java.util.Arrays;
import java.util.List;

/** How one answer column compares with the qualification answer (TPC-H 2.1.3.5). */
public enum Column {
    /** a) and Comments 2 and 4: equal (numbers by value, text after trimming). */
    EXACT,
    /** c) and Comment 3: a SUM within $100 of the validation value. */
    SUM,
    /** b) and d): a ratio or AVG within 1% of the validation value once rounded to 1/100th. */
    RATIO,
    /** Comment 1: a SUM combined with a ratio: both b) and c). */
    RATIO_SUM;

    /** "EXACT SUM RATIO" → the columns; the spec's names are kept short: E, S, R, RS. */
    static List<Column> parse(String text) {
        return Arrays.stream(text.trim().split("\\s+"))
                .map(t -> switch (t) {
                    case "E" -> EXACT;
                    case "S" -> SUM;
                    case "R" -> RATIO;
                    case "RS" -> RATIO_SUM;
                    default -> throw new IllegalArgumentException("column kind " + t);
                })
                .toList();
    }
}
