package io.tpcbench.driver;

import io.tpcbench.config.FailureLimits;
import io.tpcbench.config.TypedProps;
import java.util.Comparator;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.LongAdder;

/**
 * Watches a run's first units (warm-up included) for a run that cannot work: while no unit has
 * succeeded, it counts the failures by error code, keeping each code's first message; once the
 * failures reach {@code abortIfAllFailAttempts}, or {@code abortIfAllFailSecs} have passed since
 * the terminals started with failures only, {@link #check} names the most frequent error. One
 * success disarms it for the rest of the run (a later outage is the retries' and the summary's).
 * Units that touch no database (a hand-over of deferred work) tell it nothing. It keeps the first
 * message of every code (a bounded number) for the whole run, for the verdict on the failed share.
 */
final class FailureWatch {
    /** Distinct codes kept: enough to name the most frequent, bounded whatever the errors are. */
    private static final int MAX_CODES = 64;

    private final FailureLimits limits;
    private final long startNanos;
    private final LongAdder failed = new LongAdder();
    private final Map<Integer, LongAdder> byCode = new ConcurrentHashMap<>();
    private final Map<Integer, String> firstMessage = new ConcurrentHashMap<>();
    private volatile boolean worked;

    FailureWatch(FailureLimits limits, long startNanos) {
        this.limits = limits;
        this.startNanos = startNanos;
    }

    /** A unit that ran on the database succeeded (completed, or rolled back on purpose). */
    void succeeded() {
        if (!worked) {
            worked = true;
        }
    }

    /** A unit failed with {@code code} (0: none) and {@code message}. */
    void failed(int code, String message) {
        if (firstMessage.size() < MAX_CODES && !firstMessage.containsKey(code)) {
            firstMessage.putIfAbsent(code, message == null ? "(no message)" : message);
        }
        if (worked) {
            return;
        }
        failed.increment();
        if (byCode.size() < MAX_CODES || byCode.containsKey(code)) {
            byCode.computeIfAbsent(code, k -> new LongAdder()).increment();
        }
    }

    /** The first message of a failure with {@code code} in the run, if one was kept. */
    Optional<String> firstMessage(int code) {
        return Optional.ofNullable(firstMessage.get(code));
    }

    /** Why the run must stop at {@code nowNanos}, if it must: every unit so far failed, past a limit. */
    Optional<String> check(long nowNanos) {
        long failures = failed.sum();
        if (worked || failures == 0) {
            return Optional.empty();
        }
        double secs = (nowNanos - startNanos) / 1e9;
        String which;
        if (limits.abortIfAllFailAttempts() > 0 && failures >= limits.abortIfAllFailAttempts()) {
            which = String.format(
                    Locale.ROOT,
                    "its first %d units all failed (abortIfAllFailAttempts=%d, in %.1f s)",
                    failures,
                    limits.abortIfAllFailAttempts(),
                    secs);
        } else if (limits.abortIfAllFailSecs() > 0 && secs >= limits.abortIfAllFailSecs()) {
            which = String.format(
                    Locale.ROOT,
                    "every unit that ended in its first %.1f s failed (%d units;" + " abortIfAllFailSecs=%s)",
                    secs,
                    failures,
                    TypedProps.plain(limits.abortIfAllFailSecs()));
        } else {
            return Optional.empty();
        }
        return Optional.of("the run stopped because nothing works: " + which + "; " + mostFrequent());
    }

    /** The most frequent error code, its count and its first message. */
    private String mostFrequent() {
        return byCode.entrySet().stream()
                .max(Comparator.comparingLong(e -> e.getValue().sum()))
                .map(e -> "most often (" + e.getValue().sum() + " times) "
                        + (e.getKey() == 0 ? "the error" : "error " + e.getKey()) + ": "
                        + firstMessage.getOrDefault(e.getKey(), "(not kept)"))
                .orElse("no error was recorded");
    }
}
