package io.tpcbench.load;

import io.tpcbench.schema.TableShape;

/**
 * Where generated rows go (JDBC batches or CSV files), so generators never branch on the output.
 * One sink per worker thread; not thread-safe.
 */
public interface RowSink extends AutoCloseable {
    /**
     * One row, values in {@link TableShape#columns()} order: Integer, Long, String, BigDecimal,
     * {@link Decimal}, LocalDateTime or null.
     */
    void row(TableShape table, Object... values) throws Exception;

    /** The rows that follow are those of job {@code job}: numbered by the workload (a sharded output may route a job by its number). */
    default void startJob(int job) throws Exception {}

    /** Makes everything written so far durable (end of a warehouse or of ITEM). */
    void finishJob() throws Exception;

    @Override
    void close() throws Exception;
}
