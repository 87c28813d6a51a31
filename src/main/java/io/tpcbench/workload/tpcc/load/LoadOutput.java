package io.tpcbench.workload.tpcc.load;

import io.tpcbench.load.LoadStats;
import io.tpcbench.load.RowSink;
import java.util.Map;

/** The destination of a load: the database (JDBC) or a directory of CSV files. */
public interface LoadOutput extends AutoCloseable {
    /** A sink for one worker; called once per worker thread. */
    RowSink newSink(LoadStats stats) throws Exception;

    /**
     * Records the load's constants (bmsql_config) unless another loader of the same database did
     * first, and returns the values in force, so loaders on several machines agree.
     */
    Map<String, String> agreeConfig(Map<String, String> proposed) throws Exception;

    /**
     * Prepares a resumed load of [from, to] (and ITEM when {@code withItems}): returns what an
     * earlier load completed and removes the partial rows it left of everything else.
     */
    default Completed resume(int from, int to, boolean withItems) throws Exception {
        return Completed.NOTHING;
    }

    /** Human-readable destination for messages. */
    String describe();

    @Override
    void close() throws Exception;
}
