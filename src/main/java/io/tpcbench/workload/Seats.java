package io.tpcbench.workload;

/**
 * Where a workload's terminals sit: the partition ({@link Work#affinity()}) terminal {@code t}'s
 * work writes, so that under {@code endpointAffinity=warehouse} the engine sizes the pool of the
 * endpoint that partition lives on for it (TPC-C: the terminal's home warehouse, TPC-C 2.2.1).
 */
@FunctionalInterface
public interface Seats {
    /** Terminals whose work belongs to no partition: any endpoint will do. */
    Seats NONE = terminal -> 0;

    /** The partition, from 1, of terminal {@code terminal} (from 0); 0 when its work has none. */
    int partitionOf(int terminal);
}
