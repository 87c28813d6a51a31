package io.tpcbench.workload.tpcc.check;

import java.util.List;

/** The outcome of one condition: how many violating rows and the first few of them. */
public record ConditionResult(
        int number, String clause, String rule, Status status, long violations, List<String> samples) {

    public enum Status {
        PASS,
        FAIL,
        NOT_APPLICABLE
    }

    public ConditionResult {
        samples = List.copyOf(samples);
    }

    public String line() {
        String head =
                String.format("%-4s  %-9s %s", status == Status.NOT_APPLICABLE ? "N/A" : status.name(), clause, rule);
        return switch (status) {
            case PASS -> head;
            case NOT_APPLICABLE -> head + "  (holds only on freshly loaded data; this database has run transactions)";
            case FAIL -> head + "  " + violations + " violation(s), e.g. " + String.join("; ", samples);
        };
    }
}
