package io.tpcbench.driver;

/**
 * A run the workload stopped with an error of its own ({@code WorkloadRun.fatal()}: sysbench's
 * FATAL on an error it does not ignore); its results so far are written. Exit 6, as a run that
 * stopped because nothing works.
 */
public final class WorkloadFatalException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public WorkloadFatalException(String message) {
        super(message);
    }
}
