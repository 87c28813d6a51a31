package io.tpcbench.config;

import java.util.Locale;

/**
 * When a run gives up or ends as failed: it stops when every one of its first
 * {@code abortIfAllFailAttempts} units failed, or when every unit that ended in its first
 * {@code abortIfAllFailSecs} failed (0 turns either off); it ends as failed when its failed units
 * pass {@code maxFailedPercent} of the units that ended in the window (100 turns that off).
 */
public record FailureLimits(int abortIfAllFailAttempts, double abortIfAllFailSecs, double maxFailedPercent) {

    static FailureLimits of(TypedProps p) {
        return new FailureLimits(
                p.integer("abortIfAllFailAttempts", 0, 1_000_000_000),
                p.decimal("abortIfAllFailSecs", 0, 86_400),
                p.decimal("maxFailedPercent", 0, 100));
    }

    /** Whether {@code failed} of {@code completed + failed} units is more than {@code maxFailedPercent}. */
    public boolean shareExceeded(long completed, long failed) {
        return failed > 0 && failed * 100.0 > maxFailedPercent * (completed + failed);
    }

    /** The failed share in percent, as the messages print it. */
    public static String percent(long completed, long failed) {
        long ended = completed + failed;
        return String.format(Locale.ROOT, "%.2f%%", ended == 0 ? 0 : failed * 100.0 / ended);
    }
}
