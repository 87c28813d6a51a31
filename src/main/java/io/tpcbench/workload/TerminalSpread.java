package io.tpcbench.workload;

import java.util.Locale;

/**
 * How evenly the terminals were served: the fewest and most transactions one terminal
 * completed in the window, and the mean (a starved terminal shows as a low minimum).
 */
public record TerminalSpread(
        long min, long max, double mean, double stddev, double busyMeanSecs, double busyStddevSecs) {
    /** The fewest, most and mean transactions per terminal (a summary of before the deviations were kept). */
    public TerminalSpread(long min, long max, double mean) {
        this(min, max, mean, 0, 0, 0);
    }

    /** The line the summary shows. */
    public String describe() {
        return String.format(
                Locale.ROOT,
                "per terminal %d to %d transactions in the window, mean %.1f%s",
                min,
                max,
                mean,
                min > 0 ? String.format(Locale.ROOT, " (max/min %.2f)", (double) max / min) : "");
    }
}
