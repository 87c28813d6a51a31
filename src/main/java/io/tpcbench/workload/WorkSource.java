package io.tpcbench.workload;

/** A terminal's source of work: the next transaction or query it runs, with its input drawn. */
public interface WorkSource {
    /**
     * The next unit, or null when the source has no more (a TPC-H query stream after its last
     * query): the terminal then ends.
     */
    Work next();

    /**
     * Work that ends what the source began, run once when the terminal stops (the run's end, or
     * {@link #next()} returning null): sysbench's bulk_insert sending the rows still in its buffer.
     * It runs on a connection as any unit does, but is not measured; null (the default) for none.
     */
    default Work finish() {
        return null;
    }
}
