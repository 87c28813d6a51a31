package io.tpcbench.report;

/** A result directory that cannot be reported on, or a report that cannot be written: one clear message. */
public class ReportException extends RuntimeException {
    public ReportException(String message) {
        super(message);
    }

    public ReportException(String message, Throwable cause) {
        super(message, cause);
    }
}
