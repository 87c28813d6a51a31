package io.tpcbench.load;

import io.tpcbench.schema.TableShape;
import java.util.HashMap;
import java.util.Map;

/**
 * Rows formatted as CSV ({@link CsvFormat}) and buffered per table until a chunk is full or the
 * owner flushes: shared by the CSV files and the LOAD DATA stream, which differ only in where a
 * chunk goes. One per worker; not thread-safe.
 */
final class CsvChunks {
    /** Where a full or flushed chunk goes. */
    interface Target {
        void write(TableShape table, StringBuilder csv, int rows) throws Exception;
    }

    private static final class Chunk {
        final StringBuilder text;
        int rows;
        long bytes;

        Chunk(int capacity) {
            text = new StringBuilder(capacity + 8192);
        }
    }

    private final CsvFormat format;
    private final LoadStats stats;
    private final int chunkChars;
    private final Target target;
    private final Map<TableShape, Chunk> chunks = new HashMap<>();
    /** The chunk of the last row's table: most rows follow one of their own table. */
    private TableShape lastTable;

    private Chunk lastChunk;

    CsvChunks(CsvFormat format, LoadStats stats, int chunkChars, Target target) {
        this.format = format;
        this.stats = stats;
        this.chunkChars = chunkChars;
        this.target = target;
    }

    /** Adds a row; a chunk that reaches its size is written at once. */
    void add(TableShape table, Object[] values) throws Exception {
        Chunk c = lastChunk;
        if (table != lastTable) {
            c = chunks.computeIfAbsent(table, t -> new Chunk(chunkChars));
            lastTable = table;
            lastChunk = c;
        }
        c.bytes += format.appendRow(c.text, values);
        c.rows++;
        if (c.text.length() >= chunkChars) {
            flush(table, c);
        }
    }

    /** Writes every table's pending rows. */
    void flushAll() throws Exception {
        for (Map.Entry<TableShape, Chunk> e : chunks.entrySet()) {
            flush(e.getKey(), e.getValue());
        }
    }

    private void flush(TableShape table, Chunk c) throws Exception {
        if (c.rows > 0) {
            target.write(table, c.text, c.rows);
            stats.add(table, c.rows, c.bytes);
            c.text.setLength(0);
            c.rows = 0;
            c.bytes = 0;
        }
    }
}
