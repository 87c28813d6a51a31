package io.tpcbench.load;

import io.tpcbench.schema.TableShape;

/** A worker's view of the CSV files: rows buffered per table, appended in chunks of about 1 MB. */
public final class CsvRowSink implements RowSink {
    /** Where whole chunks of one table's rows go (a file per table, shared by the workers). */
    public interface Files {
        void append(TableShape table, CharSequence chunk);
    }

    private static final int CHUNK_CHARS = 1 << 20;

    private final CsvChunks chunks;

    public CsvRowSink(Files files, CsvFormat format, LoadStats stats) {
        this.chunks = new CsvChunks(format, stats, CHUNK_CHARS, (table, csv, rows) -> files.append(table, csv));
    }

    @Override
    public void row(TableShape table, Object... values) throws Exception {
        chunks.add(table, values);
    }

    @Override
    public void finishJob() throws Exception {
        chunks.flushAll();
    }

    @Override
    public void close() {
        // rows are flushed by finishJob; a failed job's partial chunk is dropped on purpose
    }
}
