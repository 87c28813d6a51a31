package io.tpcbench.load;

import io.tpcbench.schema.ConfigTable;
import io.tpcbench.schema.LoadState;
import java.sql.Connection;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.Map;
import javax.sql.DataSource;

/**
 * Loads into the database: one pooled connection per worker, streaming LOAD DATA LOCAL INFILE
 * when the server allows it ({@code local_infile}), else multi-row INSERTs.
 */
public final class JdbcOutput implements LoadOutput {
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

    @Override
    public RowSink newSink(LoadStats stats) throws Exception {
        return loadData ? new LoadDataRowSink(dataSource.getConnection(), stats, commitRows)
                : new JdbcRowSink(dataSource.getConnection(), stats, batchRows, commitRows);
    }

    @Override
    public Map<String, String> agreeConfig(Map<String, String> proposed) throws Exception {
        try (Connection c = dataSource.getConnection()) {
            c.setAutoCommit(true);
            return ConfigTable.putIfAbsent(c, proposed);
        }
    }

    @Override
    public Completed resume(int from, int to, boolean withItems) throws Exception {
        try (Connection c = dataSource.getConnection()) {
            c.setAutoCommit(true);
            boolean items = withItems && LoadState.itemsComplete(c);
            if (withItems && !items) {
                LoadState.clearItems(c);
            }
            List<Integer> done = LoadState.completeWarehouses(c, from, to);
            Set<Integer> complete = new HashSet<>(done);
            for (int w : LoadState.startedWarehouses(c, from, to)) {
                if (!complete.contains(w)) {
                    LoadState.clearWarehouse(c, w);
                }
            }
            return new Completed(items, done);
        }
    }

    /** Whether ITEM is completely loaded here. */
    boolean itemsComplete() throws Exception {
        try (Connection c = dataSource.getConnection()) {
            return LoadState.itemsComplete(c);
        }
    }

    /** Removes whatever ITEM rows are here, before ITEM is loaded again. */
    void clearItems() throws Exception {
        try (Connection c = dataSource.getConnection()) {
            c.setAutoCommit(true);
            LoadState.clearItems(c);
        }
    }

    @Override
    public String describe() {
        return description;
    }

    @Override
    public void close() {
        // the data source belongs to the caller
    }
}
