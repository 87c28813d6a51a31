package io.tpcbench.load;

import io.tpcbench.schema.Table;
import java.math.BigDecimal;
import java.time.LocalDateTime;
import java.util.EnumMap;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.LongAdder;

/**
 * Rows and raw bytes written per table, and warehouses finished, shared by all workers.
 * Raw bytes are the logical size of the generated values (characters of text, 4 per integer,
 * 8 per decimal or timestamp): the base of the compression ratio printed after a build.
 */
public final class LoadStats {
    private final Map<Table, LongAdder> rows = new EnumMap<>(Table.class);
    private final Map<Table, LongAdder> rawBytes = new EnumMap<>(Table.class);
    private final AtomicInteger warehousesDone = new AtomicInteger();
    private final LongAdder totalRows = new LongAdder();

    public LoadStats() {
        for (Table t : Table.values()) {
            rows.put(t, new LongAdder());
            rawBytes.put(t, new LongAdder());
        }
    }

    static long rawSize(Object value) {
        return switch (value) {
            case null -> 0;
            case String s -> s.length();
            case Integer i -> 4;
            case BigDecimal d -> 8;
            case LocalDateTime t -> 8;
            default -> value.toString().length();
        };
    }

    void add(Table table, long rowCount, long bytes) {
        rows.get(table).add(rowCount);
        rawBytes.get(table).add(bytes);
        totalRows.add(rowCount);
    }

    void warehouseDone() {
        warehousesDone.incrementAndGet();
    }

    public long rows(Table table) {
        return rows.get(table).sum();
    }

    public long rawBytes(Table table) {
        return rawBytes.get(table).sum();
    }

    public long totalRows() {
        return totalRows.sum();
    }

    public int warehousesDone() {
        return warehousesDone.get();
    }
}
