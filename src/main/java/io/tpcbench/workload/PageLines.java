package io.tpcbench.workload;

import java.util.List;

/**
 * A chart over the run's time a workload puts on its report page ({@link SummaryText#pageLines}):
 * its interval lines' figures named in {@code figures} (as {@code intervals.jsonl} keeps them:
 * the storage-engine test's {@code rowsPerSec}), a line each under its name in {@code labels},
 * interval by interval; its {@code id} names the chart's file ({@code charts/workload_<id>.svg}).
 */
public record PageLines(
        String id, String title, String caption, String unit, List<String> figures, List<String> labels) {
    public PageLines {
        if (!id.matches("[a-z0-9_]+")) {
            throw new IllegalArgumentException("a chart id of lower-case letters, digits and _: " + id);
        }
        if (labels.size() != figures.size()) {
            throw new IllegalArgumentException("a label per figure: " + figures + " " + labels);
        }
        figures = List.copyOf(figures);
        labels = List.copyOf(labels);
    }

    /** Its lines under their figures' names. */
    public PageLines(String id, String title, String caption, String unit, List<String> figures) {
        this(id, title, caption, unit, figures, figures);
    }
}
