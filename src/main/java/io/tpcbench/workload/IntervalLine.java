package io.tpcbench.workload;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A workload's interval line: the text printed, and the numbers in it by name as {@code
 * intervals.jsonl} records them, each with how several drivers' same interval combines into a
 * merged result's: {@code sum} (counts and rates), {@code p<N> <KIND>} (a latency percentile in
 * ms, taken again from the merged histogram of that kind), or {@code none} (one driver's alone,
 * such as a share done, left out of a merge).
 */
public record IntervalLine(String text, Map<String, Double> figures, Map<String, String> merge) {
    public IntervalLine {
        figures = Collections.unmodifiableMap(new LinkedHashMap<>(figures));
        merge = Collections.unmodifiableMap(new LinkedHashMap<>(merge));
    }

    /** A line with no figures yet. */
    public static IntervalLine of(String text) {
        return new IntervalLine(text, Map.of(), Map.of());
    }

    /** With a figure that adds across drivers (a count, a rate). */
    public IntervalLine sum(String name, double value) {
        return with(name, value, "sum");
    }

    /** With a latency percentile of {@code kind} in ms, which a merge takes from the merged histogram. */
    public IntervalLine percentile(String name, Kind kind, double percentile, double valueMs) {
        return with(name, valueMs, "p" + stripZeros(percentile) + " " + kind.name());
    }

    /** With a figure of this driver alone, left out of a merged line. */
    public IntervalLine alone(String name, double value) {
        return with(name, value, "none");
    }

    private IntervalLine with(String name, double value, String rule) {
        Map<String, Double> f = new LinkedHashMap<>(figures);
        Map<String, String> m = new LinkedHashMap<>(merge);
        f.put(name, value);
        m.put(name, rule);
        return new IntervalLine(text, f, m);
    }

    private static String stripZeros(double v) {
        return v == Math.rint(v) ? Long.toString((long) v) : Double.toString(v);
    }
}
