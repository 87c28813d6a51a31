package io.tpcbench.workload;

/**
 * One ACID test's result ({@code run/runAcid.sh}): the test's name and the clause it follows,
 * whether it ran (a test the command could not run, such as durability without a server to crash,
 * is recorded with why) and passed, the case the database followed where the clause allows several
 * (e.g. {@code "A: T2 waited for T1"}; empty where it allows one), and what was seen.
 */
public record AcidResult(String test, String clause, boolean ran, boolean passed, String followedCase, String detail) {
    /** Passed. */
    public static AcidResult pass(String test, String clause, String followedCase, String detail) {
        return new AcidResult(test, clause, true, true, followedCase, detail);
    }

    /** Failed. */
    public static AcidResult fail(String test, String clause, String followedCase, String detail) {
        return new AcidResult(test, clause, true, false, followedCase, detail);
    }

    /** Not run, for the reason {@code why}: neither passed nor failed. */
    public static AcidResult notRun(String test, String clause, String why) {
        return new AcidResult(test, clause, false, false, "", why);
    }

    /** Ran and did not pass. */
    public boolean failed() {
        return ran && !passed;
    }

    /** The console's and acid.txt's line: test, clause, PASS, FAIL or NOT RUN, the case, what was seen. */
    public String line() {
        return String.format(
                "%-20s %-9s %s  %s%s",
                test,
                clause,
                !ran ? "NOT RUN" : passed ? "PASS" : "FAIL",
                followedCase.isEmpty() ? "" : "case " + followedCase + "; ",
                detail);
    }
}
