package io.tpcbench.workload.lineitem;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * One table's bytes on disk as the engine stores them ({@code stored}), information_schema's
 * data and index lengths beside them ({@code estimated}), and the stored bytes of each index
 * (by name, the primary key's holding the rows for InnoDB and MyRocks). What the indexes do not
 * account for ({@link #unassigned}: InnoDB's free extents and file headers) is the rest of stored.
 */
record TableSize(String name, long stored, long estimated, Map<String, Long> indexes) {
    TableSize {
        indexes = Collections.unmodifiableMap(new LinkedHashMap<>(indexes));
    }

    /** Stored bytes no index holds: the tablespace's free pages and headers (0 for MyRocks: all its bytes are in SSTs). */
    long unassigned() {
        return stored - indexes.values().stream().mapToLong(Long::longValue).sum();
    }
}
