package io.tpcbench.workload;

import java.util.List;

/**
 * A table a workload puts on its report page ({@link SummaryText#pageTables}): a heading, its
 * columns, its rows as text cells, a note under it (empty: none), and whether it is folded away
 * under its heading (a long table a reader opens when wanted: sysbench's histogram). The engine
 * draws it in the page's style; numbers the workload formats itself, as its closing lines do. A
 * cell of stars alone is a bar, drawn left-aligned in a fixed-width font.
 */
public record PageTable(String heading, List<String> headers, List<List<String>> rows, String note, boolean folded) {
    public PageTable {
        headers = List.copyOf(headers);
        rows = rows.stream().map(List::copyOf).toList();
    }

    /** A table shown open. */
    public PageTable(String heading, List<String> headers, List<List<String>> rows, String note) {
        this(heading, headers, rows, note, false);
    }
}
