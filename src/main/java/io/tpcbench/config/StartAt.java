package io.tpcbench.config;

import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.format.DateTimeParseException;
import java.util.Locale;
import java.util.Optional;

/**
 * {@code startAt}: the wall-clock time at which the measurement window of every driver of a
 * multi-driver run begins. Written as an instant with its offset ({@code 2026-11-23T14:30:00Z},
 * {@code 2026-11-23T15:30:00+01:00}), as a local date and time ({@code 2026-11-23T14:30:00}), or as
 * a time of today ({@code 14:30}, {@code 14:30:15}), local times in the machine's time zone.
 */
public final class StartAt {
    static final String FORMS =
            "2026-11-23T14:30:00Z, 2026-11-23T14:30:00 (this machine's time zone)" + " or 14:30[:SS] (today)";

    private StartAt() {}

    /** The instant {@code text} names, empty when it is empty; unparseable text is a problem. */
    static Optional<Instant> parse(String text, Clock clock) {
        String t = text.strip();
        if (t.isEmpty()) {
            return Optional.empty();
        }
        try {
            return Optional.of(OffsetDateTime.parse(t).toInstant());
        } catch (DateTimeParseException notOffset) {
            // try the local forms
        }
        try {
            return Optional.of(LocalDateTime.parse(t.replace(' ', 'T'))
                    .atZone(clock.getZone())
                    .toInstant());
        } catch (DateTimeParseException notLocal) {
            // try a time of today
        }
        try {
            return Optional.of(LocalTime.parse(t)
                    .atDate(LocalDate.now(clock))
                    .atZone(clock.getZone())
                    .toInstant());
        } catch (DateTimeParseException e) {
            throw new IllegalArgumentException("startAt=" + text + " is not a time: write it as " + FORMS);
        }
    }

    /**
     * Fails when {@code startAt} has passed: a driver that starts its window late would measure a
     * window that the others' do not share.
     */
    public static void checkAhead(RunConfig run, Instant now) {
        run.window().startAt().ifPresent(at -> {
            if (!now.isBefore(at)) {
                throw new ConfigException("startAt=" + at + " was " + ago(now.toEpochMilli() - at.toEpochMilli())
                        + " ago: give every driver the same time far enough ahead for all of them to start"
                        + (run.window().rampupMins() > 0
                                ? " and warm up (rampupMins=" + run.window().rampupMins() + ")"
                                : ""));
            }
        });
    }

    private static String ago(long millis) {
        return millis < 120_000
                ? String.format(Locale.ROOT, "%.1f s", millis / 1000.0)
                : millis < 7_200_000 ? millis / 60_000 + " min" : millis / 3_600_000 + " h";
    }
}
