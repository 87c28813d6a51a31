package io.tpcbench.workload.tpcc.load;

import io.tpcbench.load.JdbcOutput;
import io.tpcbench.load.LoadStats;
import io.tpcbench.load.RowSink;
import io.tpcbench.workload.tpcc.schema.ConfigTable;
import io.tpcbench.workload.tpcc.schema.LoadState;
import java.sql.Connection;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * TPC-C's load into the database: the engine's JDBC output for the rows, plus what a load of
 * warehouses needs of the database itself: the constants every loader agrees on
 * ({@code bmsql_config}) and what an interrupted load already completed.
 */
public final class DatabaseOutput implements LoadOutput {
    private final JdbcOutput output;

    public DatabaseOutput(JdbcOutput output) {
        this.output = output;
    }

    @Override
    public RowSink newSink(LoadStats stats) throws Exception {
        return output.newSink(stats);
    }

    @Override
    public Map<String, String> agreeConfig(Map<String, String> proposed) throws Exception {
        try (Connection c = output.dataSource().getConnection()) {
            c.setAutoCommit(true);
            return ConfigTable.putIfAbsent(c, proposed);
        }
    }

    @Override
    public Completed resume(int from, int to, boolean withItems) throws Exception {
        try (Connection c = output.dataSource().getConnection()) {
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
        try (Connection c = output.dataSource().getConnection()) {
            return LoadState.itemsComplete(c);
        }
    }

    /** Removes whatever ITEM rows are here, before ITEM is loaded again. */
    void clearItems() throws Exception {
        try (Connection c = output.dataSource().getConnection()) {
            c.setAutoCommit(true);
            LoadState.clearItems(c);
        }
    }

    @Override
    public String describe() {
        return output.describe();
    }

    @Override
    public void close() {
        // the data source belongs to the caller
    }
}
