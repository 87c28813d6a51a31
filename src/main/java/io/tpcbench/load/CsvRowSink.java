package io.tpcbench.load;

import io.tpcbench.schema.Table;
import java.util.EnumMap;
import java.util.Map;

/** A worker's view of the CSV files: rows buffered per table, appended in chunks of about 1 MB. */
final class CsvRowSink implements RowSink {
    private static final int CHUNK_CHARS = 1 << 20;

    private final CsvFiles files;
    private final CsvFormat format;
    private final LoadStats stats;
    private final Map<Table, Chunk> chunks = new EnumMap<>(Table.class);

    private static final class Chunk {
        final StringBuilder text = new StringBuilder(CHUNK_CHARS + 4096);
        int rows;
        long bytes;
    }

    CsvRowSink(CsvFiles files, CsvFormat format, LoadStats stats) {
        this.files = files;
        this.format = format;
        this.stats = stats;
    }

    @Override
    public void row(Table table, Object... values) {
        Chunk c = chunks.computeIfAbsent(table, t -> new Chunk());
        format.appendRow(c.text, values);
        for (Object v : values) {
            c.bytes += LoadStats.rawSize(v);
        }
        c.rows++;
        if (c.text.length() >= CHUNK_CHARS) {
            flush(table, c);
        }
    }

    private void flush(Table table, Chunk c) {
        if (c.rows > 0) {
            files.append(table, c.text);
            stats.add(table, c.rows, c.bytes);
            c.text.setLength(0);
            c.rows = 0;
            c.bytes = 0;
        }
    }

    @Override
    public void finishJob() {
        chunks.forEach(this::flush);
    }

    @Override
    public void close() {
        // rows are flushed by finishJob; a failed job's partial chunk is dropped on purpose
    }
}
