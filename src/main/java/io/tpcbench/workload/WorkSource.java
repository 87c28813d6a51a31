package io.tpcbench.workload;

/** A terminal's source of work: the next transaction or query it runs, with its input drawn. */
public interface WorkSource {
    /**
     * The next unit, or null when the source has no more (a TPC-H query stream after its last
     * query): the terminal then ends.
     */
    Work next();

    /**
     * Whether {@link #next()} returns without waiting: it draws the next unit's input and does
     * nothing else (TPC-C's terminals). The engine may then call it on the thread of the connection
     * that ran the unit before, instead of waking the terminal's own thread for it (spec mode's
     * thousands of terminals on fewer connections). False, the default, for a source that may wait
     * for its work (sysbench's {@code rate} queue).
     */
    default boolean drawsWithoutWaiting() {
        return false;
    }

    /**
     * Work that ends what the source began, run once when the terminal stops (the run's end, or
     * {@link #next()} returning null): sysbench's bulk_insert sending the rows still in its buffer.
     * It runs on a connection as any unit does, but is not measured; null (the default) for none.
     */
    default Work finish() {
        return null;
    }
}
