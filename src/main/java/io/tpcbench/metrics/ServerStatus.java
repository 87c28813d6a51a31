package io.tpcbench.metrics;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The database server's global status counters a run keeps over its window and samples every
 * interval (MySQL and MariaDB names; a counter the server lacks is left out): the rows InnoDB
 * read and wrote (MySQL; MariaDB 10.6 and later count rows read in {@code Rows_read}, of every
 * engine, and no longer the InnoDB ones), the buffer pool's logical reads against those from
 * disk, fsyncs and log writes, row lock waits, and the handler calls of every engine. Also the
 * two thread gauges.
 */
public final class ServerStatus {
    public static final String QUESTIONS = "Questions";
    /** MariaDB: the statements executed, those inside stored programs and compound statements too. */
    public static final String QUERIES = "Queries";
    /** MariaDB: the compound statements ({@code BEGIN NOT ATOMIC ... END}) clients sent. */
    public static final String COMPOUND_STATEMENTS = "Com_compound_sql";
    /** MySQL and MariaDB: the CALLs of stored procedures clients sent. */
    public static final String CALLS = "Com_call_procedure";

    public static final String ROWS_READ = "Innodb_rows_read";
    public static final String ROWS_INSERTED = "Innodb_rows_inserted";
    public static final String ROWS_UPDATED = "Innodb_rows_updated";
    public static final String ROWS_DELETED = "Innodb_rows_deleted";
    public static final String MARIADB_ROWS_READ = "Rows_read";
    public static final String HANDLER_WRITE = "Handler_write";
    public static final String HANDLER_UPDATE = "Handler_update";
    public static final String HANDLER_DELETE = "Handler_delete";
    public static final String POOL_READ_REQUESTS = "Innodb_buffer_pool_read_requests";
    public static final String POOL_READS = "Innodb_buffer_pool_reads";
    public static final String DATA_FSYNCS = "Innodb_data_fsyncs";
    public static final String LOG_FSYNCS = "Innodb_os_log_fsyncs";
    public static final String LOG_WRITES = "Innodb_log_writes";
    public static final String LOCK_WAITS = "Innodb_row_lock_waits";
    public static final String LOCK_TIME_MS = "Innodb_row_lock_time";
    public static final String DEADLOCKS = "Innodb_deadlocks";
    public static final String THREADS_CONNECTED = "Threads_connected";
    public static final String THREADS_RUNNING = "Threads_running";

    /** The counters kept over the window, in the order of summary.json and the interval CSV. */
    public static final List<String> COUNTERS = List.of(
            QUESTIONS,
            QUERIES,
            COMPOUND_STATEMENTS,
            CALLS,
            ROWS_READ,
            ROWS_INSERTED,
            ROWS_UPDATED,
            ROWS_DELETED,
            MARIADB_ROWS_READ,
            POOL_READ_REQUESTS,
            POOL_READS,
            DATA_FSYNCS,
            LOG_FSYNCS,
            LOG_WRITES,
            LOCK_WAITS,
            LOCK_TIME_MS,
            DEADLOCKS,
            "Handler_read_key",
            "Handler_read_next",
            "Handler_read_rnd_next",
            HANDLER_WRITE,
            HANDLER_UPDATE,
            HANDLER_DELETE,
            "Handler_commit",
            "Handler_rollback");
    /** Gauges: read as they are, not as differences. */
    public static final List<String> GAUGES = List.of(THREADS_CONNECTED, THREADS_RUNNING);

    private ServerStatus() {}

    /**
     * The statements the server executed, from a status reading: {@code Queries} less {@code
     * Com_compound_sql} and {@code Com_call_procedure}, so that the statements of a compound
     * statement or a procedure count one each and the compound statement or CALL itself not at
     * all, as they would in a multi-statement text; on servers without those counters {@code
     * Questions}, each statement a client sent.
     */
    public static long statements(Map<String, Long> status) {
        if (status.containsKey(QUERIES) && (status.containsKey(COMPOUND_STATEMENTS) || status.containsKey(CALLS))) {
            return status.get(QUERIES) - status.getOrDefault(COMPOUND_STATEMENTS, 0L) - status.getOrDefault(CALLS, 0L);
        }
        return status.getOrDefault(QUESTIONS, 0L);
    }

    /** The whole-number values of a SHOW GLOBAL STATUS (the others, text or fractions, left out). */
    public static Map<String, Long> numeric(Map<String, String> status) {
        Map<String, Long> n = new LinkedHashMap<>();
        status.forEach((k, v) -> {
            if (v != null && v.matches("-?\\d{1,18}")) {
                n.put(k, Long.parseLong(v));
            }
        });
        return n;
    }

    /** The change of each of {@link #COUNTERS} from {@code start} to {@code end}, those both hold. */
    public static Map<String, Long> window(Map<String, Long> start, Map<String, Long> end) {
        Map<String, Long> d = new LinkedHashMap<>();
        for (String name : COUNTERS) {
            if (start.containsKey(name) && end.containsKey(name)) {
                d.put(name, end.get(name) - start.get(name));
            }
        }
        return d;
    }
}
