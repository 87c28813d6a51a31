package io.tpcbench.it;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Numbers read from a run's summary.json by key, as the ITs check them. */
final class SummaryFigures {
    private SummaryFigures() {}

    /** The first number named {@code key}; the test fails when there is none. */
    static double figure(String json, String key) {
        Matcher m =
                Pattern.compile("\"" + key + "\" ?: ?(-?[0-9.]+(?:E-?[0-9]+)?)").matcher(json);
        assertTrue(m.find(), key + " in " + json);
        return Double.parseDouble(m.group(1));
    }
}
