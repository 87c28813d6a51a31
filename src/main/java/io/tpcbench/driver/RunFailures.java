package io.tpcbench.driver;

import io.tpcbench.config.FailureLimits;
import io.tpcbench.config.TypedProps;
import io.tpcbench.report.RunSummary;
import io.tpcbench.workload.TypeLine;
import java.util.Comparator;
import java.util.Optional;
import java.util.function.IntFunction;

/**
 * The run's verdict on its own failures, once its results are written: a run that stopped because
 * nothing works is a {@link NothingWorksException}; one whose failed units passed {@code
 * maxFailedPercent} of those that ended in the window is a {@link FailedShareException}.
 */
final class RunFailures {
    private RunFailures() {}

    /** Throws when the run stopped because nothing works ({@code gaveUp}) or failed too often. */
    static void judge(
            Optional<String> gaveUp, RunSummary summary, FailureLimits limits, IntFunction<Optional<String>> messages) {
        if (gaveUp.isPresent()) {
            throw new NothingWorksException(gaveUp.get());
        }
        long completed = summary.types().stream().mapToLong(TypeLine::completed).sum()
                + summary.part().text().deferredCompleted();
        long failed = summary.types().stream().mapToLong(TypeLine::failed).sum()
                + summary.part().text().deferredFailed();
        if (limits.shareExceeded(completed, failed)) {
            throw new FailedShareException("the run completed, but " + FailureLimits.percent(completed, failed)
                    + " of its units failed (" + failed + " of " + (completed + failed) + " that ended in the window),"
                    + " more than maxFailedPercent=" + TypedProps.plain(limits.maxFailedPercent())
                    + mostFrequent(summary, messages));
        }
    }

    private static String mostFrequent(RunSummary summary, IntFunction<Optional<String>> messages) {
        if (summary.faults() == null) {
            return "";
        }
        return summary.faults().errors().stream()
                .filter(e -> e.failed() > 0)
                .max(Comparator.comparingLong(RunSummary.ErrorLine::failed))
                .map(e ->
                        "; most often (" + e.failed() + " times) " + (e.code() == 0 ? "the error" : "error " + e.code())
                                + ": " + messages.apply(e.code()).orElse(e.meaning()))
                .orElse("");
    }
}
