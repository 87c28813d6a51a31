package io.tpcbench.workload;

/**
 * The engine's background workers (TPC-C 2.7.2's deferred execution): work handed over here runs
 * on a worker's connection, measured from the moment it was handed over to its completion, under
 * the workload's {@link Workload#deferredKind()}.
 */
public interface Deferrer {
    void defer(Work work);
}
