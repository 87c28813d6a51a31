package io.tpcbench.workload;

import java.util.List;

/**
 * A table a workload puts on its report page ({@link SummaryText#pageTables}): a heading, its
 * columns, its rows as text cells, and a note under it (empty: none). The engine draws it in the
 * page's style; numbers the workload formats itself, as its closing lines do.
 */
public record PageTable(String heading, List<String> headers, List<List<String>> rows, String note) {
    public PageTable {
        headers = List.copyOf(headers);
        rows = rows.stream().map(List::copyOf).toList();
    }
}
