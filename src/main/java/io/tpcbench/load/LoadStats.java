package io.tpcbench.load;

import io.tpcbench.schema.TableShape;
import io.tpcbench.workload.LoadCounts;
import java.math.BigDecimal;
import java.time.LocalDateTime;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.LongAdder;

/**
 * Rows and raw bytes written per table, and warehouses finished, shared by all workers.
 * Raw bytes are the logical size of the generated values (characters of text, 4 per integer,
 * 8 per long, decimal or timestamp): the base of the compression ratio printed after a build.
 */
public final class LoadStats implements LoadCounts {
    static final int INTEGER_BYTES = 4;
    static final int DECIMAL_BYTES = 8;
    static final int BIGINT_BYTES = 8;
    static final int TIMESTAMP_BYTES = 8;

    private final Map<TableShape, LongAdder> rows = new ConcurrentHashMap<>();
    private final Map<TableShape, LongAdder> rawBytes = new ConcurrentHashMap<>();
    private final AtomicInteger jobsDone = new AtomicInteger();
    private final LongAdder totalRows = new LongAdder();

    public LoadStats() {}

    static long rawSize(Object value) {
        return switch (value) {
            case null -> 0;
            case String s -> s.length();
            case Integer i -> INTEGER_BYTES;
            case BigDecimal d -> DECIMAL_BYTES;
            case Long l -> BIGINT_BYTES;
            case Decimal dec -> DECIMAL_BYTES;
            case LocalDateTime t -> TIMESTAMP_BYTES;
            default -> value.toString().length();
        };
    }

    void add(TableShape table, long rowCount, long bytes) {
        rows.computeIfAbsent(table, t -> new LongAdder()).add(rowCount);
        rawBytes.computeIfAbsent(table, t -> new LongAdder()).add(bytes);
        totalRows.add(rowCount);
    }

    /** A job of the load (a workload's unit of its data) is complete. */
    public void jobDone() {
        jobsDone.incrementAndGet();
    }

    public long rows(TableShape table) {
        LongAdder n = rows.get(table);
        return n == null ? 0 : n.sum();
    }

    public long rawBytes(TableShape table) {
        LongAdder n = rawBytes.get(table);
        return n == null ? 0 : n.sum();
    }

    public long totalRows() {
        return totalRows.sum();
    }

    @Override
    public Map<String, Long> rowsByTable() {
        Map<String, Long> byName = new TreeMap<>();
        rows.forEach((table, n) -> byName.merge(table.sqlName(), n.sum(), Long::sum));
        return byName;
    }

    @Override
    public long jobsDone() {
        return jobsDone.get();
    }
}
