package io.tpcbench.driver;

import io.tpcbench.config.RunConfig;
import java.time.Instant;
import java.time.ZonedDateTime;
import java.util.Locale;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;

/** When a run's terminals start and its measurement window lies: the warm-up, {@code startAt}, {@code runMins}. */
final class RunClock {
    private static final long NANOS_PER_MIN = 60_000_000_000L;

    private RunClock() {}

    /**
     * The window of a session that started at {@code sessionStart} ({@code t0} on the nano clock):
     * with {@code startAt} it starts at that wall-clock time, as every other driver's does (or now, a
     * few milliseconds after it, when there is no warm-up to wait through), else after
     * {@code rampupMins}; it lasts {@code runMins}, or until the terminals end on their own.
     */
    static RunWindow window(RunConfig.Window w, ZonedDateTime sessionStart, long t0) {
        long sessionMillis = sessionStart.toInstant().toEpochMilli();
        long start = w.startAt()
                .map(at -> t0 + Math.max(0, at.toEpochMilli() - sessionMillis) * 1_000_000)
                .orElse(t0 + (long) (w.rampupMins() * NANOS_PER_MIN));
        long end = w.runMins() > 0 ? start + (long) (w.runMins() * NANOS_PER_MIN) : Long.MAX_VALUE;
        return new RunWindow(start, end);
    }

    /**
     * Sleeps until the terminals must start so that {@code rampupMins} of warm-up end at
     * {@code startAt}; returns early once {@code stopped}, and calls {@code stop} when interrupted.
     */
    static void awaitWarmUp(
            RunConfig.Window w, Instant startAt, Consumer<String> out, BooleanSupplier stopped, Runnable stop) {
        long begin = startAt.toEpochMilli() - (long) (w.rampupMins() * 60_000);
        long left = begin - System.currentTimeMillis();
        if (left > 0) {
            out.accept(String.format(
                    Locale.ROOT,
                    "startAt=%s: terminals start in %.1f s%s",
                    startAt,
                    left / 1000.0,
                    w.rampupMins() > 0 ? " for " + w.rampupMins() + " min of warm-up" : ""));
        } else if (w.rampupMins() > 0) {
            out.accept(String.format(
                    Locale.ROOT,
                    "startAt=%s: this driver started late, its warm-up is" + " %.1f s instead of rampupMins=%s",
                    startAt,
                    Math.max(0, startAt.toEpochMilli() - System.currentTimeMillis()) / 1000.0,
                    w.rampupMins()));
        }
        try {
            while (!stopped.getAsBoolean() && (left = begin - System.currentTimeMillis()) > 0) {
                Thread.sleep(Math.min(left, 100));
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            stop.run();
        }
    }
}
