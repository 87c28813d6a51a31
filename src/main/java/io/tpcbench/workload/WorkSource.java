package io.tpcbench.workload;

/** A terminal's source of work: the next transaction or query it runs, with its input drawn. */
public interface WorkSource {
    /**
     * The next unit, or null when the source has no more (a TPC-H query stream after its last
     * query): the terminal then ends.
     */
    Work next();
}
