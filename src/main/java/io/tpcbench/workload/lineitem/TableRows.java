package io.tpcbench.workload.lineitem;

import java.util.List;

/** One table's rows in an insert test, taken by the terminals that share the table. */
interface TableRows {
    /** The next rows' fields ({@link RowText}), none held before they are taken; null when none are left. */
    List<String[]> take();
}
