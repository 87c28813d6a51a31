package io.tpcbench.workload;

import java.util.Map;

/**
 * What a load has written so far, read at any moment from another thread (live metrics): rows per
 * table, and the load's units of work completed (TPC-C's warehouses, sysbench's tables).
 */
public interface LoadCounts {
    /** Rows written so far, per table name. */
    Map<String, Long> rowsByTable();

    /** The load's units of work completed so far. */
    long jobsDone();
}
