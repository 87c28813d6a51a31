package io.tpcbench.workload;

/** A workload's check found its database wrong (TPC-C: consistency conditions violated; exit code 5). */
public final class CheckFailedException extends RuntimeException {
    public CheckFailedException(String message) {
        super(message);
    }
}
