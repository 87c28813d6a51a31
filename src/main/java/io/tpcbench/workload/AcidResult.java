package io.tpcbench.workload;

/**
 * One ACID test's result ({@code run/runAcid.sh}): the test's name and the clause it follows,
 * whether it passed, the case the database followed where the clause allows several (e.g. {@code
 * "A: T2 waited for T1"}; empty where it allows one), and what was seen.
 */
public record AcidResult(String test, String clause, boolean passed, String followedCase, String detail) {
    /** Passed. */
    public static AcidResult pass(String test, String clause, String followedCase, String detail) {
        return new AcidResult(test, clause, true, followedCase, detail);
    }

    /** Failed. */
    public static AcidResult fail(String test, String clause, String followedCase, String detail) {
        return new AcidResult(test, clause, false, followedCase, detail);
    }

    /** The console's and acid.txt's line: test, clause, PASS or FAIL, the case, what was seen. */
    public String line() {
        return String.format(
                "%-20s %-9s %s  %s%s",
                test,
                clause,
                passed ? "PASS" : "FAIL",
                followedCase.isEmpty() ? "" : "case " + followedCase + "; ",
                detail);
    }
}
