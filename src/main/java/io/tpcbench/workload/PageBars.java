package io.tpcbench.workload;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A bar chart a workload puts on its report page ({@link SummaryText#pageBars}): its {@code id}
 * (the chart's file name, {@code charts/workload_<id>.svg}), title, caption and unit, and its bars:
 * for each series (a legend entry) a value per category, categories in the order given. The engine
 * draws it with the page's other charts.
 */
public record PageBars(String id, String title, String caption, String unit, Map<String, Map<String, Double>> series) {
    public PageBars {
        if (!id.matches("[a-z0-9_]+")) {
            throw new IllegalArgumentException("a chart id of lower-case letters, digits and _: " + id);
        }
        Map<String, Map<String, Double>> copy = new LinkedHashMap<>();
        series.forEach((name, bars) -> copy.put(name, Collections.unmodifiableMap(new LinkedHashMap<>(bars))));
        series = Collections.unmodifiableMap(copy);
    }

    /** One series of bars, with no legend. */
    public static PageBars of(String id, String title, String caption, String unit, Map<String, Double> bars) {
        return new PageBars(id, title, caption, unit, Map.of(unit, bars));
    }
}
