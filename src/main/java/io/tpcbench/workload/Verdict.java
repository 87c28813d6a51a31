package io.tpcbench.workload;

/** One PASS/FAIL/N/A line of a workload's verdicts, with its limit. */
public record Verdict(String name, String status, String measured, String limit) {
    public static final String PASS = "PASS";
    public static final String FAIL = "FAIL";
    public static final String NOT_APPLICABLE = "N/A";
}
