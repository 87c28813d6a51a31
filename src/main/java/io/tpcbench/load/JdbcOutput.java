package io.tpcbench.load;

import io.tpcbench.schema.ConfigTable;
import io.tpcbench.schema.LoadState;
import java.sql.Connection;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.Map;
import javax.sql.DataSource;

/** Loads into the database: one pooled connection per worker. */
public final class JdbcOutput implements LoadOutput {
    private final DataSource dataSource;
    private final String description;
    private final int batchRows;
    private final int commitRows;

    public JdbcOutput(DataSource dataSource, String description, int batchRows, int commitRows) {
        this.dataSource = dataSource;
        this.description = description;
        this.batchRows = batchRows;
        this.commitRows = commitRows;
    }

    @Override
    public RowSink newSink(LoadStats stats) throws Exception {
        return new JdbcRowSink(dataSource.getConnection(), stats, batchRows, commitRows);
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

    @Override
    public String describe() {
        return description;
    }

    @Override
    public void close() {
        // the data source belongs to the caller
    }
}
