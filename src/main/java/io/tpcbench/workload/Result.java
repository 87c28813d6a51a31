package io.tpcbench.workload;

/** What a completed unit of work reports to the engine besides its latency. */
public interface Result {
    /**
     * Completed by rolling back on purpose (TPC-C 2.4.2.3's unused item): counted as completed and
     * as a rollback, never as committed work.
     */
    default boolean rolledBack() {
        return false;
    }

    /** The {@code skipped} column of {@code data/result.csv} (BenchmarkSQL's: the districts a deferred Delivery skipped). */
    default int skipped() {
        return 0;
    }
}
