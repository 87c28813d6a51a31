package io.tpcbench.load;

import java.time.Duration;
import java.util.Locale;

/** How the progress lines of every load show a remaining time. */
public final class Eta {
    private Eta() {}

    /** A duration as the progress lines show an ETA: {@code m:ss}, or {@code h:mm:ss}. */
    public static String format(Duration d) {
        long s = d.toSeconds();
        return s >= 3600
                ? String.format(Locale.ROOT, "%d:%02d:%02d", s / 3600, s / 60 % 60, s % 60)
                : String.format(Locale.ROOT, "%d:%02d", s / 60, s % 60);
    }
}
