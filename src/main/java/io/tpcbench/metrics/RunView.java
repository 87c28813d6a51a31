package io.tpcbench.metrics;

import java.util.Locale;
import java.util.function.IntSupplier;
import java.util.function.Supplier;

/**
 * A run as the live metrics read it at each scrape, from another thread: its counts, how many of
 * its {@code terminals} are in a unit now ({@code busy}), the deferred work queued ({@code
 * backlog}) and the window's phase.
 */
public record RunView(RunStats stats, int terminals, IntSupplier busy, IntSupplier backlog, Supplier<Phase> phase) {
    /** Where the run is, as the {@code tpcbench_phase} metric names it. */
    public enum Phase {
        /** Warm-up ({@code rampupMins}): nothing is measured yet. */
        RAMPUP,
        /** The measurement window. */
        MEASURING,
        /** After the window: the units running finish, nothing more is counted. */
        DRAIN,
        /** Every terminal has stopped; the summary is written. */
        ENDED;

        /** The label value: {@code rampup}, {@code measuring}, {@code drain}, {@code ended}. */
        public String label() {
            return name().toLowerCase(Locale.ROOT);
        }
    }
}
