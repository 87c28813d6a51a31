package io.tpcbench.load;

import javax.sql.DataSource;

/**
 * Loads into the database: one pooled connection per worker, streaming LOAD DATA LOCAL INFILE
 * when the server allows it ({@code local_infile}), else multi-row INSERTs.
 */
public final class JdbcOutput implements AutoCloseable {
    private final DataSource dataSource;
    private final String description;
    private final int batchRows;
    private final int commitRows;
    private final boolean loadData;

    public JdbcOutput(DataSource dataSource, String description, int batchRows, int commitRows, boolean loadData) {
        this.dataSource = dataSource;
        this.description = description + (loadData ? " (LOAD DATA LOCAL INFILE streams)" : " (multi-row INSERTs)");
        this.batchRows = batchRows;
        this.commitRows = commitRows;
        this.loadData = loadData;
    }

    /** A sink for one worker; called once per worker thread. */
    public RowSink newSink(LoadStats stats) throws Exception {
        return loadData
                ? new LoadDataRowSink(dataSource.getConnection(), stats, commitRows)
                : new JdbcRowSink(dataSource.getConnection(), stats, batchRows, commitRows);
    }

    /** The pool the sinks take their connections from (the caller's). */
    public DataSource dataSource() {
        return dataSource;
    }

    /** Human-readable destination for messages. */
    public String describe() {
        return description;
    }

    @Override
    public void close() {
        // the data source belongs to the caller
    }
}
